import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import { mailDeliverySchema, pendingDelivery, type MailDelivery } from '@estatekey/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSmtpMailSender, getConfiguredMailSender } from '../../functions/src/lib/mail-transport';
import { enqueueMail } from '../../functions/src/lib/mail';
import { deliverMail } from '../../functions/src/triggers/mail/deliver-mail';
import { handleMailCreated } from '../../functions/src/triggers/mail/handle-mail-created';
import { adminDb } from './support/admin';
import { inboxMessagesWithSubject } from './support/mail-inbox';
import { waitFor } from './support/wait-for';

const storedTime = z.instanceof(Timestamp).nullable();
const storedDeliverySchema = z.object({
  delivery: mailDeliverySchema.extend({
    sentAt: storedTime,
    nextAttemptAt: storedTime.default(null),
    startTime: storedTime.default(null),
    endTime: storedTime.default(null),
  }),
});

async function deliveryOf(ref: DocumentReference) {
  return storedDeliverySchema.parse((await ref.get()).data()).delivery;
}

/** Waits until the trigger has settled the message (SUCCESS or ERROR). */
async function settledDelivery(ref: DocumentReference) {
  return await waitFor(`mail/${ref.id} to be delivered or fail`, async () => {
    const delivery = await deliveryOf(ref);
    return delivery.state === 'SUCCESS' || delivery.state === 'ERROR' ? delivery : undefined;
  });
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const uniqueSubject = (label: string) => `${label} ${randomUUID()}`;

beforeAll(() => {
  // The handlers called directly below read the same mail configuration the emulated functions get.
  const demoConfig = parseEnv(readFileSync(new URL('../../functions/.env.demo-estatekey', import.meta.url), 'utf8'));
  for (const key of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'MAIL_FROM'] as const) {
    process.env[key] = demoConfig[key] ?? '';
  }
});

