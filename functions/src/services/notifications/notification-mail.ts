import {
  COLLECTIONS,
  digestDayOf,
  digestMailId,
  effectiveNotificationPreferences,
  firestorePaths,
  immediateMailId,
  type Notification,
  type NotificationPreferences,
} from '@estatekey/domain';
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  mailCollection,
  notificationPreferencesDoc,
  userNotificationsCollection,
  usersCollection,
} from '../../lib/collections';
import { createMailIn } from '../../lib/mail';
import { digestMail, immediateNotificationMail, type MailLinks } from './notification-mail-content';

/**
 * Where a notification stands with the daily digest, on the notification itself (the rules let its owner change only
 * `read`): 'pending' until a digest takes it, then 'sent', or 'skipped' when its category was turned off meanwhile.
 */
const EMAIL_DIGEST_FIELD = 'emailDigest';
type EmailDigestState = 'pending' | 'sent' | 'skipped';

export type NotificationMailOutcome = 'mailed' | 'alreadyMailed' | 'queuedForDigest' | 'off' | 'noAddress' | 'missing';

async function preferencesOf(transaction: Transaction, db: Firestore, uid: string): Promise<NotificationPreferences> {
  const stored = await transaction.get(notificationPreferencesDoc(db, uid));
  return effectiveNotificationPreferences(stored.data());
}

/**
 * A created notification goes by e-mail as its owner chose for its category: one mail now (outbox id from the
 * notification's, so a replayed trigger sends nothing twice), a place in the next daily digest, or nothing.
 */
export async function mailNotification(
  db: Firestore,
  uid: string,
  notificationId: string,
  links: MailLinks,
): Promise<NotificationMailOutcome> {
  const notificationRef = userNotificationsCollection(db, uid).doc(notificationId);
  const mailRef = mailCollection(db).doc(immediateMailId(uid, notificationId));
  return await db.runTransaction(async (transaction) => {
    const [notification, mail, profile] = await Promise.all([
      transaction.get(notificationRef),
      transaction.get(mailRef),
      transaction.get(usersCollection(db).doc(uid)),
    ]);
    const preferences = await preferencesOf(transaction, db, uid);
    const content = notification.data();
    if (!content) return 'missing';
    const delivery = preferences[content.category];
    if (delivery === 'off') return 'off';
    if (delivery === 'digest') {
      if (notification.get(EMAIL_DIGEST_FIELD) !== undefined) return 'queuedForDigest';
      transaction.update(rawNotificationRef(db, uid, notificationId), {
        [EMAIL_DIGEST_FIELD]: 'pending' satisfies EmailDigestState,
      });
      return 'queuedForDigest';
    }
    if (mail.exists) return 'alreadyMailed';
    const email = profile.data()?.email;
    if (!email) return 'noAddress';
    createMailIn(transaction, mailRef, email, immediateNotificationMail(uid, content, links), 'notification');
    return 'mailed';
  });
}

/**
 * The daily digest: each user's notifications waiting for it, in one mail per user and day (outbox id from the user
 * and the day, so a second run that day sends nothing). Returns how many digests were sent.
 */
export async function sendNotificationDigests(db: Firestore, links: MailLinks): Promise<number> {
  const pending = await db
    .collectionGroup(COLLECTIONS.notifications)
    .where(EMAIL_DIGEST_FIELD, '==', 'pending' satisfies EmailDigestState)
    .get();
  const byUser = new Map<string, string[]>();
  for (const doc of pending.docs) {
    const uid = doc.ref.parent.parent?.id;
    if (uid === undefined) continue;
    byUser.set(uid, [...(byUser.get(uid) ?? []), doc.id]);
  }
  let sent = 0;
  for (const [uid, notificationIds] of byUser) {
    if (await sendDigestOf(db, uid, notificationIds, links)) sent += 1;
  }
  return sent;
}

async function sendDigestOf(
  db: Firestore,
  uid: string,
  notificationIds: readonly string[],
  links: MailLinks,
): Promise<boolean> {
  const mailRef = mailCollection(db).doc(digestMailId(uid, digestDayOf(links.now)));
  const refs = notificationIds.map((id) => userNotificationsCollection(db, uid).doc(id));
  return await db.runTransaction(async (transaction) => {
    const [mail, profile, ...notifications] = await Promise.all([
      transaction.get(mailRef),
      transaction.get(usersCollection(db).doc(uid)),
      ...refs.map((ref) => transaction.get(ref)),
    ]);
    // Today's digest went out already: what arrived since waits for tomorrow's.
    if (mail.exists) return false;
    const preferences = await preferencesOf(transaction, db, uid);
    const waiting = notifications.filter((doc) => doc.exists && doc.get(EMAIL_DIGEST_FIELD) === 'pending');
    const included: Notification[] = [];
    for (const doc of waiting) {
      const notification = doc.data();
      if (!notification) continue;
      const stillWanted = preferences[notification.category] !== 'off';
      if (stillWanted) included.push(notification);
      markDigest(transaction, doc.ref, stillWanted ? 'sent' : 'skipped');
    }
    const email = profile.data()?.email;
    if (included.length === 0 || !email) return false;
    included.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    createMailIn(transaction, mailRef, email, digestMail(uid, included, links), 'notificationDigest');
    return true;
  });
}

function markDigest(transaction: Transaction, ref: DocumentReference, state: EmailDigestState): void {
  transaction.update(ref.withConverter(null), { [EMAIL_DIGEST_FIELD]: state, emailDigestAt: FieldValue.serverTimestamp() });
}

function rawNotificationRef(db: Firestore, uid: string, notificationId: string) {
  return db.doc(firestorePaths.notification(uid, notificationId));
}
