import { z } from 'zod';
import {
  appointmentResponseSchema,
  keyPickupRequestSchema,
  publicAppointmentRequestSchema,
} from '../appointment/appointment';
import { auditLogFilterQuerySchema, auditLogPageResponseSchema, auditLogQuerySchema } from '../audit/audit-log';
import {
  adminIntakePageResponseSchema,
  adminIntakeQuerySchema,
  adminPropertiesPageResponseSchema,
  adminPropertiesQuerySchema,
  adminStatsResponseSchema,
  adminUserSchema,
  adminUsersPageResponseSchema,
  adminUsersQuerySchema,
  intakeConvertRequestSchema,
  intakeConvertResponseSchema,
  intakeUpdateRequestSchema,
  reviewRequestSchema,
  userDisabledRequestSchema,
  userRoleRequestSchema,
} from '../admin/admin';
import {
  caseNotesRequestSchema,
  caseProgressRequestSchema,
  caseProgressResponseSchema,
  caseResponseSchema,
  caseStatusRequestSchema,
  caseStatusSchema,
  caseSummarySchema,
  clientIntakeSchema,
} from '../case/case';
import {
  casePropertyLinkRequestSchema,
  documentResponseSchema,
  documentStatsResponseSchema,
  documentsListResponseSchema,
  documentUploadFieldsSchema,
} from '../document/document';
import { documentScreenQuerySchema } from '../document/document-views';
import { createAccountRequestSchema, verifyInvitationResponseSchema } from '../invitation/invitation';
import { intakeRequestResponseSchema } from '../intake/intake-request';
import { notificationResponseSchema } from '../notification/notification';
import {
  propertyFormSchema,
  propertyResponseSchema,
  propertySubmitRequestSchema,
  propertySummarySchema,
  publicPropertySubmissionSchema,
  statusUpdateRequestSchema,
} from '../property/property';
import { propertyOverviewResponseSchema } from '../property/property-overview';
import { sharedUserSchema, shareRequestSchema, unshareRequestSchema } from '../property/sharing';
import { serverMessages } from '../messages/server-messages';
import type { Role } from '../roles/roles';
import { showingRequestSchema, showingResponseSchema } from '../showing/showing';
import {
  calendarFeedLinkResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusResponseSchema,
} from '../calendar/calendar-feed';
import { agentOnboardingRequestSchema } from '../user/agent-profile';
import {
  attorneyOnboardingRequestSchema,
  attorneyOnboardingSchema,
  attorneyProfileSchema,
  attorneyProfileUpdateSchema,
} from '../user/attorney-profile';
import { onboardingCompleteRequestSchema } from '../user/guardian-onboarding';
import {
  loginRequestSchema,
  loginResponseSchema,
  profileUpdateSchema,
  registerRequestSchema,
  userResponseSchema,
  userSearchResultSchema,
} from '../user/user';
import {
  caseAttorneysResponseSchema,
  caseIdParamsSchema,
  caseIdsQuerySchema,
  healthResponseSchema,
  idParamsSchema,
  includeProgressQuerySchema,
  messageResponseSchema,
  propertyIdParamsSchema,
  searchQuerySchema,
  tokenParamsSchema,
  verifyEmailParamsSchema,
} from './common';
import type { ApiFieldError } from './errors';
import type { RateLimitName } from './rate-limits';
import {
  appointmentBodyFor,
  firstFailureMessage,
  keyPickupValidationMessage,
  onboardingCompletionBodyFor,
  propertyMissingValidationMessage,
  showingBodyFor,
  uploadFieldsBodyFor,
  type BodyContext,
} from './request-bodies';

/**
 * public: no token needed. optional: works for visitors and signed-in users, answering each differently.
 * authenticated: any role (the route then checks membership). A role list: 401 without a token, 403 for other roles.
 */
