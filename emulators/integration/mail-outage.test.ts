import { randomUUID } from 'node:crypto';
import { MAIL_UNCLAIMED_AFTER_MS, pendingDelivery, type MailDelivery } from '@estatekey/domain';
import type { Timestamp, CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { MailSender, OutgoingMail } from '../../functions/src/lib/mail-transport';
import { deliverMail } from '../../functions/src/triggers/mail/deliver-mail';
import { sweepMailOutbox } from '../../functions/src/triggers/mail/sweep-mail-outbox';
import { adminDb } from './support/admin';

const MINUTE = 60_000;
const REFUSED_ADDRESS = 'no-such-mailbox@example.com';

/** An SMTP server that can be down; it counts what it was asked to send and what it accepted, per subject. */
class FlakySmtpServer implements MailSender {
  up = false;
  readonly attempts = new Map<string, number>();
  readonly accepted = new Map<string, number>();

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    await Promise.resolve();
    this.attempts.set(mail.subject, (this.attempts.get(mail.subject) ?? 0) + 1);
    if (!this.up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' });
    if (mail.to === REFUSED_ADDRESS) {
      throw Object.assign(new Error('550 5.1.1 <no-such-mailbox@example.com>: mailbox unavailable'), {
        code: 'EENVELOPE',
        responseCode: 550,
      });
    }
    this.accepted.set(mail.subject, (this.accepted.get(mail.subject) ?? 0) + 1);
    return { messageId: `<${randomUUID()}@smtp.test>` };
  }

  totalAttempts(): number {
    return [...this.attempts.values()].reduce((sum, count) => sum + count, 0);
  }
}

interface StoredDelivery {
  state: MailDelivery['state'];
  attempts: number;
  error: string | null;
  nextAttemptAt: Timestamp | null;
}

async function deliveriesOf(outbox: CollectionReference): Promise<Map<string, StoredDelivery>> {
  const snapshot = await outbox.get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.get('delivery') as StoredDelivery]));
}

