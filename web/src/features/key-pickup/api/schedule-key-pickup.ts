import { appointmentRoutes, type KeyPickupRequest } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

/** The signed-in key pickup request; the spec's client also sent an ownerEmail, which the server ignores. */
export type KeyPickupBooking = Omit<KeyPickupRequest, 'ownerEmail'>;
export type KeyPickupBookingResponse = z.output<typeof appointmentRoutes.scheduleAppointment.response>;

// The route's own schema picks the fields to send (zod drops the rest), without the ignored ownerEmail.
const bookingBody = appointmentRoutes.scheduleAppointment.body.omit({ ownerEmail: true });

/** POST /api/appointments/schedule with the user's token: books a 30-minute 'Key Pickup Schedule'. */
export function scheduleKeyPickup(booking: KeyPickupBooking): Promise<KeyPickupBookingResponse> {
  return callApi(appointmentRoutes.scheduleAppointment, { body: bookingBody.parse(booking) });
}

export function useScheduleKeyPickup(): typeof scheduleKeyPickup {
  return scheduleKeyPickup;
}
