import { MAIL_DELIVERY_STATES } from '@estatekey/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import * as logs from '../../lib/logs';
import { getConfiguredMailSender } from '../../lib/mail-transport';
import { deliverMail, type DeliveryOutcome } from './deliver-mail';
import { retryDelayMs } from './retry-policy';

interface SnapshotLike {
  data(): DocumentData | undefined;
}

export interface MailUpdatedEvent {
  readonly data?:
    { readonly before: SnapshotLike; readonly after: SnapshotLike & { readonly ref: DocumentReference } } | undefined;
}

const deliveryStateSchema = z.object({
  delivery: z.object({ state: z.enum(MAIL_DELIVERY_STATES), attempts: z.number().int().nonnegative() }),
});

/**
 * `mail/{id}` updated: when the delivery has just entered RETRY (a transient failure, or an operator asking for
 * another try), wait a little and send again. Every other update is ignored.
 */
export async function handleMailUpdated(event: MailUpdatedEvent): Promise<DeliveryOutcome | undefined> {
  if (!event.data) return undefined;
  const before = deliveryStateSchema.safeParse(event.data.before.data());
  const after = deliveryStateSchema.safeParse(event.data.after.data());
  if (!after.success || after.data.delivery.state !== 'RETRY') return undefined;
  if (before.success && before.data.delivery.state === 'RETRY') return undefined;

  const { ref } = event.data.after;
  const delayMs = retryDelayMs(after.data.delivery.attempts);
  logs.mailRetryScheduled({ mailId: ref.id, attempt: after.data.delivery.attempts + 1, delayMs });
  await sleep(delayMs);
  return await deliverMail(ref, { claimableStates: ['RETRY'], sender: getConfiguredMailSender });
}
