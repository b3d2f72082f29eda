import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/primitives';

export const AUDIT_ACTIONS = [
  'user.registered',
  'user.verified',
  'user.profileUpdated',
  'user.onboardingCompleted',
  'user.roleGranted',
  'property.submitted',
  'property.statusUpdated',
  'property.shared',
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
  'documents.fixed',
  'showing.scheduled',
  'showing.updated',
  'showing.cancelled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `auditLog/{id}`: append-only, written by functions (DESIGN §4). */
export const auditLogSchema = z.object({
  id: idSchema,
  /** uid, or 'public' for unauthenticated requests, 'system' for triggers. */
  actorId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Path of the document acted on, e.g. 'properties/abc'. */
  target: z.string(),
  at: timestampSchema,
  details: z.record(z.string(), z.unknown()).default({}),
});
export type AuditLog = z.output<typeof auditLogSchema>;
