import { z } from 'zod';
import { boundedString, idSchema, timestampSchema } from '../common/primitives';
import { MAIL_DELIVERY_LEASE_MS, MAIL_RETRY_DELAYS_MS, MAIL_RETRY_WINDOW_MS } from '../constants/app';
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
  /** When a RETRY is due; null means at once (an operator asking for another try). */
  nextAttemptAt: timestampSchema.nullable().default(null),
  /** When the last attempt claimed the mail: a PROCESSING mail holds its lease from here. */
  startTime: timestampSchema.nullable().default(null),
  /** When the last attempt ended. */
  endTime: timestampSchema.nullable().default(null),
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
  return {
    state: 'PENDING',
    attempts: 0,
    error: null,
    sentAt: null,
    messageId: null,
    nextAttemptAt: null,
    startTime: null,
    endTime: null,
  };
}

/** Pause before the next attempt after `failedAttempts` transient failures: 1 min, 5 min, 15 min, 1 h, then 6 h. */
export function mailRetryDelayMs(failedAttempts: number): number {
  const last = MAIL_RETRY_DELAYS_MS.length - 1;
  return MAIL_RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1) - 1, last)] ?? 0;
}

export interface FailedAttempt {
  readonly error: string;
  /** Whether trying again later may succeed (a connection error, an SMTP 4xx reply). */
  readonly transient: boolean;
  readonly now: Date;
  /** When the mail was queued: transient failures are retried for MAIL_RETRY_WINDOW_MS from here. */
  readonly queuedAt: Date;
}

/**
 * The delivery after a failed attempt: RETRY at a growing pause while the failure is transient and the next
 * attempt falls inside the retry window, else ERROR with the reason.
 */
export function failedDelivery(previous: MailDelivery, failure: FailedAttempt): MailDelivery {
  const attempts = previous.attempts + 1;
  const nextAttemptAt = new Date(failure.now.getTime() + mailRetryDelayMs(attempts));
  const retry = failure.transient && nextAttemptAt.getTime() <= failure.queuedAt.getTime() + MAIL_RETRY_WINDOW_MS;
  const error = failure.transient && !retry ? `Gave up after ${attempts} attempts: ${failure.error}` : failure.error;
  return {
    ...previous,
    attempts,
    // SMTP errors can run long; the stored text keeps its start.
    error: error.slice(0, TEXT_LIMITS.note),
    state: retry ? 'RETRY' : 'ERROR',
    nextAttemptAt: retry ? nextAttemptAt : null,
  };
}

/**
 * Whether a deliverer allowed to take over `claimableStates` may claim this delivery now: a PENDING mail at once,
 * a RETRY once its next attempt is due, a PROCESSING one only after its deliverer's lease ran out.
 */
export function isMailClaimable(
  delivery: MailDelivery,
  claimableStates: readonly MailDeliveryState[],
  now: Date,
): boolean {
  if (!claimableStates.includes(delivery.state)) return false;
  switch (delivery.state) {
    case 'PENDING':
      return true;
    case 'RETRY':
      return delivery.nextAttemptAt === null || delivery.nextAttemptAt.getTime() <= now.getTime();
    case 'PROCESSING':
      return delivery.startTime === null || delivery.startTime.getTime() + MAIL_DELIVERY_LEASE_MS <= now.getTime();
    case 'SUCCESS':
    case 'ERROR':
      return false;
  }
}
