import { attorneyRoutes, CASE_LIST_PAGE_SIZE, type CaseResponse } from '@estatekey/domain';
import { useEffect, useMemo } from 'react';

import { callApi } from '../../lib/api-client';
import { useFailureReport, type FailureText } from '../../lib/api-failure';
import { useApiListPages, type ApiListPages } from '../../lib/use-api-pages';
import type { ApiQuery } from '../../lib/use-api-query';

const route = attorneyRoutes.attorneyCases;

/** Days of due dates, both ends included (`?dueFrom=&dueTo=`): the calendar's month. */
export interface DueSpan {
  readonly dueFrom: string;
  readonly dueTo: string;
}

export interface AttorneyCasePagesInput {
  /** The screen's toast when a page cannot be loaded. */
  readonly failure?: FailureText;
  /** Only the cases due in this span, soonest first; every case, newest first, without it. */
  readonly dueSpan?: DueSpan;
}

export type AttorneyCasePages = ApiListPages<CaseResponse>;

/**
 * GET the cases the signed-in attorney runs (every case for an admin), CASE_LIST_PAGE_SIZE per call
 * (`?limit=&after=`), the pages read so far as one list: "Show more" reads the next one, so a screen pays for what
 * it shows however large the firm's caseload.
 */
export function useAttorneyCasePages({ failure, dueSpan }: AttorneyCasePagesInput = {}): AttorneyCasePages {
  const onFailure = useFailureReport(route, failure);
  const span = dueSpan ?? {};
  return useApiListPages({
    key: JSON.stringify([route.path, span]),
    pageSize: CASE_LIST_PAGE_SIZE,
    load: (page, signal) => callApi(route, { query: { ...page, ...span }, signal }),
    onFailure,
  });
}

/**
 * Every page of the cases due in `dueSpan` (a bounded list: the calendar's month), loading until the last page is in.
 */
export function useAllAttorneyCases(input: AttorneyCasePagesInput & { readonly dueSpan: DueSpan }): {
  request: ApiQuery<CaseResponse[]>;
  reload: () => void;
} {
  const { request: read, showMore, loadingMore, moreFailed, reload } = useAttorneyCasePages(input);
  useEffect(() => showMore?.(), [showMore]);
  const request = useMemo((): ApiQuery<CaseResponse[]> => {
    if (read.status !== 'success') return read;
    if (moreFailed) return { status: 'error', error: new Error(`${route.method} ${route.path}: a page failed`) };
    if (showMore !== null || loadingMore) return { status: 'loading' };
    return read;
  }, [read, moreFailed, showMore, loadingMore]);
  return { request, reload };
}
