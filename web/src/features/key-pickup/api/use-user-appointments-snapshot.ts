import type { Appointment } from '@estatekey/domain';

import { usePreviousAppointments, useUpcomingAppointments } from '../../../data/appointments/use-own-appointments';
import { LIVE_LOADING, type LiveResult } from '../../../lib/firebase/live-result';

/** The loaded appointments, and "Show more" per list while either has more than it shows. */
export type UserAppointments = LiveResult<Appointment[]> & {
  readonly showMoreUpcoming?: (() => void) | null;
  readonly showMorePrevious?: (() => void) | null;
};

/**
 * The signed-in user's appointments, live: a page of the upcoming ones (soonest first; the dashboard's Key Pickups card
 * follows the same listener) and a page of the others (most recent first). The page splits and sorts them.
 */
export function useUserAppointmentsSnapshot(today: string): UserAppointments {
  const upcoming = useUpcomingAppointments(today);
  const previous = usePreviousAppointments(today);
  if (upcoming.status === 'loading' || previous.status === 'loading') return LIVE_LOADING;
  return {
    status: 'success',
    data: [...upcoming.data, ...previous.data],
    showMoreUpcoming: upcoming.showMore ?? null,
    showMorePrevious: previous.showMore ?? null,
  };
}
