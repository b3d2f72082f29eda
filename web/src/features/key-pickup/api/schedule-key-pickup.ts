import { appointmentRoutes, keyPickupTexts, type KeyPickupRequest } from '@estatekey/domain';

import { useApiMutation, type MutationFeedback } from '../../../lib/use-api-mutation';

/** The signed-in key pickup request; the spec's client also sent an ownerEmail, which the server ignores. */
export type KeyPickupBooking = Omit<KeyPickupRequest, 'ownerEmail'>;

// The route's own schema picks the fields to send (zod drops the rest), without the ignored ownerEmail.
const bookingBody = appointmentRoutes.scheduleAppointment.body.omit({ ownerEmail: true });

type Callbacks = Pick<MutationFeedback<typeof appointmentRoutes.scheduleAppointment>, 'onSuccess' | 'onError'>;

/**
 * POST /api/appointments/schedule with the user's token: books a 30-minute 'Key Pickup Schedule' and says so, or tells
 * the server's reason (part 1 §8).
 */
export function useScheduleKeyPickup({ onSuccess, onError }: Callbacks = {}) {
  const { mutate, pending, offline } = useApiMutation(appointmentRoutes.scheduleAppointment, {
    success: keyPickupTexts.success,
    failure: { text: keyPickupTexts.error, server: true },
    onSuccess,
    onError,
  });
  return { pending, offline, schedule: (booking: KeyPickupBooking) => mutate({ body: bookingBody.parse(booking) }) };
}
