import { z } from 'zod';
import {
  caseNotesRequestSchema,
  caseProgressRequestSchema,
  caseProgressResponseSchema,
  caseGlanceSchema,
  caseResponseSchema,
  caseStatusRequestSchema,
  caseStatusSchema,
  clientIntakeSchema,
} from '../case/case';
import { documentResponseSchema } from '../document/document';
import { attorneyProfileUpdateSchema } from '../user/attorney-profile';
import { attorneyProfileSchema } from '../user/stored-attorney-profile';
import { boundedString, idSchema, isoDateSchema } from '../common/primitives';
import { UPCOMING_DEADLINES_LIMIT } from '../constants/app';
import { validationTexts } from '../messages/validation-texts';
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

/**
 * `?limit=&after=` pages the list (without `limit` it is the spec's whole list); `?dueFrom=&dueTo=` (days, both ends
 * included) keeps the cases due in that span, soonest first: the calendar reads one month.
 */
export const attorneyCasesQuerySchema = listPageQuerySchema
  .extend({ dueFrom: isoDateSchema.optional(), dueTo: isoDateSchema.optional() })
  .refine(({ dueFrom, dueTo }) => dueFrom === undefined || dueTo === undefined || dueFrom <= dueTo, {
    message: validationTexts.dueSpanReversed,
    path: ['dueTo'],
  });
export type AttorneyCasesQuery = z.output<typeof attorneyCasesQuerySchema>;

/** The dashboard's figures over the whole caseload, whatever its size. */
export const attorneyCaseSummarySchema = z.object({
  glance: caseGlanceSchema,
  /** Open cases due from the caller's `today` on, soonest first (UPCOMING_DEADLINES_LIMIT at most). */
  upcomingDeadlines: z.array(caseResponseSchema).max(UPCOMING_DEADLINES_LIMIT),
});
export type AttorneyCaseSummary = z.output<typeof attorneyCaseSummarySchema>;

/** Attorney area and cases */
export const attorneyRoutes = {
  attorneyCases: {
    method: 'GET',
    path: '/api/attorney/cases',
    access: ATTORNEY_AREA,
    /** Newest first (soonest due first with a due span); a page after the case `after` with `limit`. */
    query: attorneyCasesQuerySchema,
    response: z.array(caseResponseSchema),
  },
  attorneyCaseSummary: {
    method: 'GET',
    path: '/api/attorney/case-summary',
    access: ATTORNEY_AREA,
    /** `today` is the caller's day (deadlines are days where the attorney is); the server's day without it. */
    query: z.object({ today: isoDateSchema.optional() }),
    response: attorneyCaseSummarySchema,
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
