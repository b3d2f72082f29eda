import { todayIsoDate } from '@estatekey/domain';
import { useState } from 'react';

import {
  appointmentsRefreshKey,
  useOpenKeyPickupCount,
  useUpcomingAppointments,
} from '../../../data/appointments/use-own-appointments';
import type { LiveResult } from '../../../lib/firebase/live-result';

/**
 * The Key Pickups card: the user's key pickups that are scheduled or confirmed (spec part 1 §4), counted by the
 * server, asked again whenever the upcoming appointments change (a booking or a cancellation).
 */
export function useKeyPickupCountSnapshot(): LiveResult<number> {
  const [today] = useState(todayIsoDate);
  return useOpenKeyPickupCount(appointmentsRefreshKey(useUpcomingAppointments(today)));
}
