import { COLLECTIONS, type PropertyKeyPickup, todayIsoDate, upcomingPropertyKeyPickups } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { propertyKeyPickupCopyConverter } from '../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useSignedInUid } from '../user/use-user-profile';

/**
 * The property's upcoming key pickups, live, for a member or an admin (the property page): one booked, cancelled or
 * completed shows without reload. Reads the members' copies (`propertyKeyPickups`), which carry no contact details:
 * members query by their `memberIds`, which the rules let them read; admins read every copy of the property.
 */
export function usePropertyKeyPickupsSnapshot(propertyId: string, admin: boolean): LiveResult<PropertyKeyPickup[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const pickupsQuery = useMemo(() => {
    const ofProperty = query(
      collection(firestore, COLLECTIONS.propertyKeyPickups).withConverter(propertyKeyPickupCopyConverter),
      where('propertyId', '==', propertyId),
    );
    return admin ? ofProperty : query(ofProperty, where('memberIds', 'array-contains', uid));
  }, [firestore, propertyId, admin, uid]);
  return liveResult(useFirestoreCollectionData(pickupsQuery), (pickups) =>
    upcomingPropertyKeyPickups(pickups, todayIsoDate()),
  );
}
