import {
  failedDelivery,
  isMailClaimable,
  mailSchema,
  MAIL_DELIVERY_STATES,
  toApiFieldErrors,
  type Mail,
  type MailDelivery,
  type MailDeliveryState,
} from '@estatekey/domain';
import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { safeParseStored } from '../../lib/converters';
import * as logs from '../../lib/logs';
import { isTransientMailError, type MailSender } from '../../lib/mail-transport';
import { stringErrorCode } from '../../lib/error-code';

export type DeliveryOutcome = 'SUCCESS' | 'RETRY' | 'ERROR' | 'INVALID' | 'SKIPPED' | 'MISSING';

export interface DeliverMailOptions {
  /**
   * States this run may take over (a RETRY once due, a PROCESSING one once its lease ran out: isMailClaimable);
   * anything else is left alone.
   */
  readonly claimableStates: readonly MailDeliveryState[];
  /** Called only when there is something to send, so a configuration error becomes a recorded ERROR. */
  readonly sender: () => MailSender;
  /** The clock for leases and retry times; tests pass a fixed one. */
  readonly now?: () => Date;
}

type Claim =
  | {
      readonly kind: 'claimed';
      readonly mail: Mail;
      readonly previous: MailDelivery;
      readonly attempt: number;
      readonly startTime: Date;
    }
  | { readonly kind: 'invalid'; readonly error: string }
  | { readonly kind: 'skipped'; readonly state: string }
  | { readonly kind: 'missing' };

/**
 * Sends one outbox document at most once per claim: a transaction moves `delivery.state` from a claimable state
 * to PROCESSING (counting the attempt, starting its lease), so a replayed event or a concurrent run finds
 * PROCESSING or SUCCESS and sends nothing. The outcome is recorded on the document: SUCCESS with the SMTP message
 * id, RETRY with the time of the next attempt for a transient failure inside the retry window, ERROR with the
 * reason otherwise. A document of the wrong shape ends in ERROR without a send.
 */
export async function deliverMail(ref: DocumentReference, options: DeliverMailOptions): Promise<DeliveryOutcome> {
  const now = options.now ?? (() => new Date());
  const claim = await claimMail(ref, options.claimableStates, now());
  switch (claim.kind) {
    case 'missing':
      return 'MISSING';
    case 'skipped':
      logs.mailSkipped({ mailId: ref.id, state: claim.state });
      return 'SKIPPED';
    case 'invalid':
      logs.mailInvalid({ mailId: ref.id, error: claim.error });
      return 'INVALID';
    case 'claimed':
      return await send(ref, claim, options.sender, now);
  }
}

async function claimMail(
  ref: DocumentReference,
  claimableStates: readonly MailDeliveryState[],
  now: Date,
): Promise<Claim> {
  return await ref.firestore.runTransaction(async (transaction): Promise<Claim> => {
    const snapshot = await transaction.get(ref);
    const raw = snapshot.data();
    if (!snapshot.exists || raw === undefined) return { kind: 'missing' };

    const parsed = safeParseStored(mailSchema, snapshot.id, raw);
    if (!parsed.success) {
      const recorded = recordedDelivery(raw);
      if (recorded && !claimableStates.includes(recorded.state)) return { kind: 'skipped', state: recorded.state };
      const error = describeInvalidMail(parsed.error);
      transaction.update(ref, {
        delivery: {
          state: 'ERROR',
          attempts: recorded?.attempts ?? 0,
          error,
          sentAt: null,
          messageId: null,
          nextAttemptAt: null,
          endTime: FieldValue.serverTimestamp(),
        },
      });
      return { kind: 'invalid', error };
    }

    const mail = parsed.data;
    if (!isMailClaimable(mail.delivery, claimableStates, now)) return { kind: 'skipped', state: mail.delivery.state };
    const attempt = mail.delivery.attempts + 1;
    transaction.update(ref, {
      delivery: {
        ...mail.delivery,
        state: 'PROCESSING',
        attempts: attempt,
        error: null,
        nextAttemptAt: null,
        startTime: now,
      },
    });
    return { kind: 'claimed', mail, previous: mail.delivery, attempt, startTime: now };
  });
}

async function send(
  ref: DocumentReference,
  claim: Extract<Claim, { kind: 'claimed' }>,
  sender: () => MailSender,
  now: () => Date,
): Promise<DeliveryOutcome> {
  const { mail, previous, attempt } = claim;
  logs.mailDeliveryStarted({ mailId: ref.id, attempt });
  try {
    const { messageId } = await sender().send({
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      headers: mail.message.headers,
    });
    await ref.update({
      delivery: {
        state: 'SUCCESS',
        attempts: attempt,
        error: null,
        sentAt: FieldValue.serverTimestamp(),
        messageId,
        nextAttemptAt: null,
        startTime: claim.startTime,
        endTime: FieldValue.serverTimestamp(),
      },
    });
    logs.mailDelivered({ mailId: ref.id, attempt, messageId });
    return 'SUCCESS';
  } catch (error) {
    const failed = failedDelivery(previous, {
      error: describeSendError(error),
      transient: isTransientMailError(error),
      now: now(),
      queuedAt: mail.createdAt,
    });
    const state = failed.state === 'RETRY' ? 'RETRY' : 'ERROR';
    await ref.update({
      delivery: {
        ...failed,
        state,
        sentAt: null,
        messageId: null,
        startTime: claim.startTime,
        endTime: FieldValue.serverTimestamp(),
      },
    });
    logs.mailDeliveryFailed({ mailId: ref.id, attempt, state, error });
    if (failed.nextAttemptAt !== null) {
      logs.mailRetryScheduled({
        mailId: ref.id,
        attempt: attempt + 1,
        nextAttemptAt: failed.nextAttemptAt.toISOString(),
      });
    }
    return state;
  }
}

const recordedDeliverySchema = z.object({
  delivery: z.object({ state: z.enum(MAIL_DELIVERY_STATES), attempts: z.number().int().nonnegative().catch(0) }),
});

/** What an unparseable document says about its delivery, when that part is readable. */
function recordedDelivery(raw: DocumentData): { state: MailDeliveryState; attempts: number } | undefined {
  const result = recordedDeliverySchema.safeParse(raw);
  return result.success ? result.data.delivery : undefined;
}

function describeInvalidMail(error: z.ZodError): string {
  const problems = toApiFieldErrors(error).map(({ path, message }) => (path === '' ? message : `${path}: ${message}`));
  return `Invalid mail document: ${problems.join('; ')}`;
}

function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = stringErrorCode(error);
  return code !== undefined ? `${code}: ${error.message}` : error.message;
}