describe('mail during an SMTP outage', () => {
  it('loses nothing while the server is down, backs off, then delivers every mail exactly once', async () => {
    // A collection of this test's own: the emulated mail triggers watch `mail/`, so only this test sends from here.
    const outbox = adminDb.collection(`it-mail-outage-${randomUUID()}`);
    const server = new FlakySmtpServer();
    const sender = () => server;
    const t0 = new Date();
    const at = (ms: number) => () => new Date(t0.getTime() + ms);

    const queue = async (id: string, to: string, delivery: MailDelivery): Promise<DocumentReference> => {
      const ref = outbox.doc(id);
      await ref.set({ id, to, message: { subject: id, text: `Mail ${id}` }, delivery, createdAt: t0 });
      return ref;
    };
    const burst = await Promise.all(
      Array.from(
        { length: 50 },
        async (_, index) => await queue(`burst-${index}`, `owner${index}@example.com`, pendingDelivery()),
      ),
    );
    // A deliverer that crashed mid-send 20 minutes ago left this one PROCESSING.
    await queue('crashed', 'crashed.deliverer@example.com', {
      ...pendingDelivery(),
      state: 'PROCESSING',
      attempts: 1,
      startTime: new Date(t0.getTime() - 20 * MINUTE),
    });
    const refused = await queue('refused', REFUSED_ADDRESS, pendingDelivery());

    // The created trigger's first attempt, while the server is down: every mail is scheduled a minute later.
    const firstOutcomes = await Promise.all(
      [...burst, refused].map(
        async (ref) => await deliverMail(ref, { claimableStates: ['PENDING'], sender, now: at(0) }),
      ),
    );
    expect(new Set(firstOutcomes)).toEqual(new Set(['RETRY']));

    // Sweeps during the outage: nothing is sent, nothing is lost, the pause grows.
    expect(await sweepMailOutbox({ outbox, sender, now: at(30_000) })).toEqual({ RETRY: 1 }); // only the crashed one
    expect(await sweepMailOutbox({ outbox, sender, now: at(MINUTE) })).toEqual({ RETRY: 51 });
    let deliveries = await deliveriesOf(outbox);
    expect(deliveries.size).toBe(52);
    expect(deliveries.get('burst-7')).toMatchObject({ state: 'RETRY', attempts: 2 });
    expect(deliveries.get('burst-7')?.nextAttemptAt?.toMillis()).toBe(t0.getTime() + MINUTE + 5 * MINUTE);
    expect(deliveries.get('burst-7')?.error).toContain('ECONNREFUSED');

    // The crashed one failed at 30 s on its second attempt, so it waits 5 minutes like the rest.
    expect(await sweepMailOutbox({ outbox, sender, now: at(3 * MINUTE) })).toEqual({});
    expect(await sweepMailOutbox({ outbox, sender, now: at(6 * MINUTE) })).toEqual({ RETRY: 52 });
    deliveries = await deliveriesOf(outbox);
    expect(deliveries.get('burst-7')).toMatchObject({ state: 'RETRY', attempts: 3 });
    expect(deliveries.get('burst-7')?.nextAttemptAt?.toMillis()).toBe(t0.getTime() + 6 * MINUTE + 15 * MINUTE);
    expect([...deliveries.values()].every((delivery) => delivery.state === 'RETRY')).toBe(true);
    expect(server.accepted.size).toBe(0);

    // The server is back. Two sweeps at once (say, two overlapping scheduled runs) share the work.
    server.up = true;
    const attemptsBefore = server.totalAttempts();
    const [first, second] = await Promise.all([
      sweepMailOutbox({ outbox, sender, now: at(21 * MINUTE) }),
      sweepMailOutbox({ outbox, sender, now: at(21 * MINUTE) }),
    ]);
    expect((first.SUCCESS ?? 0) + (second.SUCCESS ?? 0)).toBe(51);
    expect((first.ERROR ?? 0) + (second.ERROR ?? 0)).toBe(1);
    expect(server.totalAttempts() - attemptsBefore).toBe(52);

    deliveries = await deliveriesOf(outbox);
    for (const id of [...burst.map((ref) => ref.id), 'crashed']) {
      expect(deliveries.get(id)?.state, id).toBe('SUCCESS');
      expect(server.accepted.get(id), id).toBe(1);
    }
    expect(deliveries.get('refused')).toMatchObject({
      state: 'ERROR',
      attempts: 4,
      nextAttemptAt: null,
      error: 'EENVELOPE: 550 5.1.1 <no-such-mailbox@example.com>: mailbox unavailable',
    });

    // Later sweeps find nothing to do: nothing is sent twice, and the refused address stays in ERROR.
    expect(await sweepMailOutbox({ outbox, sender, now: at(4 * 24 * 60 * MINUTE) })).toEqual({});
    expect(server.totalAttempts() - attemptsBefore).toBe(52);
    expect([...server.accepted.values()].every((count) => count === 1)).toBe(true);
  });

  it('sends a mail whose created trigger never ran once it has waited past the grace period, and only once', async () => {
    const outbox = adminDb.collection(`it-mail-unclaimed-${randomUUID()}`);
    const server = new FlakySmtpServer();
    server.up = true;
    const sender = () => server;
    const t0 = new Date();
    const at = (ms: number) => () => new Date(t0.getTime() + ms);
    await outbox.doc('missed').set({
      id: 'missed',
      to: 'owner@example.com',
      message: { subject: 'missed', text: 'Mail' },
      delivery: pendingDelivery(),
      createdAt: t0,
    });

    // Its trigger may still be on its way: the sweep leaves it alone for a while.
    expect(await sweepMailOutbox({ outbox, sender, now: at(MAIL_UNCLAIMED_AFTER_MS - MINUTE) })).toEqual({});
    expect(server.totalAttempts()).toBe(0);

    // Past the grace period, two overlapping sweeps send it once.
    const late = at(MAIL_UNCLAIMED_AFTER_MS + MINUTE);
    const [first, second] = await Promise.all([
      sweepMailOutbox({ outbox, sender, now: late }),
      sweepMailOutbox({ outbox, sender, now: late }),
    ]);
    expect((first.SUCCESS ?? 0) + (second.SUCCESS ?? 0)).toBe(1);
    expect(server.accepted.get('missed')).toBe(1);
    expect((await deliveriesOf(outbox)).get('missed')).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });
});
