import {
  COLLECTIONS,
  type PropertyShowing,
  type Showing,
  type ShowingFeedbackRequest,
  todayIsoDate,
  upcomingPropertyShowings,
} from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { showingConverter } from './showing-converters';
import { useLivePage, type LivePage } from '../../lib/firebase/live-page';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveQueryData } from '../../lib/firebase/live-source';
import { useSignedInUid } from '../../lib/auth/auth-session';

/**
 * The property's upcoming showings, soonest first, a page at a time, live, for a member or an admin (the property
 * page): a showing booked, moved or cancelled by an agent shows without reload. Members query by the showings'
 * `memberIds` copy, which the rules let them read; admins read every showing of the property. From today on, by the
 * server (indexes propertyId [+ memberIds] + date + startTime). When and for whom only: no buyer contact or notes.
 */
export function usePropertyShowingsSnapshot(propertyId: string, admin: boolean): LivePage<PropertyShowing[]> {
  const [today] = useState(todayIsoDate);
  const ofProperty = usePropertyShowingsQuery(propertyId, admin);
  const upcoming = useMemo(
    () => query(ofProperty, where('date', '>=', today), orderBy('date'), orderBy('startTime')),
    [ofProperty, today],
  );
  return useLivePage(upcoming, (showings) => upcomingPropertyShowings(showings, today));
}

export type ShowingWithFeedback = Showing & { readonly feedback: ShowingFeedbackRequest };

/**
 * The property's showings that have their agent's feedback, newest first, live (same readers as above). Every showing
 * of the one property: the summary covers them all, and a property's showings grow with that property's activity,
 * not with the data set.
 */
export function usePropertyShowingFeedback(propertyId: string, admin: boolean): LiveResult<ShowingWithFeedback[]> {
  return liveResult(useLiveQueryData(usePropertyShowingsQuery(propertyId, admin)), (showings) =>
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
