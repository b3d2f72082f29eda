import { onSnapshot, type Query, type Unsubscribe } from 'firebase/firestore';
import { useEffect, useMemo, useRef, useState } from 'react';

import { LIVE_LOADING, type LiveResult } from './live-result';

/** Firestore takes at most 30 values in one `in` filter. */
export const IN_FILTER_MAX_VALUES = 30;

type ChunkState<Doc> = { readonly docs: Doc[] } | { readonly error: unknown };

/** The ids in groups of at most `size`, in their order (a page that grows at its end keeps its earlier groups). */
export function chunkIds(ids: readonly string[], size = IN_FILTER_MAX_VALUES): string[][] {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}

/**
 * The documents with these ids, live: one listener per group of 30 ids built by `queryOfIds` (a query narrowed with
 * `where(documentId(), 'in', ids)` plus whatever the rules need to see), so what is read follows what is shown rather
 * than everything the user ever had. When the ids change, only the groups that changed are listened to anew (a
 * "Show more" adds listeners; it does not re-read the groups already shown). `queryOfIds` must be memoised.
 * A failed listener throws, as the live sources do, for the reader's error boundary.
 */
export function useLiveDocumentsById<Doc extends { readonly id: string }>(
  queryOfIds: (ids: string[]) => Query<Doc>,
  ids: readonly string[],
): LiveResult<Doc[]> {
  const idsKey = ids.join('\n');
  // One key per group: the ids of a group, joined (ids never hold a line break).
  const chunks = useMemo(() => chunkIds(idsKey === '' ? [] : idsKey.split('\n')), [idsKey]);
  const [seen, setSeen] = useState<ReadonlyMap<string, ChunkState<Doc>>>(() => new Map());
  const [answeredOnce, setAnsweredOnce] = useState(false);
  const listening = useRef(new Map<string, Unsubscribe>());
  const listenedQueryOf = useRef(queryOfIds);

  useEffect(() => {
    const active = listening.current;
    if (listenedQueryOf.current !== queryOfIds) {
      // Another user or database: every group is listened to anew.
      for (const unsubscribe of active.values()) unsubscribe();
      active.clear();
      listenedQueryOf.current = queryOfIds;
      setSeen(new Map());
      setAnsweredOnce(false);
    }
    const wanted = new Map(chunks.map((chunk) => [chunk.join('\n'), chunk]));
    for (const [key, unsubscribe] of active) {
      if (!wanted.has(key)) {
        unsubscribe();
        active.delete(key);
      }
    }
    for (const [key, chunk] of wanted) {
      if (active.has(key)) continue;
      const record = (state: ChunkState<Doc>) => setSeen((previous) => new Map(previous).set(key, state));
      active.set(
        key,
        onSnapshot(
          queryOfIds(chunk),
          (snapshot) => record({ docs: snapshot.docs.map((doc) => doc.data()) }),
          (error) => record({ error }),
        ),
      );
    }
  }, [chunks, queryOfIds]);

  // Unmounting (and StrictMode's trial unmount) stops every listener; the effect above then starts them again.
  useEffect(() => {
    const active = listening.current;
    return () => {
      for (const unsubscribe of active.values()) unsubscribe();
      active.clear();
    };
  }, []);

  const states = chunks.map((chunk) => seen.get(chunk.join('\n')));
  for (const state of states) if (state && 'error' in state) throw state.error;
  if (states.every((state) => state !== undefined)) {
    if (!answeredOnce) setAnsweredOnce(true);
    return { status: 'success', data: states.flatMap((state) => ('docs' in state ? state.docs : [])) };
  }
  if (!answeredOnce) return LIVE_LOADING;
  // A group just added or regrouped is still loading: what was seen before stays on screen meanwhile (a list does not
  // flash back to its spinner because one booking moved the groups).
  const byId = new Map<string, Doc>();
  for (const state of seen.values()) if ('docs' in state) for (const doc of state.docs) byId.set(doc.id, doc);
  return { status: 'success', data: [...byId.values()] };
}
