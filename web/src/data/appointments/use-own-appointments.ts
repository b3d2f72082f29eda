import { type Appointment, COLLECTIONS, isUpcomingAppointment, KEY_PICKUP_TYPE } from '@estatekey/domain';
import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { appointmentConverter } from './appointment-converters';
import { useLivePage, type LivePage } from '../../lib/firebase/live-page';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInCount, useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';
import { useSignedInUid } from '../../lib/auth/auth-session';

/** `userId` == uid, which the rules let the owner read. */
const own = (firestore: Firestore, uid: string) =>
  query(
    collection(firestore, COLLECTIONS.appointments).withConverter(appointmentConverter),
    where('userId', '==', uid),
  );

/** Newest first; needs the composite index (userId, date desc, time desc). */
const ownNewestFirst: SignedInQuery<Appointment> = (firestore, uid) =>
  query(own(firestore, uid), orderBy('date', 'desc'), orderBy('time', 'desc'));

/** Scheduled or confirmed key pickups (`countKeyPickups`); index (userId, type, status). */
const openKeyPickups: SignedInQuery<Appointment> = (firestore, uid) =>
  query(own(firestore, uid), where('type', '==', KEY_PICKUP_TYPE), where('status', 'in', ['scheduled', 'confirmed']));

/**
 * The user's upcoming appointments (from `today` on, neither cancelled nor completed), soonest first, a page at a time,
 * live: a booking or a cancellation, from any page, shows without reload. Index (userId, date, time).
 */
export function useUpcomingAppointments(today: string): LivePage<Appointment[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const upcomingQuery = useMemo(
    () => query(own(firestore, uid), where('date', '>=', today), orderBy('date'), orderBy('time')),
    [firestore, uid, today],
  );
  return useLivePage(upcomingQuery, (appointments) =>
    appointments.filter((appointment) => isUpcomingAppointment(appointment, today)),
  );
}

/**
 * The user's other appointments (past, cancelled or completed), most recent first, a page at a time, live: the
 * user's appointments newest first, without the upcoming ones (listed above), so a page may show fewer rows.
 */
export function usePreviousAppointments(today: string): LivePage<Appointment[]> {
  return useSignedInPage(ownNewestFirst, (appointments) =>
    appointments.filter((appointment) => !isUpcomingAppointment(appointment, today)),
  );
}

/**
 * How many key pickups the user has scheduled or confirmed (the Key Pickups card), counted by the server, asked again
 * whenever `refreshKey` changes.
 */
export function useOpenKeyPickupCount(refreshKey: string): LiveResult<number> {
  return useSignedInCount(openKeyPickups, refreshKey);
}

/** Changes whenever a listed appointment is added, removed or changes status: a count's refresh key. */
export function appointmentsRefreshKey(appointments: LiveResult<readonly Appointment[]>): string {
  if (appointments.status !== 'success') return '';
  return appointments.data.map((appointment) => `${appointment.id}:${appointment.status}`).join('|');
}
