import { FirestoreError, onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

import { LIVE_LOADING, type LiveResult } from './live-result';

type Seen<Doc> = { readonly query: Query<Doc> } & ({ readonly doc: Doc | null } | { readonly error: unknown });

/**
 * The first document of `matchQuery` (a query narrowed to one id, memoised by the caller), live, or `null` when there
 * is none or the rules refuse it: for "this one, if the caller may read it" (a property a co-executor is not a member
 * of, a linked conversation of someone else), where a refusal means "not yours", not a failure. Other failures throw
 * for the reader's error boundary.
 */
export function useLiveReadableMatch<Doc>(matchQuery: Query<Doc>): LiveResult<Doc | null> {
  const [seen, setSeen] = useState<Seen<Doc> | null>(null);
  useEffect(
    () =>
      onSnapshot(
        matchQuery,
        (snapshot) => setSeen({ query: matchQuery, doc: snapshot.docs[0]?.data() ?? null }),
        (error) =>
          setSeen(
            error instanceof FirestoreError && error.code === 'permission-denied'
              ? { query: matchQuery, doc: null }
              : { query: matchQuery, error },
          ),
      ),
    [matchQuery],
  );
  if (seen?.query !== matchQuery) return LIVE_LOADING;
  if ('error' in seen) throw seen.error;
  return { status: 'success', data: seen.doc };
}
