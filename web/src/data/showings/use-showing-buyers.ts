import { COLLECTIONS, type ShowingBuyer } from '@estatekey/domain';
import { collection, documentId, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

import { showingBuyerConverter } from '../../lib/firebase/converters';
import { LIVE_LOADING, type LiveResult } from '../../lib/firebase/live-result';
import { useSignedInUid } from '../user/use-user-profile';

/** Firestore's most values in one `in` filter. */
const IN_FILTER_MAX = 30;

interface Chunks {
  readonly key: string;
  readonly buyers: ReadonlyMap<number, readonly ShowingBuyer[]>;
  /** What the listeners of the previous ids had: shown while those of new ids (a page more) load. */
  readonly previous: ReadonlyMap<string, ShowingBuyer> | null;
  readonly error?: unknown;
}

const byShowingId = (buyers: ReadonlyMap<number, readonly ShowingBuyer[]>): ReadonlyMap<string, ShowingBuyer> =>
  new Map([...buyers.values()].flat().map((buyer) => [buyer.id, buyer]));

/**
 * The buyer contact and notes of the agent's showings `showingIds` (the ones on screen), live, by showing id: one
 * listener per 30 ids (`agentId` == uid, which the rules require, and the ids), so what is read follows what is shown,
 * not how many showings the agent ever booked. A refused or broken listener throws, for the reader's error boundary.
 */
export function useShowingBuyers(showingIds: readonly string[]): LiveResult<ReadonlyMap<string, ShowingBuyer>> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const key = showingIds.join('|');
  const chunks = useMemo(() => {
    const ids = key === '' ? [] : key.split('|');
    return Array.from({ length: Math.ceil(ids.length / IN_FILTER_MAX) }, (_, index) =>
      ids.slice(index * IN_FILTER_MAX, (index + 1) * IN_FILTER_MAX),
    );
  }, [key]);
  const [loaded, setLoaded] = useState<Chunks>({ key: '', buyers: new Map(), previous: null });

  useEffect(() => {
    const unsubscribes = chunks.map((ids, index) =>
      onSnapshot(
        query(
          collection(firestore, COLLECTIONS.showingBuyers).withConverter(showingBuyerConverter),
          where('agentId', '==', uid),
          where(documentId(), 'in', ids),
        ),
        (snapshot) =>
          setLoaded((current) => {
            const same = current.key === key;
            const buyers = new Map(same ? current.buyers : []);
            buyers.set(
              index,
              snapshot.docs.map((doc) => doc.data()),
            );
            return { key, buyers, previous: same ? current.previous : byShowingId(current.buyers) };
          }),
        (error) => setLoaded({ key, buyers: new Map(), previous: null, error }),
      ),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [firestore, uid, key, chunks]);

  if (loaded.error !== undefined && loaded.key === key) throw loaded.error;
  if (chunks.length === 0) return { status: 'success', data: new Map() };
  if (loaded.key === key && loaded.buyers.size === chunks.length) {
    return { status: 'success', data: byShowingId(loaded.buyers) };
  }
  const shownBefore = loaded.key === key ? loaded.previous : loaded.buyers.size > 0 ? byShowingId(loaded.buyers) : null;
  return shownBefore === null ? LIVE_LOADING : { status: 'success', data: shownBefore };
}