export type ApiAccess = 'public' | 'optional' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** Express / react-router pattern. */
  readonly path: string;
  readonly access: ApiAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** JSON body, or the text fields of a multipart body; on an optional route, what a signed-in caller sends. */
  readonly body?: z.ZodType;
  /** Optional routes: what a visitor sends. */
  readonly visitorBody?: z.ZodType;
  /**
   * The schema the server parses the body with when it depends on the request: dates not before the server's day,
   * fields by the caller's role. Its output has the shape of `body` (or `visitorBody` for a visitor).
   */
  readonly bodyFor?: (context: BodyContext) => z.ZodType;
  /** The 400's message for these failed fields, when the spec gives one; the generic text otherwise. */
  readonly validationMessage?: (errors: readonly ApiFieldError[]) => string | undefined;
  /** The 403's message for a role outside `access`, when the spec gives one. */
  readonly forbiddenMessage?: string;
  /**
   * The named limits of RATE_LIMIT_POLICIES this route's calls count against (same 429 for each): 'public' and
   * 'login' count calls made without an account (every call of a public route, visitors' calls of an optional one)
   * per client address, 'login' also per target e-mail; 'verificationMail' counts signed-in calls per uid;
   * 'userWrites' counts signed-in calls per uid.
   */
  readonly rateLimit?: readonly RateLimitName[];
  /**
   * A signed-in account whose e-mail is not verified may call this route. Every other non-public route answers it
   * 403 'Please verify your e-mail address first.' (DESIGN §5): it may only sign in, see its dashboard, edit its
   * profile, log out and resend the verification mail.
   */
  readonly allowUnverified?: true;
  /** The body is multipart/form-data with one required file; `body` parses its text fields. */
  readonly multipart?: true;
  /** The answer is a file stream, not JSON. */
  readonly binary?: true;
  /** Successful answer (2xx); absent for binary answers. */
  readonly response?: z.ZodType;
  /** Success status when not 200. */
  readonly successStatus?: 201 | 204;
}

const ATTORNEY_AREA = ['Attorney', 'Admin'] as const satisfies readonly Role[];
const COURT_DOCUMENT_ROLES = ['Attorney', 'Guardian', 'Executor', 'Admin'] as const satisfies readonly Role[];
const CLIENT_ROLES_AND_ADMIN = ['Guardian', 'Executor', 'Admin'] as const satisfies readonly Role[];
const AGENT_ONLY = ['Agent'] as const satisfies readonly Role[];

const userUpdatedResponseSchema = z.object({ message: z.string(), user: userResponseSchema });

/**
 * Every /api path of spec parts 1 and 2 (§7), plus health and the document download of DESIGN §6. Listed so that
 * registering them in this order never lets a parameter route ('/api/documents/:id') shadow a fixed one.
 */
