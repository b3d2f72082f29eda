import { COLLECTIONS, type PropertyKeyPickup, todayIsoDate, upcomingPropertyKeyPickups } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { propertyKeyPickupCopyConverter } from './appointment-converters';
import { useLivePage, type LivePage } from '../../lib/firebase/live-page';
import { useSignedInUid } from '../../lib/auth/auth-session';

/**
 * The property's upcoming key pickups, soonest first, a page at a time, live, for a member or an admin (the property
 * page): one booked, cancelled or completed shows without reload. Reads the members' copies (`propertyKeyPickups`),
 * which carry no contact details: members query by their `memberIds`, which the rules let them read; admins read every
 * copy of the property. From today on, by the server (indexes propertyId [+ memberIds] + date + time).
 */
export function usePropertyKeyPickupsSnapshot(propertyId: string, admin: boolean): LivePage<PropertyKeyPickup[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const [today] = useState(todayIsoDate);
  const pickupsQuery = useMemo(() => {
    const ofProperty = query(
      collection(firestore, COLLECTIONS.propertyKeyPickups).withConverter(propertyKeyPickupCopyConverter),
      where('propertyId', '==', propertyId),
    );
    const readable = admin ? ofProperty : query(ofProperty, where('memberIds', 'array-contains', uid));
    return query(readable, where('date', '>=', today), orderBy('date'), orderBy('time'));
  }, [firestore, propertyId, admin, uid, today]);
  return useLivePage(pickupsQuery, (pickups) => upcomingPropertyKeyPickups(pickups, today));
}
