import { apiRoutes, type KeyPickupRequest } from '@estatekey/domain';
import type { z } from 'zod';

import { callApi } from '../../../lib/api-client';

/** The signed-in key pickup request; the spec's client also sent an ownerEmail, which the server ignores. */
export type KeyPickupBooking = Omit<KeyPickupRequest, 'ownerEmail'>;
export type KeyPickupBookingResponse = z.output<typeof apiRoutes.scheduleAppointment.response>;

/** POST /api/appointments/schedule with the user's token: books a 30-minute 'Key Pickup Schedule'. */
export function scheduleKeyPickup(booking: KeyPickupBooking): Promise<KeyPickupBookingResponse> {
  const body: KeyPickupBooking = {
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    appointmentType: booking.appointmentType,
    duration: booking.duration,
    details: booking.details,
    needsCleanout: booking.needsCleanout,
    propertyAddress: booking.propertyAddress,
    ...(booking.propertyId === undefined ? {} : { propertyId: booking.propertyId }),
    contactName: booking.contactName,
    contactEmail: booking.contactEmail,
    contactPhone: booking.contactPhone,
  };
  return callApi(apiRoutes.scheduleAppointment, { body });
}

export function useScheduleKeyPickup(): typeof scheduleKeyPickup {
  return scheduleKeyPickup;
}
