import { z } from 'zod';
import { boundedString, idSchema, timestampSchema } from '../common/primitives';
import { MAIL_MAX_ATTEMPTS } from '../constants/app';
import { TEXT_LIMITS } from '../constants/text-limits';

export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export const mailDeliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  error: boundedString(TEXT_LIMITS.note).nullable(),
  sentAt: timestampSchema.nullable(),
  /** SMTP message id of a sent mail. */
  messageId: boundedString(TEXT_LIMITS.mailHeader).nullable().default(null),
});
export type MailDelivery = z.output<typeof mailDeliverySchema>;

const recipient = z.email().max(TEXT_LIMITS.email);

/** `mail/{id}`: the outbox a trigger sends from (DESIGN §7). */
export const mailSchema = z.object({
  id: idSchema,
  to: z.union([recipient, z.array(recipient).min(1)]),
  message: z.object({
    subject: z.string().min(1).max(TEXT_LIMITS.mailHeader),
    text: boundedString(TEXT_LIMITS.mailBody),
    html: boundedString(TEXT_LIMITS.mailBody).optional(),
    /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of notification mails (RFC 8058). */
    headers: z.record(z.string().max(TEXT_LIMITS.mailHeader), z.string().max(TEXT_LIMITS.mailHeader)).optional(),
  }),
  delivery: mailDeliverySchema,
  /** Why the mail was sent, for tests and logs: 'notificationDigest' is a user's daily summary of notifications. */
  template: z.enum(['verification', 'invitation', 'notification', 'notificationDigest', 'intake']).optional(),
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
    // SMTP errors can run long; the stored text keeps its start.
    error: error.slice(0, TEXT_LIMITS.note),
    state: transient && attempts < MAIL_MAX_ATTEMPTS ? 'RETRY' : 'ERROR',
  };
}
