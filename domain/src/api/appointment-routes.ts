import { z } from 'zod';
import {
  appointmentResponseSchema,
  keyPickupRequestSchema,
  publicAppointmentRequestSchema,
} from '../appointment/appointment';
import { idParamsSchema, messageResponseSchema } from './common';
import { appointmentBodyFor, keyPickupValidationMessage } from './request-bodies';
import type { ApiRoute } from './route-contract';

/** Appointments and key pickups */
export const appointmentRoutes = {
  scheduleAppointment: {
    method: 'POST',
    path: '/api/appointments/schedule',
    access: 'optional',
    rateLimit: ['public', 'userWrites'],
    body: keyPickupRequestSchema,
    visitorBody: publicAppointmentRequestSchema,
    bodyFor: appointmentBodyFor,
    validationMessage: keyPickupValidationMessage,
    response: messageResponseSchema.extend({ appointment: appointmentResponseSchema.optional() }),
    successStatus: 201,
  },
  userAppointments: {
    method: 'GET',
    path: '/api/appointments/user',
    access: 'authenticated',
    response: z.array(appointmentResponseSchema),
  },
  cancelAppointment: {
    method: 'PUT',
    path: '/api/appointments/:id/cancel',
    access: 'authenticated',
    params: idParamsSchema,
    response: messageResponseSchema.extend({ appointment: appointmentResponseSchema }),
  },
} as const satisfies Record<string, ApiRoute>;
