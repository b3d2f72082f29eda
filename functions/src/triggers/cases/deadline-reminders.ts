import {
  type Case,
  casesTexts,
  type DeadlineReminder,
  deadlineReminderFor,
  mailTexts,
  paths,
  reminderDueDates,
} from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { casesCollection, userNotificationsCollection, usersCollection } from '../../lib/collections';
import * as logs from '../../lib/logs';
import { enqueueMailIn } from '../../lib/mail';

/** The attorney opens the case; the client sees it on /home. */
function reminderLink(legalCase: Case, uid: string): string {
  return uid === legalCase.attorneyId ? paths.attorneyCase(legalCase.id) : paths.home;
}

/**
 * One recipient's reminder: the in-app notification (id `${key}-${uid}`) and its mail, in one transaction that first
 * checks the notification is not there yet, so a repeated run sends neither twice. Returns whether it was sent.
 */
async function remindOnce(
  db: Firestore,
  legalCase: Case,
  reminder: DeadlineReminder,
  uid: string,
  appBaseUrl: string,
): Promise<boolean> {
  const notificationRef = userNotificationsCollection(db, uid).doc(`${reminder.key}-${uid}`);
  return await db.runTransaction(async (transaction) => {
    const [existing, profile] = await Promise.all([
      transaction.get(notificationRef),
      transaction.get(usersCollection(db).doc(uid)),
    ]);
    if (existing.exists) return false;
    const text = casesTexts.notifications.deadlineApproaching(legalCase.caseName, reminder.dueDate, reminder.daysLeft);
    const link = reminderLink(legalCase, uid);
    transaction.create(notificationRef, {
      id: notificationRef.id,
      ...text,
      category: 'system',
      link,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    });
    const email = profile.data()?.email;
    if (email) {
      enqueueMailIn(
        transaction,
        db,
        email,
        {
          subject: mailTexts.notification.subject(text.title),
          text: mailTexts.notification.text(text.message, `${appBaseUrl}${link}`),
        },
        'notification',
      );
    }
    return true;
  });
}

/**
 * The daily run: every open case due in exactly 7 days or 1 day (UTC dates) reminds its attorney and its client, in
 * the app and by mail, once per case, due date and offset. Returns how many reminders were sent.
 */
export async function sendDeadlineReminders(db: Firestore, now: Date, appBaseUrl: string): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const due = await casesCollection(db).where('dueDate', 'in', reminderDueDates(today)).get();
  let created = 0;
  for (const legalCase of due.docs.map((doc) => doc.data())) {
    const reminder = deadlineReminderFor(legalCase, today);
    if (!reminder) continue;
    for (const uid of reminder.recipients) {
      if (await remindOnce(db, legalCase, reminder, uid, appBaseUrl)) created += 1;
    }
  }
  logs.deadlineRemindersSent({ today, cases: due.size, created });
  return created;
}
