import { type AgentShowing, COLLECTIONS, type Showing, withBuyerDetails } from '@estatekey/domain';
import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { showingConverter } from '../../lib/firebase/converters';
import type { LivePage } from '../../lib/firebase/live-page';
import { LIVE_LOADING, type LiveResult } from '../../lib/firebase/live-result';
import { useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';
import { useSignedInUid } from '../user/use-user-profile';
import { useShowingBuyers } from './use-showing-buyers';

/** `agentId` == uid: the showings the agent booked (the rules let the booking agent read them). */
const booked = (firestore: Firestore, uid: string) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('agentId', '==', uid));

/** Newest first; needs the composite index (agentId, fullStartTime desc). */
const bookedNewestFirst: SignedInQuery<Showing> = (firestore, uid) =>
  query(booked(firestore, uid), orderBy('fullStartTime', 'desc'));

const all = (showings: Showing[]) => showings;

/** The shown showings with their buyer's contact and notes, or loading while either is. */
function useWithBuyers(showings: LiveResult<Showing[]>): LiveResult<AgentShowing[]> {
  const ids = showings.status === 'success' ? showings.data.map((showing) => showing.id) : [];
  const buyers = useShowingBuyers(ids);
  if (showings.status === 'loading' || buyers.status === 'loading') return LIVE_LOADING;
  return {
    status: 'success',
    data: showings.data.map((showing) => withBuyerDetails(showing, buyers.data.get(showing.id))),
  };
}

/**
 * The agent's own showings, newest first, a page at a time (LIVE_LIST_PAGE_SIZE; "Show more" reads the next), with
 * their buyer's contact and notes, live: a showing booked, moved or cancelled in another tab shows without reload.
 */
export function useBookedShowings<T>(select: (showings: AgentShowing[]) => T): LivePage<T> {
  const page = useSignedInPage(bookedNewestFirst, all);
  const joined = useWithBuyers(page);
  return joined.status === 'success'
    ? { status: 'success', data: select(joined.data), showMore: page.showMore ?? null }
    : { ...LIVE_LOADING, showMore: null };
}

/**
 * The agent's showings in one month (`year`, `month` 1–12), with buyer details, live: what the calendar shows, read by
 * date range on the server. Needs the composite index (agentId, date).
 */
export function useBookedShowingsInMonth<T>(
  year: number,
  month: number,
  select: (showings: AgentShowing[]) => T,
): LiveResult<T> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const monthQuery = useMemo(() => {
    const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    return query(
      booked(firestore, uid),
      where('date', '>=', `${prefix}-01`),
      where('date', '<=', `${prefix}-31`),
      orderBy('date'),
    );
  }, [firestore, uid, year, month]);
  const observed = useFirestoreCollectionData(monthQuery);
  const joined = useWithBuyers(
    observed.status === 'success' ? { status: 'success', data: observed.data } : LIVE_LOADING,
  );
  return joined.status === 'success' ? { status: 'success', data: select(joined.data) } : joined;
}
