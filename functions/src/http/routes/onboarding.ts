import {
  apiRoutes,
  companyOnboardingSchema,
  isClientRole,
  isCompanyUserRole,
  makeGuardianOnboardingSchema,
  messages,
  serverMessages,
  serverTodayIsoDate,
} from '@estatekey/domain';
import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  completeAgentOnboarding,
  completeAttorneyOnboarding,
  completeCompanyOnboarding,
  completeGuardianOnboarding,
} from '../../services/onboarding';
import { getUserResponse } from '../../services/users';
import { HttpError } from '../http-error';
import { requireAuth, requireRole } from '../middleware/authenticate';
import { validate } from '../middleware/validate';
import { parseRequestBody } from '../parse-request';
import { authOf } from '../request-context';

/** The answers of a body that wraps them in `formData` (the wizards) or sends them as they are (spec part 1 §7). */
function formDataOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'formData' in body) return (body as { formData: unknown }).formData;
  return body;
}

export function onboardingRoutes({ db }: { db: Firestore }): Router {
  const router = Router();

  // Guardians and Executors complete the wizard; company users (roles without a wizard) their company details.
  // Agents and attorneys have their own endpoints below.
  router.put(apiRoutes.completeOnboarding.path, requireAuth, async (req, res) => {
    const caller = authOf(req);
    if (isClientRole(caller.role)) {
      const wizard = z.object({ formData: makeGuardianOnboardingSchema(serverTodayIsoDate()) });
      const { formData } = parseRequestBody(wizard, { formData: formDataOf(req.body) });
      await completeGuardianOnboarding(db, caller.uid, formData);
    } else if (caller.role !== null && isCompanyUserRole(caller.role)) {
      await completeCompanyOnboarding(db, caller.uid, parseRequestBody(companyOnboardingSchema, formDataOf(req.body)));
    } else {
      throw HttpError.forbidden(serverMessages.onboarding.notForRole);
    }
    res.json(
      apiRoutes.completeOnboarding.response.parse({
        message: messages.api.onboardingCompleted,
        user: await getUserResponse(db, caller),
      }),
    );
  });

  router.put(
    apiRoutes.completeAgentOnboarding.path,
    requireRole(...apiRoutes.completeAgentOnboarding.access),
    validate({ body: apiRoutes.completeAgentOnboarding.body }),
    async (req, res) => {
      const caller = authOf(req);
      await completeAgentOnboarding(db, caller.uid, req.body.formData);
      res.json(
        apiRoutes.completeAgentOnboarding.response.parse({
          message: messages.api.onboardingCompleted,
          user: await getUserResponse(db, caller),
        }),
      );
    },
  );

  router.put(
    apiRoutes.completeAttorneyOnboarding.path,
    requireRole(...apiRoutes.completeAttorneyOnboarding.access),
    validate({ body: apiRoutes.completeAttorneyOnboarding.body }),
    async (req, res) => {
      const caller = authOf(req);
      await completeAttorneyOnboarding(db, caller.uid, req.body.formData);
      res.json(
        apiRoutes.completeAttorneyOnboarding.response.parse({
          message: messages.api.onboardingCompleted,
          user: await getUserResponse(db, caller),
        }),
      );
    },
  );

  router.put(
    apiRoutes.updateAttorneyOnboardingProfile.path,
    requireRole(...apiRoutes.updateAttorneyOnboardingProfile.access),
    validate({ body: apiRoutes.updateAttorneyOnboardingProfile.body }),
    async (req, res) => {
      const caller = authOf(req);
      await completeAttorneyOnboarding(db, caller.uid, req.body);
      res.json(
        apiRoutes.updateAttorneyOnboardingProfile.response.parse({
          message: messages.api.attorneyProfileUpdated,
          user: await getUserResponse(db, caller),
        }),
      );
    },
  );

  return router;
}
