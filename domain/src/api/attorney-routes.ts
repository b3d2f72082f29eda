import { z } from 'zod';
import {
  caseNotesRequestSchema,
  caseProgressRequestSchema,
  caseProgressResponseSchema,
  caseResponseSchema,
  caseStatusRequestSchema,
  caseStatusSchema,
  clientIntakeSchema,
} from '../case/case';
import { documentResponseSchema } from '../document/document';
import { attorneyProfileSchema, attorneyProfileUpdateSchema } from '../user/attorney-profile';
import { boundedString, idSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import {
  caseAttorneysResponseSchema,
  caseIdsQuerySchema,
  idParamsSchema,
  listPageQuerySchema,
  messageResponseSchema,
} from './common';
import { firstFailureMessage } from './request-bodies';
import { type ApiRoute, ATTORNEY_AREA, ATTORNEY_ONLY } from './route-contract';
import { authTexts } from '../messages/auth-texts';

/** Attorney area and cases */
export const attorneyRoutes = {
  attorneyCases: {
    method: 'GET',
    path: '/api/attorney/cases',
    access: ATTORNEY_AREA,
    /** Newest first; without `limit` every case (the spec's list), with it a page after the case `after`. */
    query: listPageQuerySchema,
    response: z.array(caseResponseSchema),
  },
  attorneyCase: {
    method: 'GET',
    path: '/api/attorney/cases/:id',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    response: z.object({ caseDetails: caseResponseSchema, documents: z.array(documentResponseSchema) }),
  },
  saveCaseNotes: {
    method: 'PUT',
    path: '/api/attorney/cases/:id/notes',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    body: caseNotesRequestSchema,
    response: messageResponseSchema,
  },
  updateCaseStatus: {
    method: 'PUT',
    path: '/api/cases/:id/status',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    body: caseStatusRequestSchema,
    response: messageResponseSchema.extend({ status: caseStatusSchema }),
  },
  updateCaseProgress: {
    method: 'PUT',
    path: '/api/attorney/cases/:id/progress',
    access: ATTORNEY_AREA,
    params: idParamsSchema,
    body: caseProgressRequestSchema,
    response: caseProgressResponseSchema,
  },
  caseAttorneys: {
    method: 'GET',
    path: '/api/cases/attorneys',
    access: 'authenticated',
    query: caseIdsQuerySchema,
    response: caseAttorneysResponseSchema,
  },
  attorneyProfile: {
    method: 'GET',
    path: '/api/attorney/profile',
    access: ATTORNEY_AREA,
    response: z.object({
      firstName: boundedString(TEXT_LIMITS.name),
      lastName: boundedString(TEXT_LIMITS.name),
      email: boundedString(TEXT_LIMITS.email),
      phone: boundedString(TEXT_LIMITS.profileText),
      role: boundedString(TEXT_LIMITS.code),
      onboardingCompleted: z.boolean(),
      attorneyProfile: attorneyProfileSchema.nullable(),
    }),
  },
  updateAttorneyProfile: {
    method: 'PUT',
    path: '/api/attorney/profile',
    access: ATTORNEY_ONLY,
    forbiddenMessage: authTexts.notAttorney,
    body: attorneyProfileUpdateSchema,
    response: messageResponseSchema.extend({ attorneyProfile: attorneyProfileSchema }),
  },
  submitClient: {
    method: 'POST',
    path: '/api/attorney/clients',
    access: ATTORNEY_AREA,
    body: clientIntakeSchema,
    rateLimit: ['clientIntake'],
    // Missing names or e-mail answer the spec's 'Please fill all required fields'.
    validationMessage: firstFailureMessage,
    response: messageResponseSchema.extend({ caseId: idSchema, caseNumber: boundedString(TEXT_LIMITS.number) }),
    successStatus: 201,
  },
} as const satisfies Record<string, ApiRoute>;
