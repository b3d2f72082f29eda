import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/primitives';
import { MAIL_MAX_ATTEMPTS } from '../constants/app';

export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export const mailDeliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  error: z.string().nullable(),
  sentAt: timestampSchema.nullable(),
  /** SMTP message id of a sent mail. */
  messageId: z.string().nullable().default(null),
});
export type MailDelivery = z.output<typeof mailDeliverySchema>;

/** `mail/{id}`: the outbox a trigger sends from (DESIGN §7). */
export const mailSchema = z.object({
  id: idSchema,
  to: z.union([z.email(), z.array(z.email()).min(1)]),
  message: z.object({
    subject: z.string().min(1),
    text: z.string(),
    html: z.string().optional(),
  }),
  delivery: mailDeliverySchema,
  /** Why the mail was sent, for tests and logs: 'verification', 'invitation', 'notification', 'intake'. */
  template: z.enum(['verification', 'invitation', 'notification', 'intake']).optional(),
  createdAt: timestampSchema,
});
export type Mail = z.output<typeof mailSchema>;

export function pendingDelivery(): MailDelivery {
  return { state: 'PENDING', attempts: 0, error: null, sentAt: null, messageId: null };
}

/** The delivery after a failed attempt: RETRY while attempts remain and the failure is transient, else ERROR. */
export function failedDelivery(previous: MailDelivery, error: string, transient: boolean): MailDelivery {
  const attempts = previous.attempts + 1;
  return {
    ...previous,
    attempts,
    error,
    state: transient && attempts < MAIL_MAX_ATTEMPTS ? 'RETRY' : 'ERROR',
  };
}
