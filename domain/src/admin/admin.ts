import { z } from 'zod';
import { auditLogQuerySchema } from '../audit/audit-log';
import { boundedString, emailField, idSchema, wireTimestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { validationTexts } from '../messages/validation-texts';
import {
  INTAKE_KINDS,
  intakeRequestResponseSchema,
  intakeStatusSchema,
  type IntakeStatus,
} from '../intake/intake-request';
import { adminTexts } from '../messages/admin-texts';
import { propertyResponseSchema } from '../property/property';
import {
  PROPERTY_REVIEW_STATUS_LABELS,
  propertyReviewStatusSchema,
  type PropertyReviewStatus,
} from '../property/review-status';
import { CLIENT_ROLES } from '../roles/roles';
import { roleSchema } from '../roles/role-schema';
import { MAIL_DELIVERY_STATES, mailSchema } from '../mail/mail';

/** `?limit=&pageToken=` of every admin list: the same bounds and messages as the audit log's pages. */
export const adminPageQuerySchema = auditLogQuerySchema.pick({ limit: true, pageToken: true });
export type AdminPageQuery = z.output<typeof adminPageQuerySchema>;

/** A search box value: trimmed, blank means no search. */
const optionalSearch = z
  .string()
  .trim()
  .max(TEXT_LIMITS.search, validationTexts.textTooLong(TEXT_LIMITS.search))
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const nextPageToken = boundedString(TEXT_LIMITS.pageToken).nullable();
const name = boundedString(TEXT_LIMITS.name);

// Users

/** GET /api/admin/users: filter by role, search by name or e-mail prefix. */
export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  role: roleSchema.optional(),
  query: optionalSearch,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** One row of Manage Users: the profile's facts plus what Auth holds (verified, disabled). */
export const adminUserSchema = z.object({
  _id: idSchema,
  firstName: name,
  lastName: name,
  email: boundedString(TEXT_LIMITS.email),
  role: roleSchema,
  emailVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  disabled: z.boolean(),
  createdAt: wireTimestampSchema,
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUsersPageResponseSchema = z.object({ users: z.array(adminUserSchema), nextPageToken });
export type AdminUsersPage = z.output<typeof adminUsersPageResponseSchema>;

export const userRoleRequestSchema = z.object({ role: roleSchema });
export const userDisabledRequestSchema = z.object({ disabled: z.boolean() });

// Properties

export const adminPropertiesQuerySchema = adminPageQuerySchema.extend({
  status: propertyReviewStatusSchema.optional(),
  /** Name or e-mail prefix of the owner. */
  query: optionalSearch,
});
export type AdminPropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;

export const propertyOwnerSchema = z.object({
  _id: idSchema,
  name: boundedString(TEXT_LIMITS.displayName),
  email: boundedString(TEXT_LIMITS.email),
});

export const adminPropertySchema = propertyResponseSchema.extend({
  /** Null when the owner's profile is gone. */
  owner: propertyOwnerSchema.nullable(),
  progressPercent: z.number().min(0).max(100),
});
export type AdminProperty = z.output<typeof adminPropertySchema>;

export const adminPropertiesPageResponseSchema = z.object({ properties: z.array(adminPropertySchema), nextPageToken });
export type AdminPropertiesPage = z.output<typeof adminPropertiesPageResponseSchema>;

/** Review moves: pending → reviewing → approved / rejected; a decided property may be reviewed again. */
export const REVIEW_TRANSITIONS: Record<PropertyReviewStatus, readonly PropertyReviewStatus[]> = {
  pending: ['reviewing'],
  reviewing: ['approved', 'rejected'],
  approved: ['reviewing'],
  rejected: ['reviewing'],
};

export function canChangeReviewStatus(from: PropertyReviewStatus, to: PropertyReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from].includes(to);
}

export function reviewTransitionMessage(from: PropertyReviewStatus, to: PropertyReviewStatus): string {
  return adminTexts.errors.reviewTransition(
    PROPERTY_REVIEW_STATUS_LABELS[from].toLowerCase(),
    PROPERTY_REVIEW_STATUS_LABELS[to].toLowerCase(),
  );
}

/** PUT /api/admin/properties/{id}/review: a rejection needs its reason. */
export const reviewRequestSchema = z
  .object({
    status: propertyReviewStatusSchema,
    reason: z.string().trim().max(TEXT_LIMITS.note, validationTexts.textTooLong(TEXT_LIMITS.note)).optional(),
  })
  .superRefine((request, context) => {
    if (request.status === 'rejected' && (request.reason ?? '') === '') {
      context.addIssue({ code: 'custom', path: ['reason'], message: adminTexts.errors.rejectReasonRequired });
    }
  });
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

// Mail outbox

/** GET /api/admin/mail-outbox: the outbox newest first, by delivery state (`?state=error` lists failed mail). */
export const adminMailOutboxQuerySchema = adminPageQuerySchema.extend({
  state: z.string().max(TEXT_LIMITS.code).toUpperCase().pipe(z.enum(MAIL_DELIVERY_STATES)).optional(),
});
export type AdminMailOutboxQuery = z.output<typeof adminMailOutboxQuerySchema>;

const optionalTime = wireTimestampSchema.nullable();

/** One outbox mail as admins see it: to whom, what, how its delivery went. The body is not shown. */
export const adminMailSchema = z.object({
  _id: idSchema,
  to: z.array(boundedString(TEXT_LIMITS.email)),
  subject: boundedString(TEXT_LIMITS.mailHeader),
  template: mailSchema.shape.template.unwrap().nullable(),
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  /** The last failure's reason; null once sent. */
  error: boundedString(TEXT_LIMITS.note).nullable(),
  createdAt: wireTimestampSchema,
  lastAttemptAt: optionalTime,
  nextAttemptAt: optionalTime,
  sentAt: optionalTime,
});
export type AdminMail = z.output<typeof adminMailSchema>;

export const adminMailOutboxPageResponseSchema = z.object({ mails: z.array(adminMailSchema), nextPageToken });
export type AdminMailOutboxPage = z.output<typeof adminMailOutboxPageResponseSchema>;

// Intake

export const adminIntakeQuerySchema = adminPageQuerySchema.extend({
  status: intakeStatusSchema.optional(),
  kind: z.enum(INTAKE_KINDS).optional(),
});
export type AdminIntakeQuery = z.output<typeof adminIntakeQuerySchema>;

export const adminIntakePageResponseSchema = z.object({
  requests: z.array(intakeRequestResponseSchema),
  nextPageToken,
});
export type AdminIntakePage = z.output<typeof adminIntakePageResponseSchema>;
/** One intake request as the admin API answers it. */
export type AdminIntakeRequest = AdminIntakePage['requests'][number];

/** Statuses an admin sets by hand; 'converted' only comes from converting the request. */
export const MANUAL_INTAKE_STATUSES = ['new', 'contacted', 'dismissed'] as const satisfies readonly IntakeStatus[];

export const intakeUpdateRequestSchema = z.object({
  status: z.enum(MANUAL_INTAKE_STATUSES),
  note: z.string().trim().max(TEXT_LIMITS.note, validationTexts.textTooLong(TEXT_LIMITS.note)).optional(),
});
export type IntakeUpdateRequest = z.output<typeof intakeUpdateRequestSchema>;

/** POST /api/admin/intake/{id}/convert: an existing user (`ownerId`) or the e-mail of an owner to invite. */
export const intakeConvertRequestSchema = z.union([
  z.object({ ownerId: idSchema }).strict(),
  /** The invited owner signs up as Guardian unless the admin says Executor. */
  z.object({ inviteEmail: emailField(), role: z.enum(CLIENT_ROLES).default('Guardian') }).strict(),
]);
export type IntakeConvertRequest = z.output<typeof intakeConvertRequestSchema>;

export const intakeConvertResponseSchema = z.object({
  message: boundedString(TEXT_LIMITS.message),
  /** The property or appointment the request became. */
  targetId: idSchema,
});
