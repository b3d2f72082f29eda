import { appointmentRoutes, type PublicAppointmentRequest } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

/** What a visitor sends: the spec's client also sent an ownerEmail, which the server ignores (DESIGN §5). */
export type KeyPickupRequest = Omit<PublicAppointmentRequest, 'ownerEmail'>;
export type KeyPickupRequestResponse = z.output<typeof appointmentRoutes.scheduleAppointment.response>;

// The route's visitor schema picks the fields to send (zod drops the rest), without the ignored ownerEmail.
const requestBody = appointmentRoutes.scheduleAppointment.visitorBody.omit({ ownerEmail: true });

/** POST /api/appointments/schedule as a visitor (the landing page's 'Schedule Key Pickup' modal). */
export function requestKeyPickup(request: KeyPickupRequest): Promise<KeyPickupRequestResponse> {
  return callApi(appointmentRoutes.scheduleAppointment, { body: requestBody.parse(request), public: true });
}
