import {
  addDaysIso,
  casesTexts,
  type CaseStatus,
  notificationEmailTexts,
  type Property,
  SALE_PRESETS,
  saleTexts,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyAddressLine } from '../../functions/src/services/properties/properties';
import { sendDeadlineReminders } from '../../functions/src/triggers/cases/deadline-reminders';
import { type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminDb } from './support/admin';
import { seedCase, seedPropertyWithCase } from './support/cases';
import { readNotifications } from './support/properties';
import { waitFor } from './support/wait-for';

/*
 * The daily reminder job's handler, run directly with a fixed clock. The clock is a random day years ahead, so no
 * other suite's case falls due on the days it looks at.
 */

/** The emulator's APP_BASE_URL (functions/.env.demo-estatekey): the reminders' mails follow from their notifications. */
const APP = 'http://127.0.0.1:5000';

async function caseDue(
  attorney: TestAccount,
  client: TestAccount | null,
  dueDate: string,
  { caseName, status = 'In Progress' }: { caseName: string; status?: CaseStatus },
): Promise<string> {
  // Written whole, as intake would: a later status update would (rightly) notify the client of the change too.
  return seedCase({ attorneyId: attorney.uid, clientId: client?.uid ?? null, caseName, status, dueDate });
}

async function remindersOf(uid: string, caseName: string) {
  return (await readNotifications(uid)).filter((notification) => notification.message.startsWith(caseName));
}

/** The notification mails to `email`, once there are at least `count` (the mail trigger follows each notification). */
async function reminderMailsTo(email: string, count: number) {
  return await waitFor(`${count} notification mails to ${email}`, async () => {
    const outbox = await adminDb
      .collection('mail')
      .where('to', '==', email)
      .where('template', '==', 'notification')
      .get();
    return outbox.size >= count ? outbox.docs.map((doc) => doc.get('message') as { subject: string; text: string }) : undefined;
  });
}

describe('case deadline reminders', () => {
  let attorney: TestAccount;
  let client: TestAccount;
  const today = addDaysIso('2032-01-01', Math.floor(Math.random() * 3000));
  const now = new Date(`${today}T07:00:00Z`);

  beforeAll(async () => {
    [attorney, client] = await Promise.all([
      createAccountWithProfile('Attorney', 'Avery'),
      createAccountWithProfile('Executor', 'Eve', 'Executor', { notificationMail: true }),
    ]);
  });

  it('remind the attorney and the client 7 days and 1 day ahead, in the app and by mail, once', async () => {
    const inAWeek = await caseDue(attorney, client, addDaysIso(today, 7), { caseName: `Week ${today}` });
    await caseDue(attorney, client, addDaysIso(today, 1), { caseName: `Tomorrow ${today}` });

    expect(await sendDeadlineReminders(adminDb, now)).toBe(4);

    const weekText = casesTexts.notifications.deadlineApproaching(`Week ${today}`, addDaysIso(today, 7), 7);
    const [attorneyReminder] = await remindersOf(attorney.uid, `Week ${today}`);
    expect(attorneyReminder).toMatchObject({ ...weekText, read: false, link: `/attorney/cases/${inAWeek}` });
    expect(await remindersOf(client.uid, `Week ${today}`)).toEqual([
      expect.objectContaining({ ...weekText, link: '/home' }),
    ]);
    const tomorrowText = casesTexts.notifications.deadlineApproaching(`Tomorrow ${today}`, addDaysIso(today, 1), 1);
    expect((await remindersOf(client.uid, `Tomorrow ${today}`)).map((n) => n.message)).toEqual([tomorrowText.message]);
    const clientMails = await reminderMailsTo(client.email, 2);
    expect(clientMails.map((mail) => mail.subject)).toEqual([
      notificationEmailTexts.mail.immediateSubject(weekText.title),
      notificationEmailTexts.mail.immediateSubject(weekText.title),
    ]);
    expect(clientMails.map((mail) => mail.text).join('\n')).toContain(`${APP}/home`);

    // A second run the same day (or a replayed event) sends nothing more.
    expect(await sendDeadlineReminders(adminDb, now)).toBe(0);
    expect(await remindersOf(attorney.uid, `Week ${today}`)).toHaveLength(1);
    expect(await reminderMailsTo(client.email, 2)).toHaveLength(2);
  });

  it('skip closed cases and cases due on other days; a case without a client reminds its attorney', async () => {
    const laterToday = new Date(`${addDaysIso(today, 100)}T07:00:00Z`);
    const day = addDaysIso(today, 100);
    await caseDue(attorney, client, addDaysIso(day, 7), { caseName: `Closed ${day}`, status: 'Closed' });
    await caseDue(attorney, client, addDaysIso(day, 3), { caseName: `Three ${day}` });
    await caseDue(attorney, null, addDaysIso(day, 1), { caseName: `Alone ${day}` });

    expect(await sendDeadlineReminders(adminDb, laterToday)).toBe(1);
    expect(await remindersOf(attorney.uid, `Alone ${day}`)).toHaveLength(1);
    expect(await remindersOf(attorney.uid, `Closed ${day}`)).toEqual([]);
    expect(await remindersOf(client.uid, `Three ${day}`)).toEqual([]);
  });
});

