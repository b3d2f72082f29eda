import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  createUnsubscribeToken,
  DEFAULT_NOTIFICATION_PREFERENCES,
  digestMailId,
  immediateMailId,
  type NotificationCategory,
  notificationEmailTexts,
  notificationRoutes,
  type NotificationPreferences,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMULATOR_ONLY_ENCRYPTION_KEY, unsubscribeSigningKeyOf } from '../../functions/src/config';
import { hmacSigner } from '../../functions/src/lib/unsubscribe-signer';
import { mailNotification, sendNotificationDigests } from '../../functions/src/services/notifications/notification-mail';
import { createAccountWithProfile, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, callRoute } from './support/api-client';
import { fetchWithTimeout, MAIL_INBOX_ORIGIN } from './support/endpoints';
import { notificationsOf } from './support/properties';
import { waitFor } from './support/wait-for';

/*
 * Notifications by e-mail, end to end: a notification written to Firestore, the trigger that mails it as its owner
 * chose, the outbox, and the SMTP sink. The daily digest's handler runs directly with a fixed clock.
 */

/** The emulator's APP_BASE_URL and unsubscribe key (functions/.env.demo-estatekey, config.ts). */
const APP = 'http://127.0.0.1:5000';
const sign = hmacSigner(unsubscribeSigningKeyOf(EMULATOR_ONLY_ENCRYPTION_KEY));

const sinkMessageSchema = z.object({
  subject: z.string(),
  to: z.array(z.object({ address: z.string() })),
  text: z.string().optional(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.unknown()).optional(),
});
type SinkMessage = z.infer<typeof sinkMessageSchema>;

async function sinkMessagesTo(email: string): Promise<SinkMessage[]> {
  const response = await fetchWithTimeout(`${MAIL_INBOX_ORIGIN}/email`);
  const all = z.array(sinkMessageSchema).parse(await response.json());
  return all.filter((message) => message.to.some((to) => to.address.toLowerCase() === email.toLowerCase()));
}

async function waitForSinkMessages(email: string, count: number): Promise<SinkMessage[]> {
  return await waitFor(`${count} mails to ${email}`, async () => {
    const messages = await sinkMessagesTo(email);
    return messages.length >= count ? messages : undefined;
  });
}

