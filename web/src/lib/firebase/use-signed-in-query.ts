import { documentId, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';

import { useSignedInUid } from '../auth/auth-session';
import { useLivePage, type LivePage } from './live-page';
import { useLiveReadableMatch } from './live-readable-match';
import { liveResult, type LiveResult } from './live-result';
import { useLiveQueryData, useLiveQuerySnapshot } from './live-source';
import { useServerCount } from './server-count';
import { useFirestore } from './use-firestore';

/** Builds one of the signed-in user's queries; a module-level function, so the query is rebuilt only per user. */
export type SignedInQuery<Doc> = (firestore: Firestore, uid: string) => Query<Doc>;

/**
 * A live query of the signed-in user's data, passed through `select`. The live sources (live-source.ts) keep one
 * listener per distinct query (same path, converter and constraints), so every reader of the same `SignedInQuery`
 * shares it.
 */
export function useSignedInQuery<Doc, T>(buildQuery: SignedInQuery<Doc>, select: (docs: Doc[]) => T): LiveResult<T> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const liveQuery = useMemo(() => buildQuery(firestore, uid), [buildQuery, firestore, uid]);
  return liveResult(useLiveQueryData(liveQuery), select);
}

/**
 * A page of the signed-in user's query (built without a limit), live, passed through `select`, with "Show more"
 * (`useLivePage`). Every reader on its first page shares one listener, as with `useSignedInQuery`.
 */
export function useSignedInPage<Doc, T>(
  buildQuery: SignedInQuery<Doc>,
  select: (docs: Doc[]) => T,
  pageSize?: number,
): LivePage<T> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const baseQuery = useMemo(() => buildQuery(firestore, uid), [buildQuery, firestore, uid]);
  return useLivePage(baseQuery, select, pageSize);
}

/**
 * How many documents the signed-in user's query matches, counted by the server (`useServerCount`), asked again when
 * `refreshKey` changes.
 */
export function useSignedInCount<Doc>(buildQuery: SignedInQuery<Doc>, refreshKey: string): LiveResult<number> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const countQuery = useMemo(() => buildQuery(firestore, uid), [buildQuery, firestore, uid]);
  return useServerCount(countQuery, refreshKey);
}

/**
 * The one document of the signed-in user's query with this id, live, whichever page of the list it is on; `null` when
 * it is not among them (the rules refuse the read) or does not exist (`useLiveReadableMatch`).
 */
export function useSignedInMatch<Doc>(buildQuery: SignedInQuery<Doc>, id: string): LiveResult<Doc | null> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const matchQuery = useMemo(
    () => query(buildQuery(firestore, uid), where(documentId(), '==', id)),
    [buildQuery, firestore, uid, id],
  );
  return useLiveReadableMatch(matchQuery);
}

const NONE_WAITING: ReadonlySet<string> = new Set();

/**
 * The ids of the documents in the signed-in user's query that hold a change of this device's the server does not
 * have yet (snapshot metadata `hasPendingWrites`, e.g. written offline): shown as 'Waiting to sync'.
 */
export function useSignedInQueryWaitingToSync<Doc>(buildQuery: SignedInQuery<Doc>): ReadonlySet<string> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const liveQuery = useMemo(() => buildQuery(firestore, uid), [buildQuery, firestore, uid]);
  const snapshot = useLiveQuerySnapshot(liveQuery);
  if (snapshot.status !== 'success' || !snapshot.data.metadata.hasPendingWrites) return NONE_WAITING;
  return new Set(snapshot.data.docs.filter((doc) => doc.metadata.hasPendingWrites).map((doc) => doc.id));
}
