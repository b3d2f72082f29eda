import { type AgentShowing, COLLECTIONS, type Showing, type ShowingBuyer, withBuyerDetails } from '@estatekey/domain';
import { collection, documentId, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useCallback, useMemo } from 'react';
import { useFirestore } from 'reactfire';

import { showingBuyerConverter, showingConverter } from '../../lib/firebase/converters';
import { useLiveDocumentsById } from '../../lib/firebase/live-documents-by-id';
import type { LivePage } from '../../lib/firebase/live-page';
import { LIVE_LOADING, type LiveResult } from '../../lib/firebase/live-result';
import { useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';
import { useSignedInUid } from '../user/use-user-profile';
import { useLiveQueryData } from '../../lib/firebase/live-source';

/** `agentId` == uid: the showings the agent booked (the rules let the booking agent read them). */
const booked = (firestore: Firestore, uid: string) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('agentId', '==', uid));

/** Newest first; needs the composite index (agentId, fullStartTime desc). */
const bookedNewestFirst: SignedInQuery<Showing> = (firestore, uid) =>
  query(booked(firestore, uid), orderBy('fullStartTime', 'desc'));

const all = <Doc>(docs: Doc[]): Doc[] => docs;

/**
 * The shown showings with their buyer's contact and notes, or loading while either is. Only the shown showings' buyer
 * documents are read (by id, 30 to a listener; `agentId` == uid is what the rules let the booking agent read), so an
 * agent with thousands of past showings reads a page's worth.
 */
function useWithBuyers(showings: LiveResult<Showing[]>): LiveResult<AgentShowing[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const buyersOf = useCallback(
    (ids: string[]) =>
      query(
        collection(firestore, COLLECTIONS.showingBuyers).withConverter(showingBuyerConverter),
        where('agentId', '==', uid),
        where(documentId(), 'in', ids),
      ),
    [firestore, uid],
  );
  const buyers = useLiveDocumentsById(buyersOf, showings.status === 'success' ? showings.data.map(({ id }) => id) : []);
  if (showings.status === 'loading' || buyers.status === 'loading') return LIVE_LOADING;
  const buyerOf = new Map<string, ShowingBuyer>(buyers.data.map((buyer) => [buyer.id, buyer]));
  return {
    status: 'success',
    data: showings.data.map((showing) => withBuyerDetails(showing, buyerOf.get(showing.id))),
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
  const observed = useLiveQueryData(monthQuery);
  const joined = useWithBuyers(
    observed.status === 'success' ? { status: 'success', data: observed.data } : LIVE_LOADING,
  );
  return joined.status === 'success' ? { status: 'success', data: select(joined.data) } : joined;
}
