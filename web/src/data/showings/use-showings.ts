import {
  type AgentShowing,
  COLLECTIONS,
  LIVE_LIST_PAGE_SIZE,
  type Showing,
  type ShowingBuyer,
  withBuyerDetails,
} from '@estatekey/domain';
import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { showingBuyerConverter, showingConverter } from './showing-converters';
import type { LivePage } from '../../lib/firebase/live-page';
import { LIVE_LOADING, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveQueryData } from '../../lib/firebase/live-source';
import { useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';
import { useSignedInUid } from '../../lib/auth/auth-session';

/** `agentId` == uid: the showings the agent booked (the rules let the booking agent read them). */
const booked = (firestore: Firestore, uid: string) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('agentId', '==', uid));

/** `agentId` == uid: the buyer details of the showings the agent booked (the rules let only the booking agent read). */
const buyersOfBooked = (firestore: Firestore, uid: string) =>
  query(
    collection(firestore, COLLECTIONS.showingBuyers).withConverter(showingBuyerConverter),
    where('agentId', '==', uid),
  );

/** Newest first; needs the composite index (agentId, fullStartTime desc), on showings and on showingBuyers. */
const bookedNewestFirst: SignedInQuery<Showing> = (firestore, uid) =>
  query(booked(firestore, uid), orderBy('fullStartTime', 'desc'));

/** One month's dates (`year`, `month` 1–12) of `ofAgent`, by date; needs the composite index (agentId, date). */
function inMonth<Doc>(ofAgent: Query<Doc>, year: number, month: number): Query<Doc> {
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return query(ofAgent, where('date', '>=', `${prefix}-01`), where('date', '<=', `${prefix}-31`), orderBy('date'));
}

const all = <Doc>(docs: Doc[]): Doc[] => docs;

/**
 * The shown showings with their buyer's contact and notes, or loading while either is. The buyers are read by the
 * same window as the showings (`buyersQuery`: the month, or the newest N) rather than by id, in a query the rules
 * prove from its `agentId`: an agent with thousands of past showings reads a page's worth, and a showing cancelled
 * meanwhile (its buyer document deleted) just leaves the window. While a larger window loads ("Show more"), the
 * buyers read before stay with the showings they cover (no flash back to loading).
 */
function useWithBuyers(showings: LiveResult<Showing[]>, buyersQuery: Query<ShowingBuyer>): LiveResult<AgentShowing[]> {
  const buyers = useLiveQueryData(buyersQuery);
  const [lastBuyers, setLastBuyers] = useState<ShowingBuyer[]>([]);
  if (buyers.status === 'success' && lastBuyers !== buyers.data) setLastBuyers(buyers.data);
  if (showings.status === 'loading') return LIVE_LOADING;
  const buyerOf = new Map((buyers.status === 'success' ? buyers.data : lastBuyers).map((buyer) => [buyer.id, buyer]));
  if (buyers.status === 'loading' && !showings.data.every(({ id }) => buyerOf.has(id))) return LIVE_LOADING;
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
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const page = useSignedInPage(bookedNewestFirst, all);
  // The same order and ties (the document id, which a showing and its buyer document share) and as many rows as the
  // showings' listener: the listed showings' buyers, read alongside them rather than after.
  const rowLimit = page.rowLimit ?? LIVE_LIST_PAGE_SIZE + 1;
  const buyersQuery = useMemo(
    () => query(buyersOfBooked(firestore, uid), orderBy('fullStartTime', 'desc'), limit(rowLimit)),
    [firestore, uid, rowLimit],
  );
  const joined = useWithBuyers(page, buyersQuery);
  return joined.status === 'success'
    ? { status: 'success', data: select(joined.data), showMore: page.showMore ?? null }
    : { ...LIVE_LOADING, showMore: null };
}

/**
 * The agent's showings in one month (`year`, `month` 1–12), with buyer details, live: what the calendar shows, read by
 * date range on the server (the showings and their buyers at once).
 */
export function useBookedShowingsInMonth<T>(
  year: number,
  month: number,
  select: (showings: AgentShowing[]) => T,
): LiveResult<T> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const monthQuery = useMemo(() => inMonth(booked(firestore, uid), year, month), [firestore, uid, year, month]);
  const buyersQuery = useMemo(
    () => inMonth(buyersOfBooked(firestore, uid), year, month),
    [firestore, uid, year, month],
  );
  const observed = useLiveQueryData(monthQuery);
  const joined = useWithBuyers(
    observed.status === 'success' ? { status: 'success', data: observed.data } : LIVE_LOADING,
    buyersQuery,
  );
  return joined.status === 'success' ? { status: 'success', data: select(joined.data) } : joined;
}
