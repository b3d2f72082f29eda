import { MAIL_DELIVERY_STATES } from '@estatekey/domain';
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { getConfiguredMailSender } from '../../lib/mail-transport';
import { deliverMail, type DeliveryOutcome } from './deliver-mail';

interface SnapshotLike {
  data(): DocumentData | undefined;
}

export interface MailUpdatedEvent {
  readonly data?:
    { readonly before: SnapshotLike; readonly after: SnapshotLike & { readonly ref: DocumentReference } } | undefined;
}

const deliveryStateSchema = z.object({
  delivery: z.object({ state: z.enum(MAIL_DELIVERY_STATES), nextAttemptAt: z.unknown().optional() }),
});

/**
 * `mail/{id}` updated: an operator asking for another try (the delivery entering RETRY with no next attempt time)
 * is sent at once. A RETRY scheduled after a transient failure is left to the outbox sweep, when it is due; every
 * other update is ignored.
 */
export async function handleMailUpdated(event: MailUpdatedEvent): Promise<DeliveryOutcome | undefined> {
  if (!event.data) return undefined;
  const before = deliveryStateSchema.safeParse(event.data.before.data());
  const after = deliveryStateSchema.safeParse(event.data.after.data());
  if (!after.success || after.data.delivery.state !== 'RETRY') return undefined;
  if (before.success && before.data.delivery.state === 'RETRY') return undefined;
  if (after.data.delivery.nextAttemptAt != null) return undefined;

  return await deliverMail(event.data.after.ref, { claimableStates: ['RETRY'], sender: getConfiguredMailSender });
}
