import { getCountFromServer, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

import { LIVE_LOADING, type LiveResult } from './live-result';

type Counted = { readonly query: Query<unknown>; readonly refreshKey: string } & (
  { readonly count: number } | { readonly error: unknown }
);

/**
 * How many documents `countQuery` matches, counted by the server (an aggregation: one read per 1,000 documents, not
 * one per document), asked again whenever `refreshKey` changes: pass a key of the live list the count belongs to, so
 * the count follows the list while the screen is open. `countQuery` must be memoised by the caller. A refused or
 * failed count throws, as a failed listener does, for the reader's error boundary.
 */
export function useServerCount(countQuery: Query<unknown>, refreshKey: string): LiveResult<number> {
  const [counted, setCounted] = useState<Counted | null>(null);
  useEffect(() => {
    let current = true;
    getCountFromServer(countQuery).then(
      (snapshot) => {
        if (current) setCounted({ query: countQuery, refreshKey, count: snapshot.data().count });
      },
      (error: unknown) => {
        if (current) setCounted({ query: countQuery, refreshKey, error });
      },
    );
    return () => {
      current = false;
    };
  }, [countQuery, refreshKey]);

  if (counted === null || counted.query !== countQuery) return LIVE_LOADING;
  if ('error' in counted) throw counted.error;
  // While a newer count is on its way the last one stays: it was right a moment ago.
  return { status: 'success', data: counted.count };
}
