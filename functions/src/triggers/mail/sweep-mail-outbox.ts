import { MAIL_DELIVERY_LEASE_MS, MAIL_UNCLAIMED_AFTER_MS } from '@estatekey/domain';
import type { CollectionReference, DocumentReference, Query } from 'firebase-admin/firestore';
import * as logs from '../../lib/logs';
import type { MailSender } from '../../lib/mail-transport';
import { deliverMail, type DeliveryOutcome } from './deliver-mail';

export interface SweepMailOutboxOptions {
  /** The outbox collection (`mail`); tests pass a collection of their own that no trigger watches. */
  readonly outbox: CollectionReference;
  readonly sender: () => MailSender;
  readonly now?: () => Date;
  /** Most mails taken from each query per sweep; the next sweep takes the rest. */
  readonly limit?: number;
}

export type SweepOutcomes = Partial<Record<DeliveryOutcome, number>>;

const DEFAULT_LIMIT = 100;
/** Mails sent side by side: a dead server costs each send its connection timeout. */
const PARALLEL_SENDS = 10;

/**
 * Re-drives the outbox: mails whose scheduled retry is due, operator retries whose trigger did not run, mails left
 * PENDING whose created trigger never ran, and mails left PROCESSING past their lease (their deliverer crashed or
 * timed out). Each goes through deliverMail's claim,
 * so a mail picked up by two sweeps, or by a sweep and a trigger, is sent once.
 */
export async function sweepMailOutbox(options: SweepMailOutboxOptions): Promise<SweepOutcomes> {
  const now = options.now ?? (() => new Date());
  const limit = options.limit ?? DEFAULT_LIMIT;
  const startedAt = now();
  const { outbox } = options;
  const retries = outbox.where('delivery.state', '==', 'RETRY');
  const queries: Query[] = [
    retries.where('delivery.nextAttemptAt', '<=', startedAt).orderBy('delivery.nextAttemptAt').limit(limit),
    retries.where('delivery.nextAttemptAt', '==', null).limit(limit),
    outbox
      .where('delivery.state', '==', 'PROCESSING')
      .where('delivery.startTime', '<=', new Date(startedAt.getTime() - MAIL_DELIVERY_LEASE_MS))
      .orderBy('delivery.startTime')
      .limit(limit),
    outbox
      .where('delivery.state', '==', 'PENDING')
      .where('createdAt', '<=', new Date(startedAt.getTime() - MAIL_UNCLAIMED_AFTER_MS))
      .orderBy('createdAt')
      .limit(limit),
  ];
  const snapshots = await Promise.all(queries.map(async (query) => await query.get()));
  const refs = new Map<string, DocumentReference>();
  for (const snapshot of snapshots) for (const doc of snapshot.docs) refs.set(doc.id, doc.ref);

  const outcomes: SweepOutcomes = {};
  const failures: unknown[] = [];
  const pending = [...refs.values()];
  for (let start = 0; start < pending.length; start += PARALLEL_SENDS) {
    const batch = pending.slice(start, start + PARALLEL_SENDS);
    const results = await Promise.allSettled(
      batch.map(
        async (ref) =>
          await deliverMail(ref, { claimableStates: ['PENDING', 'RETRY', 'PROCESSING'], sender: options.sender, now }),
      ),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') outcomes[result.value] = (outcomes[result.value] ?? 0) + 1;
      else failures.push(result.reason);
    }
  }
  logs.mailOutboxSwept({ claimed: refs.size, outcomes, failures: failures.length });
  // One mail failing to be recorded does not stop the others; the sweep still fails so the error is seen.
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} outbox mails could not be swept`);
  return outcomes;
}
