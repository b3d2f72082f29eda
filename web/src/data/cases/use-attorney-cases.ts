import { attorneyRoutes, CASE_LIST_PAGE_SIZE, type CaseResponse } from '@estatekey/domain';
import { useEffect, useMemo } from 'react';

import { callApi } from '../../lib/api-client';
import { useFailureReport, type FailureText } from '../../lib/api-failure';
import { useApiPages } from '../../lib/use-api-pages';
import type { ApiQuery } from '../../lib/use-api-query';

const route = attorneyRoutes.attorneyCases;

function nextAfter(page: readonly CaseResponse[]): string | null {
  return page.length < CASE_LIST_PAGE_SIZE ? null : (page.at(-1)?._id ?? null);
}

/**
 * GET every case the signed-in attorney runs (every case for an admin), newest first, read page by page
 * (CASE_LIST_PAGE_SIZE per call, `?limit=&after=`) so no single answer grows with the firm; loading until the last
 * page is in. `failure` is the screen's toast when a page cannot be loaded.
 */
export function useAllAttorneyCases({ failure }: { readonly failure?: FailureText } = {}): {
  request: ApiQuery<CaseResponse[]>;
  reload: () => void;
} {
  const onFailure = useFailureReport(route, failure);
  const pages = useApiPages({
    key: route.path,
    load: (after, signal) =>
      callApi(route, {
        query: { limit: String(CASE_LIST_PAGE_SIZE), ...(after === undefined ? {} : { after }) },
        signal,
      }),
    nextAfter,
    onFailure,
  });
  const { request: read, showMore, moreFailed, reload } = pages;
  useEffect(() => showMore?.(), [showMore]);
  const request = useMemo((): ApiQuery<CaseResponse[]> => {
    if (read.status !== 'success') return read;
    if (moreFailed) return { status: 'error', error: new Error(`${route.method} ${route.path}: a page failed`) };
    if (showMore !== null || pages.loadingMore) return { status: 'loading' };
    return { status: 'success', data: read.data.flat() };
  }, [read, moreFailed, showMore, pages.loadingMore]);
  return { request, reload };
}
