import { type AgentShowing, COLLECTIONS, type Showing, type ShowingBuyer, withBuyerDetails } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';

import { showingBuyerConverter, showingConverter } from '../../lib/firebase/converters';
import { LIVE_LOADING, type LiveResult } from '../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

/** `agentId` == uid: the showings the agent booked (the rules let the booking agent read them). */
const bookedShowings: SignedInQuery<Showing> = (firestore, uid) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('agentId', '==', uid));

/** `agentId` == uid: the buyer contact and notes of the agent's showings (only the booking agent may read them). */
const buyersOfBookedShowings: SignedInQuery<ShowingBuyer> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.showingBuyers).withConverter(showingBuyerConverter),
    where('agentId', '==', uid),
  );

/** `ownerId` == uid: the showings of the user's own properties (the rules let the owner read them). */
const showingsOfOwnProperties: SignedInQuery<Showing> = (firestore, uid) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('ownerId', '==', uid));

const all = <Doc,>(docs: Doc[]): Doc[] => docs;

/**
 * The agent's own showings with their buyer's contact and notes, live: a showing booked, moved or cancelled in another
 * tab shows without reload.
 */
export function useBookedShowings<T>(select: (showings: AgentShowing[]) => T): LiveResult<T> {
  const showings = useSignedInQuery(bookedShowings, all);
  const buyers = useSignedInQuery(buyersOfBookedShowings, all);
  if (showings.status === 'loading' || buyers.status === 'loading') return LIVE_LOADING;
  const buyerOf = new Map(buyers.data.map((buyer) => [buyer.id, buyer]));
  return {
    status: 'success',
    data: select(showings.data.map((showing) => withBuyerDetails(showing, buyerOf.get(showing.id)))),
  };
}

/** The showings agents booked on the signed-in owner's properties, live (when, and for whom; no buyer contact). */
export function useShowingsOfOwnProperties<T>(select: (showings: Showing[]) => T): LiveResult<T> {
  return useSignedInQuery(showingsOfOwnProperties, select);
}
