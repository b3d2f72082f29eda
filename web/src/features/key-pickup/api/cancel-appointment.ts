import { apiPath, apiRoutes, type AppointmentResponse } from '@estatekey/domain';

import { apiClient, type ApiPath } from '../../../lib/api-client';

function isApiPath(path: string): path is ApiPath {
  return path.startsWith('/api/');
}

/** PUT /api/appointments/{id}/cancel: the owner cancels; the live list then shows it under previous. */
export async function cancelAppointment(appointmentId: string): Promise<AppointmentResponse> {
  const path = apiPath(apiRoutes.cancelAppointment, { id: appointmentId });
  if (!isApiPath(path)) throw new Error(`Not an API path: ${path}`);
  const { appointment } = await apiClient.put(path, apiRoutes.cancelAppointment.response);
  return appointment;
}

export function useCancelAppointment(): typeof cancelAppointment {
  return cancelAppointment;
}
