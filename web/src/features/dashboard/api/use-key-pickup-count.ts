import { countKeyPickups } from '@estatekey/domain';

import { useOwnAppointments } from '../../../data/appointments/use-own-appointments';
import type { LiveResult } from '../../../lib/firebase/live-result';

/** The Key Pickups card: the user's key pickups that are scheduled or confirmed (spec part 1 §4), live. */
export function useKeyPickupCountSnapshot(): LiveResult<number> {
  return useOwnAppointments(countKeyPickups);
}
