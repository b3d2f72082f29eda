import { COLLECTIONS, countKeyPickups } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { appointmentConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/** The Key Pickups card: the user's key pickups that are scheduled or confirmed (spec part 1 §4), live. */
export function useKeyPickupCountSnapshot(): LiveResult<number> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const ownAppointments = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.appointments).withConverter(appointmentConverter),
        where('userId', '==', uid),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(ownAppointments), countKeyPickups);
}
