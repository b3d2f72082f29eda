import { addDaysIso, casesTexts, type CaseStatus, mailTexts } from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDeadlineReminders } from '../../functions/src/triggers/cases/deadline-reminders';
import { type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminDb } from './support/admin';
import { seedCase } from './support/cases';
import { readNotifications } from './support/properties';

/*
 * The daily reminder job's handler, run directly with a fixed clock. The clock is a random day years ahead, so no
 * other suite's case falls due on the days it looks at.
 */

const APP = 'http://app.test';

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

async function reminderMailsTo(email: string) {
  const outbox = await adminDb
    .collection('mail')
    .where('to', '==', email)
    .where('template', '==', 'notification')
    .get();
  return outbox.docs.map((doc) => doc.get('message') as { subject: string; text: string });
}

describe('case deadline reminders', () => {
  let attorney: TestAccount;
  let client: TestAccount;
  const today = addDaysIso('2032-01-01', Math.floor(Math.random() * 3000));
  const now = new Date(`${today}T07:00:00Z`);

  beforeAll(async () => {
    [attorney, client] = await Promise.all([
      createAccountWithProfile('Attorney', 'Avery'),
      createAccountWithProfile('Executor', 'Eve'),
    ]);
  });

  it('remind the attorney and the client 7 days and 1 day ahead, in the app and by mail, once', async () => {
    const inAWeek = await caseDue(attorney, client, addDaysIso(today, 7), { caseName: `Week ${today}` });
    await caseDue(attorney, client, addDaysIso(today, 1), { caseName: `Tomorrow ${today}` });

    expect(await sendDeadlineReminders(adminDb, now, APP)).toBe(4);

    const weekText = casesTexts.notifications.deadlineApproaching(`Week ${today}`, addDaysIso(today, 7), 7);
    const [attorneyReminder] = await remindersOf(attorney.uid, `Week ${today}`);
    expect(attorneyReminder).toMatchObject({ ...weekText, read: false, link: `/attorney/cases/${inAWeek}` });
    expect(await remindersOf(client.uid, `Week ${today}`)).toEqual([
      expect.objectContaining({ ...weekText, link: '/home' }),
    ]);
    const tomorrowText = casesTexts.notifications.deadlineApproaching(`Tomorrow ${today}`, addDaysIso(today, 1), 1);
    expect((await remindersOf(client.uid, `Tomorrow ${today}`)).map((n) => n.message)).toEqual([tomorrowText.message]);
    const clientMails = await reminderMailsTo(client.email);
    expect(clientMails.map((mail) => mail.subject)).toEqual([
      mailTexts.notification.subject(weekText.title),
      mailTexts.notification.subject(weekText.title),
    ]);
    expect(clientMails.map((mail) => mail.text).join('\n')).toContain(`${APP}/home`);

    // A second run the same day (or a replayed event) sends nothing more.
    expect(await sendDeadlineReminders(adminDb, now, APP)).toBe(0);
    expect(await remindersOf(attorney.uid, `Week ${today}`)).toHaveLength(1);
    expect(await reminderMailsTo(client.email)).toHaveLength(2);
  });

  it('skip closed cases and cases due on other days; a case without a client reminds its attorney', async () => {
    const laterToday = new Date(`${addDaysIso(today, 100)}T07:00:00Z`);
    const day = addDaysIso(today, 100);
    await caseDue(attorney, client, addDaysIso(day, 7), { caseName: `Closed ${day}`, status: 'Closed' });
    await caseDue(attorney, client, addDaysIso(day, 3), { caseName: `Three ${day}` });
    await caseDue(attorney, null, addDaysIso(day, 1), { caseName: `Alone ${day}` });

    expect(await sendDeadlineReminders(adminDb, laterToday, APP)).toBe(1);
    expect(await remindersOf(attorney.uid, `Alone ${day}`)).toHaveLength(1);
    expect(await remindersOf(attorney.uid, `Closed ${day}`)).toEqual([]);
    expect(await remindersOf(client.uid, `Three ${day}`)).toEqual([]);
  });
});
