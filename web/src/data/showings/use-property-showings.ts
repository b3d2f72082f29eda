import {
  COLLECTIONS,
  type PropertyShowing,
  type Showing,
  type ShowingFeedbackRequest,
  todayIsoDate,
  upcomingPropertyShowings,
} from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { showingConverter } from '../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useSignedInUid } from '../user/use-user-profile';

/**
 * The property's upcoming showings, live, for a member or an admin (the property page): a showing booked, moved or
 * cancelled by an agent shows without reload. Members query by the showings' `memberIds` copy, which the rules let
 * them read; admins read every showing of the property. When and for whom only: no buyer contact or notes.
 */
export function usePropertyShowingsSnapshot(propertyId: string, admin: boolean): LiveResult<PropertyShowing[]> {
  return liveResult(useFirestoreCollectionData(usePropertyShowingsQuery(propertyId, admin)), (showings) =>
    upcomingPropertyShowings(showings, todayIsoDate()),
  );
}

export type ShowingWithFeedback = Showing & { readonly feedback: ShowingFeedbackRequest };

/** The property's showings that have their agent's feedback, newest first, live (same readers as above). */
export function usePropertyShowingFeedback(propertyId: string, admin: boolean): LiveResult<ShowingWithFeedback[]> {
  return liveResult(useFirestoreCollectionData(usePropertyShowingsQuery(propertyId, admin)), (showings) =>
    showings
      .filter((showing): showing is ShowingWithFeedback => showing.feedback !== undefined)
      .sort((a, b) => b.fullStartTime.localeCompare(a.fullStartTime)),
  );
}

function usePropertyShowingsQuery(propertyId: string, admin: boolean) {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  return useMemo(() => {
    const ofProperty = query(
      collection(firestore, COLLECTIONS.showings).withConverter(showingConverter),
      where('propertyId', '==', propertyId),
    );
    return admin ? ofProperty : query(ofProperty, where('memberIds', 'array-contains', uid));
  }, [firestore, propertyId, admin, uid]);
}
