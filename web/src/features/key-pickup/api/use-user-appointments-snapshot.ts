import { COLLECTIONS, type Appointment } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { appointmentConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/**
 * The signed-in user's appointments (`userId` == uid, which the rules let the owner read), live: a booking or a
 * cancellation, from this page or anywhere else, shows without reload. The page splits and sorts them.
 */
export function useUserAppointmentsSnapshot(): LiveResult<Appointment[]> {
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
  return liveResult(useFirestoreCollectionData(ownAppointments), (appointments) => appointments);
}
