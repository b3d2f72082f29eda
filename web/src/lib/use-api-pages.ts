import { startTransition, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';

import { shownOutcome, type ApiOutcome, type ApiQuery, type SettledRequest } from './use-api-query';

export interface ApiPagesInput<Page> {
  /** Names the list: a change starts again from its first page. */
  readonly key: string;
  /** Reads the page after `after` (undefined: the first page), e.g. `callApi(route, { query: { limit, after } })`. */
  readonly load: (after: string | undefined, signal: AbortSignal) => Promise<Page>;
  /** Where the page after `page` starts (the next `after`), or null when `page` was the last one. */
  readonly nextAfter: (page: Page) => string | null;
  /**
   * Anything whose change calls for fresh data (a live list's key): the first page is read again and replaces the
   * old one, which stays on screen meanwhile; the later pages read so far stay (the screen merges the pages).
   */
  readonly refreshKey?: string;
  /** Called once per failed read (not for one cancelled by a newer one): the log line and the screen's toast. */
  readonly onFailure?: (error: unknown) => void;
}

export interface ApiPages<Page> {
  /** The pages read so far, in order: loading or failed while the first page is. */
  readonly request: ApiQuery<readonly Page[]>;
  /** Reads the next page; null while one is being read, or when there is none. */
  readonly showMore: (() => void) | null;
  readonly loadingMore: boolean;
  /** The last "show more" failed (showMore tries again). */
  readonly moreFailed: boolean;
  /** Starts again from the first page. */
  readonly reload: () => void;
}

const NO_PAGES: readonly never[] = [];

/**
 * A list a server answers page by page (`?limit=&after=`): the first page on mount and whenever `key`, `refreshKey`
 * or `reload` call for it, the next ones on `showMore`, each appended once. Answers for an older key or attempt are
 * ignored, and leaving the screen cancels what is in flight.
 */
export function useApiPages<Page>({
  key,
  load,
  nextAfter,
  refreshKey = '',
  onFailure,
}: ApiPagesInput<Page>): ApiPages<Page> {
  const [attempt, setAttempt] = useState(0);
  const base = `${attempt}:${key}`;
  const [first, setFirst] = useState<SettledRequest<Page> | null>(null);
  const [later, setLater] = useState<{ base: string; pages: readonly Page[] }>({ base, pages: [] });
  const [wanted, setWanted] = useState<{ base: string; after: string } | null>(null);
  const [moreFailedAt, setMoreFailedAt] = useState<string | null>(null);
  const start = useEffectEvent((after: string | undefined, signal: AbortSignal) => load(after, signal));
  const fail = useEffectEvent((error: unknown) => onFailure?.(error));

  useEffect(() => {
    const controller = new AbortController();
    // The first page renders as a transition, in slices, as useApiQuery's answers do.
    const settle = (outcome: ApiOutcome<Page>) => startTransition(() => setFirst({ list: key, request: base, outcome }));
    start(undefined, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) settle({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        fail(error);
        settle({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [base, key, refreshKey]);

  // "Show more" asks for the page after `wanted.after`; it is appended once, for the list it was asked for.
  useEffect(() => {
    if (wanted === null || wanted.base !== base) return;
    const controller = new AbortController();
    start(wanted.after, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLater((current) => ({ base, pages: [...(current.base === base ? current.pages : []), page] }));
        setWanted(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        fail(error);
        setMoreFailedAt(base);
        setWanted(null);
      },
    );
    return () => controller.abort();
  }, [wanted, base]);

  const laterPages = later.base === base ? later.pages : NO_PAGES;
  // Reloading the same list keeps its first page on screen until the new one lands.
  const firstOutcome: ApiOutcome<Page> | null = shownOutcome(first, { list: key, request: base });
  const pages = useMemo(
    () => (firstOutcome?.status === 'success' ? [firstOutcome.data, ...laterPages] : NO_PAGES),
    [firstOutcome, laterPages],
  );
  const lastPage = pages.at(-1);
  const after = lastPage === undefined ? null : nextAfter(lastPage);
  const loadingMore = wanted !== null && wanted.base === base;
  const readMore = useCallback(() => {
    if (after === null) return;
    setMoreFailedAt(null);
    setWanted({ base, after });
  }, [after, base]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const request: ApiQuery<readonly Page[]> =
    firstOutcome === null
      ? { status: 'loading' }
      : firstOutcome.status === 'error'
        ? firstOutcome
        : { status: 'success', data: pages };
  return {
    request,
    showMore: after !== null && !loadingMore ? readMore : null,
    loadingMore,
    moreFailed: moreFailedAt === base,
    reload,
  };
}

/** The query of the page after `after` (the first page without it) of a list read `limit` at a time. */
export function pageQuery(limit: string, after: string | undefined): { limit: string; after?: string } {
  return after === undefined ? { limit } : { limit, after };
}

/** `ApiPages` whose pages the screen reads as one merged answer. */
export type MergedApiPages<Merged> = Omit<ApiPages<unknown>, 'request'> & { readonly request: ApiQuery<Merged> };

/** The pages read so far as one answer, `merge` (a stable function) made once per new page. */
export function useMergedPages<Page, Merged>(
  pages: ApiPages<Page>,
  merge: (pages: readonly Page[]) => Merged,
): MergedApiPages<Merged> {
  const read = pages.request;
  const request = useMemo(
    (): ApiQuery<Merged> => (read.status === 'success' ? { status: 'success', data: merge(read.data) } : read),
    [read, merge],
  );
  return { ...pages, request };
}

export interface ApiListPagesInput<Item> extends Pick<ApiPagesInput<readonly Item[]>, 'key' | 'refreshKey' | 'onFailure'> {
  /** Items per page (`?limit=`): a shorter page is the last one. */
  readonly pageSize: number;
  /** Reads one page, e.g. `callApi(route, { query: page, signal })`. */
  readonly load: (page: { limit: string; after?: string }, signal: AbortSignal) => Promise<readonly Item[]>;
}

/** `ApiPages` of a plain-array list, with the pages read so far as one list. */
export type ApiListPages<Item> = MergedApiPages<Item[]>;

const flatPages = <Item>(pages: readonly (readonly Item[])[]): Item[] => pages.flat();

/**
 * A list whose answer is a plain array of items named by `_id`, read `pageSize` at a time (`?limit=&after=`, the next
 * page after the last item read): the screen gets the pages read so far as one list and pays for what it shows.
 */
export function useApiListPages<Item extends { readonly _id: string }>({
  pageSize,
  load,
  ...list
}: ApiListPagesInput<Item>): ApiListPages<Item> {
  const pages = useApiPages<readonly Item[]>({
    ...list,
    load: (after, signal) => load(pageQuery(String(pageSize), after), signal),
    nextAfter: (page) => (page.length < pageSize ? null : (page.at(-1)?._id ?? null)),
  });
  return useMergedPages<readonly Item[], Item[]>(pages, flatPages);
}
