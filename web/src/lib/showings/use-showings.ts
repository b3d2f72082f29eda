import { COLLECTIONS, type Showing } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';

import { showingConverter } from '../firebase/converters';
import type { LiveResult } from '../firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../user/use-signed-in-query';

/** `agentId` == uid: the showings the agent booked (the rules let the booking agent read them). */
const bookedShowings: SignedInQuery<Showing> = (firestore, uid) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('agentId', '==', uid));

/** `ownerId` == uid: the showings of the user's own properties (the rules let the owner read them). */
const showingsOfOwnProperties: SignedInQuery<Showing> = (firestore, uid) =>
  query(collection(firestore, COLLECTIONS.showings).withConverter(showingConverter), where('ownerId', '==', uid));

/** The agent's own showings, live: a showing booked, moved or cancelled in another tab shows without reload. */
export function useBookedShowings<T>(select: (showings: Showing[]) => T): LiveResult<T> {
  return useSignedInQuery(bookedShowings, select);
}

/** The showings agents booked on the signed-in owner's properties, live. */
export function useShowingsOfOwnProperties<T>(select: (showings: Showing[]) => T): LiveResult<T> {
  return useSignedInQuery(showingsOfOwnProperties, select);
}
