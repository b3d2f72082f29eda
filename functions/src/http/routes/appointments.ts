import {
  apiRoutes,
  makeKeyPickupSchema,
  messages,
  serverTodayIsoDate,
  toApiFieldErrors,
  type KeyPickupRequest,
} from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  cancelOwnAppointment,
  listUserAppointments,
  scheduleKeyPickup,
  toAppointmentResponse,
} from '../../services/appointments';
import { HttpError } from '../http-error';
import { requireAuth } from '../middleware/authenticate';
import { requireAccess } from '../middleware/route-access';
import { validate } from '../middleware/validate';
import { authOf } from '../request-context';

/**
 * The key pickup page's request, with a date not before today. A missing address or contact field answers the spec's
 * 'Please provide complete contact information' as the message, with every failed field listed.
 */
function parseKeyPickup(body: unknown): KeyPickupRequest {
  const result = makeKeyPickupSchema(serverTodayIsoDate()).safeParse(body);
  if (result.success) return result.data;
  const errors = toApiFieldErrors(result.error);
  const incomplete = errors.some((error) => error.message === messages.keyPickup.incompleteContact);
  throw HttpError.badRequest(incomplete ? messages.keyPickup.incompleteContact : undefined, errors);
}

export function appointmentRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  // Signed-in key pickups only: visitors' requests to the same path are answered by the public intake routes, which
  // createApp registers first and which pass requests with a token on to this one.
  router.post(apiRoutes.scheduleAppointment.path, requireAuth, async (req, res) => {
    const appointment = await scheduleKeyPickup(db, authOf(req), parseKeyPickup(req.body));
    res.status(201).json(
      apiRoutes.scheduleAppointment.response.parse({
        message: messages.api.keyPickupScheduled,
        appointment: toAppointmentResponse(appointment),
      }),
    );
  });

  router.get(apiRoutes.userAppointments.path, requireAccess(apiRoutes.userAppointments), async (req, res) => {
    const appointments = await listUserAppointments(db, authOf(req).uid);
    res.json(apiRoutes.userAppointments.response.parse(appointments.map(toAppointmentResponse)));
  });

  router.put(
    apiRoutes.cancelAppointment.path,
    requireAccess(apiRoutes.cancelAppointment),
    validate({ params: apiRoutes.cancelAppointment.params }),
    async (req, res) => {
      const appointment = await cancelOwnAppointment(db, authOf(req).uid, req.params.id);
      res.json(
        apiRoutes.cancelAppointment.response.parse({
          message: messages.api.appointmentCancelled,
          appointment: toAppointmentResponse(appointment),
        }),
      );
    },
  );

  return router;
}
