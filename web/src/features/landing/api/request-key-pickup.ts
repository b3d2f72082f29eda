import { apiRoutes, type PublicAppointmentRequest } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

/** What a visitor sends: the spec's client also sent an ownerEmail, which the server ignores (DESIGN §5). */
export type KeyPickupRequest = Omit<PublicAppointmentRequest, 'ownerEmail'>;
export type KeyPickupRequestResponse = z.output<typeof apiRoutes.scheduleAppointment.response>;

/** POST /api/appointments/schedule as a visitor (the landing page's 'Schedule Key Pickup' modal). */
export function requestKeyPickup(request: KeyPickupRequest): Promise<KeyPickupRequestResponse> {
  const body: KeyPickupRequest = {
    appointmentDate: request.appointmentDate,
    appointmentTime: request.appointmentTime,
    appointmentType: request.appointmentType,
    duration: request.duration,
    details: request.details,
    needsCleanout: request.needsCleanout,
    contactName: request.contactName,
    contactEmail: request.contactEmail,
    contactPhone: request.contactPhone,
  };
  return callApi(apiRoutes.scheduleAppointment, {
    body,
    public: true,
  });
}