export const apiRoutes = {
  health: { method: 'GET', path: '/api/health', access: 'public', response: healthResponseSchema },

  // Accounts and session (part 1)
  register: {
    method: 'POST',
    path: '/api/user/register',
    access: 'public',
    rateLimit: ['public'],
    body: registerRequestSchema,
    response: messageResponseSchema.extend({ userId: z.string() }),
    successStatus: 201,
  },
  login: {
    method: 'POST',
    path: '/api/user/login',
    access: 'public',
    rateLimit: ['login'],
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    access: 'authenticated',
    allowUnverified: true,
    response: messageResponseSchema,
  },
  profile: {
    method: 'GET',
    path: '/api/user/profile',
    access: 'authenticated',
    allowUnverified: true,
    response: userResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/api/users/me',
    access: 'authenticated',
    allowUnverified: true,
    response: userResponseSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/user/profile/update',
    access: 'authenticated',
    allowUnverified: true,
    body: profileUpdateSchema,
    response: userUpdatedResponseSchema,
  },
  verifyEmail: {
    method: 'GET',
    path: '/api/user/:id/verify/:token',
    access: 'public',
    params: verifyEmailParamsSchema,
    response: messageResponseSchema,
  },
  /** A fresh verification link by mail (DESIGN §5); 409 once the address is verified. */
  resendVerification: {
    method: 'POST',
    path: '/api/user/resend-verification',
    access: 'authenticated',
    allowUnverified: true,
    rateLimit: ['verificationMail'],
    response: messageResponseSchema,
  },
  completeOnboarding: {
    method: 'PUT',
    path: '/api/user/onboarding/complete',
    // Guardian/Executor send the wizard; company users (Admin) their company details (spec part 1 §4).
    access: ['Guardian', 'Executor', 'Admin'],
    forbiddenMessage: serverMessages.onboarding.notForRole,
    body: onboardingCompleteRequestSchema,
    bodyFor: onboardingCompletionBodyFor,
    response: userUpdatedResponseSchema,
  },
  completeAgentOnboarding: {
    method: 'PUT',
    path: '/api/user/onboarding/agent/complete',
    access: AGENT_ONLY,
    body: agentOnboardingRequestSchema,
    response: userUpdatedResponseSchema,
  },
  completeAttorneyOnboarding: {
    method: 'PUT',
    path: '/api/user/onboarding/attorney/complete',
    access: ATTORNEY_AREA,
    body: attorneyOnboardingRequestSchema,
    response: userUpdatedResponseSchema,
  },
  updateAttorneyOnboardingProfile: {
    method: 'PUT',
    path: '/api/users/update-attorney-profile',
    access: ATTORNEY_AREA,
    body: attorneyOnboardingSchema,
    response: userUpdatedResponseSchema,
  },

  // Appointments and key pickups (part 1)
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

  // Properties and sharing (part 1)
  submitProperty: {
    method: 'POST',
    path: '/api/properties/submit',
    access: 'optional',
    rateLimit: ['public', 'userWrites'],
    // Signed-in callers may send either form; visitors the landing page's.
    body: propertySubmitRequestSchema,
    visitorBody: publicPropertySubmissionSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema.optional() }),
    successStatus: 201,
  },
  userProperties: {
    method: 'GET',
    path: '/api/properties/user',
    access: 'authenticated',
    response: z.array(propertyResponseSchema),
  },
  agentProperties: {
    method: 'GET',
    path: '/api/properties/agent',
    access: AGENT_ONLY,
    response: z.array(propertyResponseSchema),
  },
  updatePropertyStatus: {
    method: 'PUT',
    path: '/api/properties/:id/status',
    access: 'authenticated',
    params: propertyIdParamsSchema,
    validationMessage: propertyMissingValidationMessage,
    body: statusUpdateRequestSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema }),
  },
  /** The Properties page's Edit (spec part 1 §2.15 shows the button, not what it does; DESIGN §8: a real edit). */
  updateProperty: {
    method: 'PUT',
    path: '/api/properties/:id',
    access: 'authenticated',
    params: idParamsSchema,
    body: propertyFormSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema }),
  },
  sharedUsers: {
    method: 'GET',
    path: '/api/properties/:id/shared-users',
    access: 'authenticated',
    params: idParamsSchema,
    response: z.array(sharedUserSchema),
  },
  /** The property page (issue 13): its viewers include the attorney and client of an associated case. */
  propertyOverview: {
    method: 'GET',
    path: '/api/properties/:id/overview',
    access: 'authenticated',
    params: idParamsSchema,
    response: propertyOverviewResponseSchema,
  },
  shareProperty: {
    method: 'POST',
    path: '/api/properties/share',
    access: 'authenticated',
    rateLimit: ['userWrites'],
    body: shareRequestSchema,
    response: messageResponseSchema,
  },
  unshareProperty: {
    method: 'DELETE',
    path: '/api/properties/share',
    access: 'authenticated',
    rateLimit: ['userWrites'],
    body: unshareRequestSchema,
    response: messageResponseSchema,
  },

  // Audit log (issue 8): admins read who did what, newest first, a page at a time or as one CSV file.
  auditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    access: ['Admin'],
    query: auditLogQuerySchema,
    response: auditLogPageResponseSchema,
  },
  auditLogExport: {
    method: 'GET',
    path: '/api/admin/audit-log/export',
    access: ['Admin'],
    query: auditLogFilterQuerySchema,
    binary: true,
  },

  // Admin area (issue 12): users, property reviews, the public intake queue and the dashboard's counts.
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: ['Admin'],
    query: adminUsersQuerySchema,
    response: adminUsersPageResponseSchema,
  },
  adminChangeUserRole: {
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    access: ['Admin'],
    params: idParamsSchema,
    body: userRoleRequestSchema,
    response: messageResponseSchema.extend({ user: adminUserSchema }),
  },
  adminSetUserDisabled: {
    method: 'PUT',
    path: '/api/admin/users/:id/disabled',
    access: ['Admin'],
    params: idParamsSchema,
    body: userDisabledRequestSchema,
    response: messageResponseSchema.extend({ user: adminUserSchema }),
  },
  adminResendVerification: {
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    access: ['Admin'],
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  adminProperties: {
    method: 'GET',
    path: '/api/admin/properties',
    access: ['Admin'],
    query: adminPropertiesQuerySchema,
    response: adminPropertiesPageResponseSchema,
  },
  adminReviewProperty: {
    method: 'PUT',
    path: '/api/admin/properties/:id/review',
    access: ['Admin'],
    params: idParamsSchema,
    body: reviewRequestSchema,
    response: messageResponseSchema.extend({ property: propertyResponseSchema }),
  },
  adminIntake: {
    method: 'GET',
    path: '/api/admin/intake',
    access: ['Admin'],
    query: adminIntakeQuerySchema,
    response: adminIntakePageResponseSchema,
  },
  adminUpdateIntake: {
    method: 'PUT',
    path: '/api/admin/intake/:id',
    access: ['Admin'],
    params: idParamsSchema,
    body: intakeUpdateRequestSchema,
    response: messageResponseSchema.extend({ request: intakeRequestResponseSchema }),
  },
  adminConvertIntake: {
    method: 'POST',
    path: '/api/admin/intake/:id/convert',
    access: ['Admin'],
    params: idParamsSchema,
    body: intakeConvertRequestSchema,
    response: intakeConvertResponseSchema,
  },
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: ['Admin'],
    response: adminStatsResponseSchema,
  },

  // User searches (parts 1 and 2)
  searchUsers: {
    method: 'GET',
    path: '/api/users/search',
    access: ['Admin'],
    query: searchQuerySchema,
    response: z.array(userSearchResultSchema),
  },
  searchAgents: {
    method: 'GET',
    path: '/api/attorney/search-agents',
    access: CLIENT_ROLES_AND_ADMIN,
    query: searchQuerySchema,
    response: z.array(userSearchResultSchema),
  },
  attorneySearchUsers: {
    method: 'GET',
    path: '/api/attorney/search-users',
    access: ['Attorney', 'Agent', 'Admin'],
    query: searchQuerySchema,
    response: z.array(userSearchResultSchema),
  },

  // Notifications (part 1)
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    response: z.array(notificationResponseSchema),
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    access: 'authenticated',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  markAllNotificationsRead: {
    method: 'PUT',
    path: '/api/notifications/read-all',
    access: 'authenticated',
    response: messageResponseSchema.extend({ updated: z.number().int().nonnegative() }),
  },

  // Documents (parts 1 and 2)
  uploadDocument: {
    method: 'POST',
    path: '/api/documents/upload',
    access: COURT_DOCUMENT_ROLES,
    rateLimit: ['userWrites'],
    body: documentUploadFieldsSchema,
    bodyFor: uploadFieldsBodyFor,
    validationMessage: firstFailureMessage,
    multipart: true,
    response: messageResponseSchema.extend({ document: documentResponseSchema }),
    successStatus: 201,
  },
  attorneyDocuments: {
    method: 'GET',
    path: '/api/documents/attorney-documents',
    access: ATTORNEY_AREA,
    query: includeProgressQuerySchema,
    response: documentsListResponseSchema,
  },
  clientDocuments: {
    method: 'GET',
    path: '/api/documents/client-documents',
    access: 'authenticated',
    query: includeProgressQuerySchema,
    response: documentsListResponseSchema,
  },
  agentDocuments: {
    method: 'GET',
    path: '/api/documents/agent-documents',
    access: AGENT_ONLY,
    response: documentsListResponseSchema,
  },
  documentStats: {
    method: 'GET',
    path: '/api/documents/stats',
    access: 'authenticated',
    response: documentStatsResponseSchema,
  },
  myCases: {
    method: 'GET',
    path: '/api/documents/my-cases',
    access: CLIENT_ROLES_AND_ADMIN,
    response: z.array(caseSummarySchema),
  },
  propertyCases: {
    method: 'GET',
    path: '/api/documents/property/:id/cases',
    access: 'authenticated',
    params: idParamsSchema,
    response: z.array(caseSummarySchema),
  },
  caseDocuments: {
    method: 'GET',
    path: '/api/documents/case/:caseId',
    access: 'authenticated',
    params: caseIdParamsSchema,
    response: z.array(documentResponseSchema),
  },
  caseProperties: {
    method: 'GET',
    path: '/api/documents/case/:caseId/properties',
    access: 'authenticated',
    params: caseIdParamsSchema,
    response: z.array(propertySummarySchema),
  },
  associateProperty: {
    method: 'POST',
    path: '/api/documents/associate-property',
    access: COURT_DOCUMENT_ROLES,
    body: casePropertyLinkRequestSchema,
    validationMessage: firstFailureMessage,
    response: messageResponseSchema,
  },
  disassociateProperty: {
    method: 'DELETE',
    path: '/api/documents/disassociate-property',
    access: COURT_DOCUMENT_ROLES,
    body: casePropertyLinkRequestSchema,
    response: messageResponseSchema,
  },
  markDocumentViewed: {
    method: 'PATCH',
    path: '/api/documents/view/:id',
    access: 'authenticated',
    params: idParamsSchema,
    query: documentScreenQuerySchema,
    response: messageResponseSchema,
  },
  fixDocuments: {
    method: 'POST',
    path: '/api/documents/fix-documents',
    access: ATTORNEY_AREA,
    // What the repair changed: documents re-linked to their case, reader lists and case names/numbers corrected.
    response: messageResponseSchema.extend({
      updated: z.number().int().nonnegative(),
      relinked: z.number().int().nonnegative(),
      readerLists: z.number().int().nonnegative(),
      caseDetails: z.number().int().nonnegative(),
    }),
  },
  document: {
    method: 'GET',
    path: '/api/documents/:id',
    access: 'authenticated',
    params: idParamsSchema,
    response: documentResponseSchema,
  },
  documentFile: {
    method: 'GET',
    path: '/api/documents/:id/file',
    access: 'authenticated',
    params: idParamsSchema,
    query: documentScreenQuerySchema,
    binary: true,
  },

  // Attorney area and cases (part 2)
  attorneyCases: {
    method: 'GET',
    path: '/api/attorney/cases',
    access: ATTORNEY_AREA,
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
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      role: z.string(),
      onboardingCompleted: z.boolean(),
      attorneyProfile: attorneyProfileSchema.nullable(),
    }),
  },
  updateAttorneyProfile: {
    method: 'PUT',
    path: '/api/attorney/profile',
    access: ATTORNEY_AREA,
    body: attorneyProfileUpdateSchema,
    response: messageResponseSchema.extend({ attorneyProfile: attorneyProfileSchema }),
  },
  submitClient: {
    method: 'POST',
    path: '/api/attorney/clients',
    access: ATTORNEY_AREA,
    body: clientIntakeSchema,
    // Missing names or e-mail answer the spec's 'Please fill all required fields'.
    validationMessage: firstFailureMessage,
    response: messageResponseSchema.extend({ caseId: z.string(), caseNumber: z.string() }),
    successStatus: 201,
  },

  // Invitations (part 2)
  verifyInvitation: {
    method: 'GET',
    path: '/api/client/verify-invitation/:token',
    access: 'public',
    params: tokenParamsSchema,
    response: verifyInvitationResponseSchema,
  },
  createClientAccount: {
    method: 'POST',
    path: '/api/client/create-account/:token',
    access: 'public',
    params: tokenParamsSchema,
    body: createAccountRequestSchema,
    response: messageResponseSchema,
    successStatus: 201,
  },

  // Showings (part 2)
  showings: { method: 'GET', path: '/api/showings', access: AGENT_ONLY, response: z.array(showingResponseSchema) },
  createShowing: {
    method: 'POST',
    path: '/api/showings',
    access: AGENT_ONLY,
    body: showingRequestSchema,
    bodyFor: showingBodyFor,
    // The form's own message: 'Please fill in all required fields', or the end/date problem it found first.
    validationMessage: firstFailureMessage,
    response: messageResponseSchema.extend({ showing: showingResponseSchema }),
    successStatus: 201,
  },
  updateShowing: {
    method: 'PUT',
    path: '/api/showings/:id',
    access: AGENT_ONLY,
    params: idParamsSchema,
    body: showingRequestSchema,
    bodyFor: showingBodyFor,
    validationMessage: firstFailureMessage,
    response: messageResponseSchema.extend({ showing: showingResponseSchema }),
  },
  cancelShowing: {
    method: 'DELETE',
    path: '/api/showings/:id',
    access: AGENT_ONLY,
    params: idParamsSchema,
    response: messageResponseSchema,
  },

  // Private calendar feeds (issue 11, beyond the spec): the ICS is public but opened only by its secret token.
  calendarFeed: {
    method: 'GET',
    path: '/api/calendar/:feedToken.ics',
    access: 'public',
    params: calendarFeedParamsSchema,
    rateLimit: ['public'],
    binary: true,
  },
  calendarFeedStatus: {
    method: 'GET',
    path: '/api/calendar/feed',
    access: 'authenticated',
    response: calendarFeedStatusResponseSchema,
  },
  /** Creates the caller's feed link, or resets it: the old token stops working. */
  resetCalendarFeed: {
    method: 'POST',
    path: '/api/calendar/feed',
    access: 'authenticated',
    response: calendarFeedLinkResponseSchema,
    successStatus: 201,
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

/** What a client may send to a route: on an optional route, either the signed-in or the visitor's body. */
export type ApiRequestBodyInput<Route extends ApiRoute> =
  | (Route extends { readonly body: infer Schema extends z.ZodType } ? z.input<Schema> : never)
  | (Route extends { readonly visitorBody: infer Schema extends z.ZodType } ? z.input<Schema> : never);
export const API_ROUTE_NAMES = Object.keys(apiRoutes) as ApiRouteName[];

export type ApiAccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * The one access decision of a route, as the API applies it: 401 for a caller without a token (null), 403 for a
 * role the route does not serve; a signed-in caller without a role claim may call the routes of any signed-in user.
 */
export function apiAccessOf(
  route: Pick<ApiRoute, 'access'>,
  caller: { readonly role: Role | null } | null,
): ApiAccessDecision {
  if (route.access === 'public' || route.access === 'optional') return 'allow';
  if (caller === null) return 'unauthenticated';
  if (route.access === 'authenticated') return 'allow';
  return caller.role !== null && route.access.includes(caller.role) ? 'allow' : 'forbidden';
}

/** The role check of a route for a user known by role only: 401 without one (signed out), 403 for one it does not serve. */
export function canCallApi(route: Pick<ApiRoute, 'access'>, role: Role | null): ApiAccessDecision {
  return apiAccessOf(route, role === null ? null : { role });
}

/**
 * Whether a signed-in caller must have verified its e-mail address to call the route: every route but the public ones
 * and those marked `allowUnverified` (DESIGN §5).
 */
export function requiresVerifiedEmail(route: Pick<ApiRoute, 'access' | 'allowUnverified'>): boolean {
  return route.access !== 'public' && route.allowUnverified !== true;
}

/** A concrete path from a pattern: `apiPath(apiRoutes.cancelShowing, { id })`. */
export function apiPath(route: Pick<ApiRoute, 'path'>, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(value);
  });
}
