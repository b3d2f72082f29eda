import { appointmentRoutes, keyPickupTexts } from '@estatekey/domain';

import { type ApiMutation, useApiMutation } from '../../../lib/use-api-mutation';

/** Cancels one of the user's key pickup appointments; the live list drops it by itself. */
export function useCancelAppointment(): ApiMutation<typeof appointmentRoutes.cancelAppointment> {
  return useApiMutation(appointmentRoutes.cancelAppointment, {
    success: keyPickupTexts.cancelled,
    failure: { text: keyPickupTexts.cancelFailed },
  });
}
