import type { Appointment } from '@estatekey/domain';

import { useOwnAppointments } from '../../../data/appointments/use-own-appointments';
import type { LiveResult } from '../../../lib/firebase/live-result';

const all = (appointments: Appointment[]) => appointments;

/**
 * The signed-in user's appointments, live (the same listener as the dashboard's Key Pickups card). The page splits and
 * sorts them.
 */
export function useUserAppointmentsSnapshot(): LiveResult<Appointment[]> {
  return useOwnAppointments(all);
}