describe('sale deadline reminders', () => {
  let owner: TestAccount;
  let agent: TestAccount;
  let attorney: TestAccount;
  let client: TestAccount;
  let outsider: TestAccount;
  const today = addDaysIso('2032-01-01', Math.floor(Math.random() * 3000));
  const now = new Date(`${today}T07:00:00Z`);

  beforeAll(async () => {
    const mailed = { notificationMail: true };
    [owner, agent, attorney, client, outsider] = await Promise.all([
      createAccountWithProfile('Executor', 'Eve', 'Executor', mailed),
      createAccountWithProfile('Agent', 'Aaron', 'Agent', mailed),
      createAccountWithProfile('Attorney', 'Avery', 'Attorney', mailed),
      createAccountWithProfile('Guardian', 'Alice', 'Guardian', mailed),
      createAccountWithProfile('Guardian', 'Mallory'),
    ]);
  });

  /** A property of the owner shared with the agent, linked to the attorney's case of the client, gated. */
  async function saleProperty(sale: Record<string, unknown>): Promise<string> {
    const { propertyId } = await seedPropertyWithCase(
      { ownerId: owner.uid, sharedWith: { [agent.uid]: 'manage' } },
      { attorneyId: attorney.uid, clientId: client.uid },
    );
    await adminDb
      .doc(`properties/${propertyId}`)
      .update({ ...sale, saleGates: { offerMilestoneAllowed: false, closeMilestoneAllowed: false } });
    return propertyId;
  }

  async function acceptOffer(propertyId: string, acceptedOn: string): Promise<void> {
    const at = Timestamp.fromDate(now);
    await adminDb.doc(`properties/${propertyId}/offers/o1`).set({
      id: 'o1',
      propertyId,
      buyerName: 'Bob Buyer',
      amountCents: 40_000_000,
      depositCents: 1_000_000,
      financing: 'cash',
      contingencies: [],
      expiresOn: addDaysIso(today, 30),
      status: 'accepted',
      acceptedOn,
      createdBy: owner.uid,
      createdAt: at,
      updatedAt: at,
      updatedBy: owner.uid,
    });
  }

  async function saleRemindersOf(uid: string, propertyId: string) {
    return (await readNotifications(uid)).filter((notification) => notification.id.includes(propertyId));
  }

  it('remind every party of the hearing and of the end of the notice period, in the app and by mail, once', async () => {
    const letters = addDaysIso(today, -90);
    const hearingOn = addDaysIso(today, 7);
    const withHearing = await saleProperty({
      saleAuthority: { preset: 'ca-court-confirmation', lettersIssuedOn: letters, objections: [] },
      saleHearing: { date: hearingOn, department: '11' },
    });
    // IAEA: the offer accepted and the notice mailed 14 days ago; the 15-day period ends tomorrow.
    const noticeMailedOn = addDaysIso(today, -14);
    const underNotice = await saleProperty({
      saleAuthority: { preset: 'ca-iaea-full', lettersIssuedOn: letters, noticeMailedOn, objections: [] },
    });
    await acceptOffer(underNotice, noticeMailedOn);
    const noticeEndsOn = addDaysIso(noticeMailedOn, SALE_PRESETS['ca-iaea-full'].noticeDays ?? 0);
    expect(noticeEndsOn).toBe(addDaysIso(today, 1));

    expect(await sendDeadlineReminders(adminDb, now)).toBe(8);

    const address = propertyAddressLine((await adminDb.doc(`properties/${withHearing}`).get()).data() as Property);
    const hearingText = saleTexts.notifications.hearingApproaching(address, hearingOn, 7);
    const noticeText = saleTexts.notifications.noticeEndsApproaching(address, noticeEndsOn, 1);
    for (const party of [owner, agent, attorney, client]) {
      expect(await saleRemindersOf(party.uid, withHearing)).toEqual([
        expect.objectContaining({ ...hearingText, link: `/properties/${withHearing}`, read: false }),
      ]);
      expect(await saleRemindersOf(party.uid, underNotice)).toEqual([expect.objectContaining(noticeText)]);
      expect((await reminderMailsTo(party.email, 2)).map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          notificationEmailTexts.mail.immediateSubject(hearingText.title),
          notificationEmailTexts.mail.immediateSubject(noticeText.title),
        ]),
      );
    }
    expect(await saleRemindersOf(outsider.uid, withHearing)).toEqual([]);

    // A second run the same day sends nothing more.
    expect(await sendDeadlineReminders(adminDb, now)).toBe(0);
    expect(await saleRemindersOf(owner.uid, withHearing)).toHaveLength(1);
  });

  it('skip a hearing on another day and a notice period with no accepted offer', async () => {
    const day = addDaysIso(today, 200);
    const letters = addDaysIso(day, -90);
    await saleProperty({
      saleAuthority: { preset: 'ca-court-confirmation', lettersIssuedOn: letters, objections: [] },
      saleHearing: { date: addDaysIso(day, 3) },
    });
    await saleProperty({
      saleAuthority: {
        preset: 'ca-iaea-full',
        lettersIssuedOn: letters,
        noticeMailedOn: addDaysIso(day, -14),
        objections: [],
      },
    });
    expect(await sendDeadlineReminders(adminDb, new Date(`${day}T07:00:00Z`))).toBe(0);
  });
});
