import {
  type Case,
  casesTexts,
  deadlineReminderFor,
  paths,
  reminderDueDates,
  saleDeadlineRemindersFor,
  type SaleDeadlineReminder,
  saleTexts,
} from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  casesCollection,
  propertiesCollection,
  userNotificationsCollection,
} from '../../lib/collections';
import * as logs from '../../lib/logs';
import { propertyAddressLine } from '../../services/properties/properties';
import { readSaleRecords, saleParties, saleStateInputOf } from '../../services/sale/sale-records';

/** The attorney opens the case; the client sees it on /home. */
function reminderLink(legalCase: Case, uid: string): string {
  return uid === legalCase.attorneyId ? paths.attorneyCase(legalCase.id) : paths.home;
}

interface Reminder {
  /** Unique per subject, date and offset; the notification id is `${key}-${uid}`. */
  readonly key: string;
  readonly text: { readonly title: string; readonly message: string };
  readonly link: string;
}

/**
 * One recipient's reminder: the in-app notification (id `${key}-${uid}`), created only if it is not there yet, so a
 * repeated run sends nothing twice. Its e-mail follows from the notification, as the recipient chose
 * (mailNotificationCreated). Returns whether it was sent.
 */
async function remindOnce(db: Firestore, reminder: Reminder, uid: string): Promise<boolean> {
  const notificationRef = userNotificationsCollection(db, uid).doc(`${reminder.key}-${uid}`);
  return await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(notificationRef);
    if (existing.exists) return false;
    const { text, link } = reminder;
    transaction.create(notificationRef, {
      id: notificationRef.id,
      ...text,
      category: 'system',
      link,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

function saleReminderText(reminder: SaleDeadlineReminder) {
  const texts = saleTexts.notifications;
  const approaching = reminder.kind === 'hearing' ? texts.hearingApproaching : texts.noticeEndsApproaching;
  return approaching(reminder.propertyAddress, reminder.date, reminder.daysLeft);
}

/**
 * The sales whose confirmation hearing or notice-period end is exactly 7 or 1 days away remind every party, once per
 * property, date and offset. Such a sale still holds the `offer` milestone (the offer is not final before the hearing
 * confirms it or the notice period ends), so the properties read are those `saleGates` still gate.
 */
async function sendSaleDeadlineReminders(db: Firestore, today: string): Promise<number> {
  const pending = await propertiesCollection(db).where('saleGates.offerMilestoneAllowed', '==', false).get();
  let created = 0;
  for (const doc of pending.docs) {
    const records = await readSaleRecords(db, doc.id);
    if (!records) continue;
    const source = {
      propertyId: doc.id,
      propertyAddress: propertyAddressLine(records.property),
      sale: saleStateInputOf(records, today),
      parties: saleParties(records),
    };
    for (const reminder of saleDeadlineRemindersFor(source, today)) {
      const content = { key: reminder.key, text: saleReminderText(reminder), link: paths.property(doc.id) };
      for (const uid of reminder.recipients) {
        if (await remindOnce(db, content, uid)) created += 1;
      }
    }
  }
  return created;
}

/**
 * The daily run: every open case due in exactly 7 days or 1 day (UTC dates) reminds its attorney and its client, in
 * the app and by mail, once per case, due date and offset; every sale's hearing and notice-period end 7 days or 1 day
 * away reminds every party of the sale, once per property, date and offset. Returns how many reminders were sent.
 */
export async function sendDeadlineReminders(db: Firestore, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const due = await casesCollection(db).where('dueDate', 'in', reminderDueDates(today)).get();
  let created = 0;
  for (const legalCase of due.docs.map((doc) => doc.data())) {
    const reminder = deadlineReminderFor(legalCase, today);
    if (!reminder) continue;
    const text = casesTexts.notifications.deadlineApproaching(legalCase.caseName, reminder.dueDate, reminder.daysLeft);
    for (const uid of reminder.recipients) {
      const content = { key: reminder.key, text, link: reminderLink(legalCase, uid) };
      if (await remindOnce(db, content, uid)) created += 1;
    }
  }
  created += await sendSaleDeadlineReminders(db, today);
  logs.deadlineRemindersSent({ today, cases: due.size, created });
  return created;
}
