import { LIVE_LIST_PAGE_SIZE } from '@estatekey/domain';
import { limit, query, type Query } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';

import { LIVE_LOADING, type LiveResult } from './live-result';
import { useLiveQueryData } from './live-source';

/**
 * A live list that reads at most a page more than it shows. `showMore` is there while rows beyond the shown ones
 * exist: it raises the listener's limit by a page (the same query, a larger `limit`), so every shown row stays live.
 * Absent or null: every row is shown (a plain `LiveResult` is a page with nothing more).
 */
export type LivePage<T> = LiveResult<T> & {
  readonly showMore?: (() => void) | null;
  /**
   * How many rows the listener asks for, known before its first answer: a companion list read in the same order and
   * ties (the showings' buyer details) asks for as many, and so holds the same documents' companions.
   */
  readonly rowLimit?: number;
};

/**
 * `baseQuery` (built without a limit, memoised by the caller), live, limited to `pageSize` rows per page shown, passed
 * through `select`. The listener asks for one row more than it shows: that row only tells whether there is more. While
 * a larger limit loads, the rows already shown stay (no flash of the loading state).
 */
export function useLivePage<Doc, T>(
  baseQuery: Query<Doc>,
  select: (docs: Doc[]) => T,
  pageSize: number = LIVE_LIST_PAGE_SIZE,
): LivePage<T> {
  // Pages count per base query: another query (another property, another user) starts again at one page.
  const [paging, setPaging] = useState({ base: baseQuery, pages: 1 });
  const pages = paging.base === baseQuery ? paging.pages : 1;
  const shown = pages * pageSize;
  const liveQuery = useMemo(() => query(baseQuery, limit(shown + 1)), [baseQuery, shown]);
  const observed = useLiveQueryData(liveQuery);
  const showMore = useCallback(
    () => setPaging((current) => ({ base: baseQuery, pages: (current.base === baseQuery ? current.pages : 1) + 1 })),
    [baseQuery],
  );
  const [lastRows, setLastRows] = useState<{ base: Query<Doc>; docs: Doc[] } | null>(null);
  if (observed.status === 'success' && lastRows?.docs !== observed.data) {
    setLastRows({ base: baseQuery, docs: observed.data });
  }

  const rowLimit = shown + 1;
  if (observed.status === 'success') {
    return {
      status: 'success',
      data: select(observed.data.slice(0, shown)),
      showMore: observed.data.length > shown ? showMore : null,
      rowLimit,
    };
  }
  if (lastRows?.base !== baseQuery) return { ...LIVE_LOADING, showMore: null, rowLimit };
  // A larger limit is loading: the rows shown so far stay, without the row that only told there was more.
  return { status: 'success', data: select(lastRows.docs.slice(0, shown - pageSize)), showMore: null, rowLimit };
}
