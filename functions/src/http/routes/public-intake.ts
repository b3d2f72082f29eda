import {
  apiRoutes,
  makePublicAppointmentSchema,
  messages,
  PUBLIC_RATE_LIMIT,
  publicPropertySubmissionSchema,
  serverTodayIsoDate,
} from '@estatekey/domain';
import { Router, type RequestHandler } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { getOperationsEmail } from '../../config';
import { submitPublicIntake } from '../../services/intake';
import { requireAuth } from '../middleware/authenticate';
import { rateLimit } from '../middleware/rate-limit';
import { parseRequestBody } from '../parse-request';

/**
 * The two landing-page modals post to paths that signed-in users use too (spec part 1 §7). A request without a
 * token (no Authorization header, no authToken cookie) is a visitor's and is handled here; a request with one must be
 * valid (401 otherwise) and is passed on to the signed-in handlers of the same path, which `createApp` registers
 * after this router.
 */
export const visitorsOnly: RequestHandler = (req, res, next) => {
  const presentsToken = req.auth !== undefined || req.authFailure !== undefined;
  if (!presentsToken) {
    next();
    return;
  }
  requireAuth(req, res, () => {
    next('route');
  });
};

export function publicIntakeRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  router.post(
    apiRoutes.scheduleAppointment.path,
    visitorsOnly,
    rateLimit(db, apiRoutes.scheduleAppointment.path, PUBLIC_RATE_LIMIT),
    async (req, res) => {
      const request = parseRequestBody(makePublicAppointmentSchema(serverTodayIsoDate()), req.body);
      const { ownerEmail: _clientOwnerEmail, ...payload } = request;
      await submitPublicIntake(db, { kind: 'keyPickup', payload }, getOperationsEmail());
      res
        .status(201)
        .json(apiRoutes.scheduleAppointment.response.parse({ message: messages.api.appointmentRequested }));
    },
  );

  router.post(
    apiRoutes.submitProperty.path,
    visitorsOnly,
    rateLimit(db, apiRoutes.submitProperty.path, PUBLIC_RATE_LIMIT),
    async (req, res) => {
      const payload = parseRequestBody(publicPropertySubmissionSchema, req.body);
      await submitPublicIntake(db, { kind: 'property', payload }, getOperationsEmail());
      res.status(201).json(apiRoutes.submitProperty.response.parse({ message: messages.api.propertySubmitted }));
    },
  );

  return router;
}
