import { z } from 'zod';
import {
  appointmentResponseSchema,
  keyPickupRequestSchema,
  makeKeyPickupSchema,
  makePublicAppointmentSchema,
  publicAppointmentRequestSchema,
} from '../appointment/appointment';
import { keyPickupTexts } from '../messages/key-pickup-texts';
import { idParamsSchema, messageResponseSchema } from './common';
import { type BodyContext, leadingMessage } from './request-bodies';
import type { ApiRoute } from './route-contract';

/** Signed-in callers book a key pickup for their property; visitors send the landing page's request (spec part 1 §7). */
function appointmentBodyFor({ today, role }: BodyContext): z.ZodType {
  return role === null ? makePublicAppointmentSchema(today) : makeKeyPickupSchema(today);
}

const keyPickupValidationMessage = leadingMessage(keyPickupTexts.incompleteContact);

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
