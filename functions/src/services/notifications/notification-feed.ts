import {
  apiTexts,
  DomainError,
  errorsTexts,
  type ListPageQuery,
  type Notification,
  type NotificationResponse,
} from '@estatekey/domain';
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { writeInBatches } from '../../lib/batched-writes';
import { userNotificationsCollection } from '../../lib/collections';
import { GRPC, hasGrpcCode } from '../../lib/error-code';
import type { NotificationContent } from './notifications';

export function toNotificationResponse(notification: Notification): NotificationResponse {
  return { ...notification, _id: notification.id };
}

/**
 * The caller's notifications, newest first (all of them, or at most `page.limit`), after the notification `page.after` (400
 * when the caller has none by that id). A paging client reads only its page, however many have piled up. Serves `GET /api/notifications`.
 */
export async function listNotifications(db: Firestore, uid: string, page: ListPageQuery): Promise<Notification[]> {
  const notifications = userNotificationsCollection(db, uid);
  let query = notifications.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (page.after !== undefined) {
    const after = await notifications.doc(page.after).get();
    if (!after.exists) {
      const message = apiTexts.unknownAfter;
      throw DomainError.badRequest(message, [{ path: 'query.after', message }]);
    }
    query = query.startAfter(after);
  }
  const snapshot = await (page.limit === undefined ? query : query.limit(page.limit)).get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * Marks one of the caller's notifications read. Notifications live under their owner, so another user's id is simply
 * not found among the caller's. Serves `PUT /api/notifications/{id}/read`.
 */
export async function markNotificationRead(db: Firestore, uid: string, notificationId: string): Promise<void> {
  // One write: an update fails with NOT_FOUND on a missing document, so no transaction reads it first (a burst of
  // clicks on one notification would contend for it).
  try {
    await userNotificationsCollection(db, uid).doc(notificationId).update({ read: true });
  } catch (error) {
    if (hasGrpcCode(error, GRPC.NOT_FOUND)) throw DomainError.notFound(errorsTexts.notificationNotFound);
    throw error;
  }
}

/**
 * Every unread notification of the caller, in batches; returns how many changed.
 * Serves `PUT /api/notifications/read-all`.
 */
export async function markAllNotificationsRead(db: Firestore, uid: string): Promise<number> {
  const unread = await userNotificationsCollection(db, uid).where('read', '==', false).select().get();
  await writeInBatches(db, unread.docs, (batch, doc) => batch.update(doc.ref, { read: true }));
  return unread.size;
}

export interface NotificationDelivery {
  /**
   * Unique per event and kind of notice, e.g. `${event.id}-milestones`. Each recipient's notification id is
   * `${key}-${uid}`, so delivering the same key again (a replayed trigger event) finds the notification already there
   * and creates no duplicate.
   */
  readonly key: string;
  readonly recipients: readonly string[];
  readonly content: NotificationContent;
}

/**
 * Creates one unread notification per recipient, at most once per key and recipient (create() refuses an existing
 * id). Used by the Firestore triggers, which Cloud Functions may deliver more than once. Returns how many were new.
 */
export async function notifyUsers(db: Firestore, delivery: NotificationDelivery): Promise<number> {
  const recipients = [...new Set(delivery.recipients)];
  const outcomes = await Promise.all(
    recipients.map(async (uid) => {
      const ref = userNotificationsCollection(db, uid).doc(`${delivery.key}-${uid}`);
      try {
        await ref.create({
          id: ref.id,
          ...delivery.content,
          read: false,
          createdAt: FieldValue.serverTimestamp(),
        });
        return true;
      } catch (error) {
        if (hasGrpcCode(error, GRPC.ALREADY_EXISTS)) return false;
        throw error;
      }
    }),
  );
  return outcomes.filter(Boolean).length;
}
