import { COLLECTIONS, type Appointment } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';

import { appointmentConverter } from '../../lib/firebase/converters';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

/** `userId` == uid, which the rules let the owner read. */
const ownAppointments: SignedInQuery<Appointment> = (firestore, uid) =>
  query(collection(firestore, COLLECTIONS.appointments).withConverter(appointmentConverter), where('userId', '==', uid));

/**
 * The signed-in user's appointments, live, passed through `select`: a booking or a cancellation, from any page, shows
 * without reload. The Key Pickups card and the schedule-pickup page read this one query, so one listener serves both.
 */
export function useOwnAppointments<T>(select: (appointments: Appointment[]) => T): LiveResult<T> {
  return useSignedInQuery(ownAppointments, select);
}
