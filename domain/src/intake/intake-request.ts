import { z } from 'zod';
import { apiEntityFields, boundedString, idSchema, timestampSchema } from '../common/primitives';
import { TEXT_LIMITS } from '../constants/text-limits';
import { publicAppointmentRequestSchema } from '../appointment/appointment';
import { publicPropertySubmissionSchema } from '../property/property';

export const INTAKE_KINDS = ['property', 'keyPickup'] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

/** new → contacted → converted (only by converting it) or dismissed. */
export const INTAKE_STATUSES = ['new', 'contacted', 'converted', 'dismissed'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];
export const intakeStatusSchema = z.enum(INTAKE_STATUSES);
export const DEFAULT_INTAKE_STATUS: IntakeStatus = 'new';

const intakeBase = {
  id: idSchema,
  status: intakeStatusSchema,
  /** The signed-in submitter, when there is one. */
  submittedBy: idSchema.nullable().default(null),
  /** The appointment or property the request produced, when there is one. */
  targetId: idSchema.nullable().default(null),
  /** The admin's note of the last status change. */
  note: boundedString(TEXT_LIMITS.note).default(''),
  createdAt: timestampSchema,
};

/** `intakeRequests/{id}`: public submissions for admins (DESIGN §4). The owner address the client sends is dropped. */
export const intakeRequestSchema = z.discriminatedUnion('kind', [
  z.object({ ...intakeBase, kind: z.literal('property'), payload: publicPropertySubmissionSchema }),
  z.object({
    ...intakeBase,
    kind: z.literal('keyPickup'),
    payload: publicAppointmentRequestSchema.omit({ ownerEmail: true }),
  }),
]);
export type IntakeRequest = z.output<typeof intakeRequestSchema>;

export const intakeRequestResponseSchema = z.discriminatedUnion('kind', [
  intakeRequestSchema.options[0].extend(apiEntityFields),
  intakeRequestSchema.options[1].extend(apiEntityFields),
]);
