import { z } from 'zod';
import {
  boundedString,
  idSchema,
  pageLimitSchema,
  pageTokenSchema,
  timestampSchema,
  wireTimestampSchema,
} from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';

export const AUDIT_ACTIONS = [
  'user.registered',
  'user.verified',
  'user.profileUpdated',
  'user.onboardingCompleted',
  'user.roleGranted',
  'user.roleChanged',
  'user.disabled',
  'user.enabled',
  'property.submitted',
  'property.statusUpdated',
  'property.reviewStatusChanged',
  'property.milestonesUpdated',
  'property.lockboxCodeChanged',
  'property.lockboxCodeViewed',
  'showing.lockboxCodeRevealed',
  'property.shared',
  'property.saleAuthoritySet',
  'property.saleObjectionRecorded',
  'property.saleHearingSet',
  'property.offerCreated',
  'property.offerStatusChanged',
  'property.unshared',
  'appointment.scheduled',
  'appointment.cancelled',
  'case.created',
  'case.statusUpdated',
  'case.progressUpdated',
  'case.notesUpdated',
  'case.propertyAssociated',
  'case.propertyDisassociated',
  'invitation.sent',
  'invitation.accepted',
  'document.uploaded',
  'document.viewed',
  'document.downloaded',
  'document.attachedToMessage',
  'documents.fixed',
  'privateFields.moved',
  'showing.scheduled',
  'showing.updated',
  'showing.cancelled',
  'intake.statusChanged',
  'intake.converted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kind of record an entry is about; with `targetId` it names the document (e.g. property + its id). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'property',
  'case',
  'document',
  'invitation',
  'appointment',
  'showing',
  'intakeRequest',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Actor of entries no signed-in user caused (e.g. a trigger reacting to a server write). */
export const AUDIT_SYSTEM_ACTOR = 'system';

const auditDetailsSchema = z.record(z.string(), z.unknown()).default({});

/** `auditLog/{id}`: append-only, written by functions only (Admin SDK), read by admins (DESIGN §4, §5). */
export const auditLogSchema = z.object({
  id: idSchema,
  /** uid, or 'public' for unauthenticated requests, AUDIT_SYSTEM_ACTOR for triggers without a known user. */
  actorId: idSchema,
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: idSchema,
  at: timestampSchema,
  /** Small, action-specific facts, e.g. `{ userId, permissionLevel }` of a share. */
  details: auditDetailsSchema,
});
export type AuditLog = z.output<typeof auditLogSchema>;

/** Most entries one page of GET /api/admin/audit-log answers. */
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
export const AUDIT_LOG_DEFAULT_PAGE_SIZE = 50;

/** The filters shared by the page and the CSV export: entries about `targetId` and/or by `actorId`. */
export const auditLogFilterQuerySchema = z.object({
  targetId: idSchema.optional(),
  actorId: idSchema.optional(),
});
export type AuditLogFilter = z.output<typeof auditLogFilterQuerySchema>;

/** `?targetId=&actorId=&limit=&pageToken=` of GET /api/admin/audit-log. */
export const auditLogQuerySchema = auditLogFilterQuerySchema.extend({
  limit: pageLimitSchema(AUDIT_LOG_MAX_PAGE_SIZE).default(AUDIT_LOG_DEFAULT_PAGE_SIZE),
  /** The opaque cursor a previous page answered as `nextPageToken`. */
  pageToken: pageTokenSchema.optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditLogEntryResponseSchema = auditLogSchema.extend({ at: wireTimestampSchema });
export type AuditLogEntryResponse = z.output<typeof auditLogEntryResponseSchema>;

export const auditLogPageResponseSchema = z.object({
  entries: z.array(auditLogEntryResponseSchema),
  /** Pass as `pageToken` for the next (older) entries; null on the last page. */
  nextPageToken: boundedString(TEXT_LIMITS.pageToken).nullable(),
});
export type AuditLogPageResponse = z.output<typeof auditLogPageResponseSchema>;

/** Columns of the CSV export, in order; the header row uses these names. */
export const AUDIT_LOG_CSV_COLUMNS = ['at', 'actorId', 'action', 'targetType', 'targetId', 'details'] as const;