describe('the mail outbox', () => {
  it('delivers a queued message to the SMTP server and records SUCCESS', async () => {
    const subject = uniqueSubject('Outbox delivery');
    const id = await enqueueMail(adminDb, 'alice.guardian@example.com', {
      subject,
      text: 'Your key pickup is confirmed.',
      html: '<p>Your key pickup is confirmed.</p>',
    });

    const delivery = await settledDelivery(adminDb.collection('mail').doc(id));
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    expect(delivery.messageId).toEqual(expect.any(String));
    expect(delivery.sentAt).toBeInstanceOf(Timestamp);

    const [message, ...others] = await waitFor('the message in the inbox', async () => {
      const found = await inboxMessagesWithSubject(subject);
      return found.length > 0 ? found : undefined;
    });
    expect(others).toHaveLength(0);
    expect(message?.to.map((recipient) => recipient.address)).toEqual(['alice.guardian@example.com']);
    expect(message?.text).toContain('Your key pickup is confirmed.');
  });

  it('ends a document of the wrong shape in ERROR, naming the fields, and sends nothing', async () => {
    const subject = uniqueSubject('Malformed outbox document');
    const ref = adminDb.collection('mail').doc(`it-${randomUUID()}`);
    await ref.set({
      to: 'not-an-address',
      message: { subject, text: 42 },
      delivery: pendingDelivery(),
      createdAt: new Date(),
    });

    const delivery = await settledDelivery(ref);
    expect(delivery.state).toBe('ERROR');
    expect(delivery.attempts).toBe(0);
    expect(delivery.error).toMatch(/^Invalid mail document: /);
    expect(delivery.error).toContain('to: ');
    expect(delivery.error).toContain('message.text: ');
    expect(await inboxMessagesWithSubject(subject)).toHaveLength(0);
  });

  it('sends nothing twice when the created event is replayed for a sent message', async () => {
    const subject = uniqueSubject('Replayed outbox event');
    const id = await enqueueMail(adminDb, 'eve.executor@example.com', { subject, text: 'Sent once.' });
    const ref = adminDb.collection('mail').doc(id);
    const sent = await settledDelivery(ref);
    expect(sent.state).toBe('SUCCESS');
    await waitFor('the message in the inbox', async () =>
      (await inboxMessagesWithSubject(subject)).length > 0 ? true : undefined,
    );

    const outcome = await handleMailCreated({ data: await ref.get() });

    expect(outcome).toBe('SKIPPED');
    await sleep(500);
    expect(await inboxMessagesWithSubject(subject)).toHaveLength(1);
    expect(await deliveryOf(ref)).toEqual(sent);
  });

  it('schedules the next attempt a minute after an unreachable server, and sends it only when due', async () => {
    const subject = uniqueSubject('Retried outbox delivery');
    const ref = adminDb.collection('mail').doc(`it-${randomUUID()}`);
    // Created in RETRY, so the created trigger leaves it to this test's first (failing) attempt.
    const retryRequested: MailDelivery = { ...pendingDelivery(), state: 'RETRY' };
    await ref.set({
      to: 'aaron.agent@example.com',
      message: { subject, text: 'Delivered on the second attempt.' },
      delivery: retryRequested,
      createdAt: new Date(),
    });
    const port = await closedPort();
    const unreachable = createSmtpMailSender({
      host: '127.0.0.1',
      port,
      secure: false,
      user: '',
      password: '',
      from: 'EstateKey <no-reply@estatekey.test>',
    });
    const failedAt = new Date();
    const dueAt = new Date(failedAt.getTime() + 60_000);

    const outcome = await deliverMail(ref, {
      claimableStates: ['RETRY'],
      sender: () => unreachable,
      now: () => failedAt,
    });

    expect(outcome).toBe('RETRY');
    const afterFailure = await deliveryOf(ref);
    expect(afterFailure).toMatchObject({ state: 'RETRY', attempts: 1 });
    expect(afterFailure.error).toContain('ECONNREFUSED');
    expect(afterFailure.nextAttemptAt?.toMillis()).toBe(dueAt.getTime());

    // Neither the update trigger nor an early sweep sends a scheduled retry before it is due.
    await sleep(1_000);
    expect(await deliveryOf(ref)).toMatchObject({ state: 'RETRY', attempts: 1 });
    const early = await deliverMail(ref, {
      claimableStates: ['RETRY'],
      sender: getConfiguredMailSender,
      now: () => new Date(dueAt.getTime() - 1),
    });
    expect(early).toBe('SKIPPED');

    const due = await deliverMail(ref, {
      claimableStates: ['RETRY'],
      sender: getConfiguredMailSender,
      now: () => dueAt,
    });

    expect(due).toBe('SUCCESS');
    expect(await deliveryOf(ref)).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null, nextAttemptAt: null });
    const inbox = await waitFor('the message in the inbox', async () => {
      const found = await inboxMessagesWithSubject(subject);
      return found.length > 0 ? found : undefined;
    });
    expect(inbox).toHaveLength(1);
  });

  it('sends at once a failed message an operator puts back in RETRY', async () => {
    const subject = uniqueSubject('Operator retry');
    const ref = adminDb.collection('mail').doc(`it-${randomUUID()}`);
    // Created in ERROR, which the created trigger leaves alone.
    const failed: MailDelivery = { ...pendingDelivery(), state: 'ERROR', attempts: 1, error: '550 mailbox full' };
    await ref.set({
      to: 'eve.executor@example.com',
      message: { subject, text: 'Sent after the operator asked again.' },
      delivery: failed,
      createdAt: new Date(),
    });

    await ref.update({ 'delivery.state': 'RETRY', 'delivery.nextAttemptAt': null });

    const delivered = await settledDelivery(ref);
    expect(delivered).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    await waitFor('the message in the inbox', async () =>
      (await inboxMessagesWithSubject(subject)).length > 0 ? true : undefined,
    );
  });
});