function header(message: SinkMessage, name: string): string {
  const value = message.headers?.[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
}

async function notify(uid: string, category: NotificationCategory, title: string): Promise<string> {
  const id = `it-mail-${randomUUID()}`;
  await notificationsOf(uid).doc(id).set({
    id,
    title,
    message: `${title} (message)`,
    read: false,
    category,
    link: '/notifications',
    createdAt: new Date(),
  });
  return id;
}

async function savePreferences(account: TestAccount, preferences: NotificationPreferences) {
  return await callRoute(notificationRoutes.updateNotificationPreferences, {
    token: account.idToken,
    body: preferences,
  });
}

async function digestState(uid: string, id: string): Promise<unknown> {
  return (await adminDb.doc(`users/${uid}/notifications/${id}`).get()).get('emailDigest');
}

describe('notification preferences API', () => {
  let alice: TestAccount;
  beforeAll(async () => {
    alice = await createAccountWithProfile('Guardian', 'Alice', 'Guardian', { notificationMail: true });
  });

  it('answers 401 without a token', async () => {
    expect((await callRoute(notificationRoutes.notificationPreferences)).status).toBe(401);
    expect((await savePreferences({ ...alice, idToken: '' }, DEFAULT_NOTIFICATION_PREFERENCES)).status).toBe(401);
  });

  it('answers the defaults, then what was saved', async () => {
    const before = await callRoute(notificationRoutes.notificationPreferences, { token: alice.idToken });
    expect(before).toMatchObject({ status: 200, body: DEFAULT_NOTIFICATION_PREFERENCES });
    const chosen = { ...DEFAULT_NOTIFICATION_PREFERENCES, property: 'off', case: 'digest' } as const;
    expect(await savePreferences(alice, chosen)).toMatchObject({ status: 200, body: chosen });
    const after = await callRoute(notificationRoutes.notificationPreferences, { token: alice.idToken });
    expect(after.body).toEqual(chosen);
  });

  it('refuses an unknown setting or a missing category with 400', async () => {
    const bad = await callRoute(notificationRoutes.updateNotificationPreferences, {
      token: alice.idToken,
      body: { ...DEFAULT_NOTIFICATION_PREFERENCES, case: 'weekly' },
    });
    expect(bad.status).toBe(400);
    const { system: _system, ...missing } = DEFAULT_NOTIFICATION_PREFERENCES;
    const incomplete = await callRoute(notificationRoutes.updateNotificationPreferences, {
      token: alice.idToken,
      body: missing,
    });
    expect(incomplete.status).toBe(400);
  });
});

describe('notification mails', () => {
  let eve: TestAccount;
  const ids = {} as Record<NotificationCategory, string>;
  const titles = Object.fromEntries(
    (['property', 'appointment', 'document', 'case', 'message', 'system'] as const).map((category) => [
      category,
      `${category} news ${randomUUID().slice(0, 8)}`,
    ]),
  ) as Record<NotificationCategory, string>;
  const day = addDaysIso('2040-01-01', Math.floor(Math.random() * 3000));
  const digestClock = new Date(`${day}T17:00:00Z`);

  beforeAll(async () => {
    eve = await createAccountWithProfile('Executor', 'Eve', 'Executor', { notificationMail: true });
    // Off, immediately and in the digest, two categories each.
    const preferences: NotificationPreferences = {
      property: 'off',
      message: 'off',
      appointment: 'immediate',
      system: 'immediate',
      document: 'digest',
      case: 'digest',
    };
    expect((await savePreferences(eve, preferences)).status).toBe(200);
    for (const category of Object.keys(titles) as NotificationCategory[]) {
      ids[category] = await notify(eve.uid, category, titles[category]);
    }
  });

  it('mail immediate categories now, one mail each, with the link as an absolute URL and unsubscribe headers', async () => {
    const mails = await waitForSinkMessages(eve.email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        notificationEmailTexts.mail.immediateSubject(titles.appointment),
        notificationEmailTexts.mail.immediateSubject(titles.system),
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.text).toContain(`${APP}/notifications`);
      expect(mail.html).toContain(`href="${APP}/notifications"`);
      expect(header(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:5000\/api\/notifications\/unsubscribe\/.+>$/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:5000\/unsubscribe\/\S+/);
    }
  });

  it('keep digest categories for the digest and mail nothing for categories that are off', async () => {
    await waitFor('the digest notifications to be queued', async () =>
      (await digestState(eve.uid, ids.document)) === 'pending' && (await digestState(eve.uid, ids.case)) === 'pending'
        ? true
        : undefined,
    );
    expect(await digestState(eve.uid, ids.property)).toBeUndefined();
    expect(await digestState(eve.uid, ids.message)).toBeUndefined();
    const outbox = await adminDb.collection('mail').where('to', '==', eve.email).get();
    expect(outbox.docs.map((doc) => doc.id).sort()).toEqual(
      [immediateMailId(eve.uid, ids.appointment), immediateMailId(eve.uid, ids.system)].sort(),
    );
  });

  it('never mail a notification twice when its trigger is replayed', async () => {
    await waitFor('the appointment mail in the outbox', async () =>
      (await adminDb.doc(`mail/${immediateMailId(eve.uid, ids.appointment)}`).get()).exists ? true : undefined,
    );
    const links = { appBaseUrl: APP, sign, now: new Date() };
    expect(await mailNotification(adminDb, eve.uid, ids.appointment, links)).toBe('alreadyMailed');
    expect(await mailNotification(adminDb, eve.uid, ids.case, links)).toBe('queuedForDigest');
    const outbox = await adminDb.collection('mail').where('to', '==', eve.email).get();
    expect(outbox.size).toBe(2);
  });

  it('gather the digest categories in one mail per user and day, once', async () => {
    await waitFor('the digest notifications to be queued', async () =>
      (await digestState(eve.uid, ids.case)) === 'pending' ? true : undefined,
    );
    const links = { appBaseUrl: APP, sign, now: digestClock };
    expect(await sendNotificationDigests(adminDb, links)).toBeGreaterThanOrEqual(1);
    const digest = await adminDb.doc(`mail/${digestMailId(eve.uid, day)}`).get();
    expect(digest.get('template')).toBe('notificationDigest');
    const message = digest.get('message') as { subject: string; text: string; headers: Record<string, string> };
    expect(message.subject).toBe(notificationEmailTexts.mail.digestSubject(2));
    expect(message.text).toContain(titles.document);
    expect(message.text).toContain(titles.case);
    expect(message.text).not.toContain(titles.property);
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await digestState(eve.uid, ids.case)).toBe('sent');

    // A second run the same day, and one after a new notification arrives, send no second digest that day.
    const later = await notify(eve.uid, 'document', `later ${randomUUID().slice(0, 8)}`);
    await waitFor('the later notification to be queued', async () =>
      (await digestState(eve.uid, later)) === 'pending' ? true : undefined,
    );
    await sendNotificationDigests(adminDb, links);
    const digests = await adminDb
      .collection('mail')
      .where('to', '==', eve.email)
      .where('template', '==', 'notificationDigest')
      .get();
    expect(digests.docs.map((doc) => doc.id)).toEqual([digestMailId(eve.uid, day)]);
    expect(await digestState(eve.uid, later)).toBe('pending');

    const mails = await waitForSinkMessages(eve.email, 3);
    expect(mails.filter((mail) => mail.subject === notificationEmailTexts.mail.digestSubject(2))).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  let olivia: TestAccount;
  beforeAll(async () => {
    olivia = await createAccountWithProfile('Guardian', 'Olivia', 'Guardian', { notificationMail: true });
  });

  const tokenFor = (uid: string, categories: NotificationCategory[], now = new Date()) =>
    createUnsubscribeToken({ uid, categories }, now, sign);

  it('tells, signed out, what the link turns off', async () => {
    const answer = await callRoute(notificationRoutes.unsubscribeLink, { params: { token: tokenFor(olivia.uid, ['document']) } });
    expect(answer).toMatchObject({
      status: 200,
      body: { categories: ['document'], preferences: DEFAULT_NOTIFICATION_PREFERENCES },
    });
  });

  it('turns the category off with the RFC 8058 form body, signed out', async () => {
    const token = tokenFor(olivia.uid, ['document', 'case']);
    const answer = await callApi(`/api/notifications/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const expected = { ...DEFAULT_NOTIFICATION_PREFERENCES, document: 'off', case: 'off' };
    expect(answer.body).toEqual({ categories: ['document', 'case'], preferences: expected });
    const read = await callRoute(notificationRoutes.notificationPreferences, { token: olivia.idToken });
    expect(read.body).toEqual(expected);
  });

  it('refuses JSON, another form body, a forged and an expired link', async () => {
    const token = tokenFor(olivia.uid, ['system']);
    const json = await callApi(`/api/notifications/unsubscribe/${token}`, {
      method: 'POST',
      body: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(json.status).toBe(415);
    const otherForm = await callApi(`/api/notifications/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=Maybe',
    });
    expect(otherForm.status).toBe(400);

    const forged = createUnsubscribeToken({ uid: olivia.uid, categories: ['system'] }, new Date(), () => 'forged-signature');
    const forgedAnswer = await callRoute(notificationRoutes.unsubscribeLink, { params: { token: forged } });
    expect(forgedAnswer).toMatchObject({
      status: 403,
      body: { message: notificationEmailTexts.unsubscribe.invalidLink },
    });

    const expired = tokenFor(olivia.uid, ['system'], new Date('2020-01-01T00:00:00Z'));
    const expiredAnswer = await callApi(`/api/notifications/unsubscribe/${expired}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      rawBody: 'List-Unsubscribe=One-Click',
    });
    expect(expiredAnswer).toMatchObject({
      status: 400,
      body: { message: notificationEmailTexts.unsubscribe.expiredLink },
    });
    const read = await callRoute(notificationRoutes.notificationPreferences, { token: olivia.idToken });
    expect((read.body as NotificationPreferences).system).toBe('immediate');
  });
});
