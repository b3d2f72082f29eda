import type { Notification } from '@estatekey/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { userNotificationsCollection } from '../../lib/collections';
import type { DocumentWriter } from '../../lib/mail';

export type NotificationContent = Pick<Notification, 'title' | 'message' | 'category' | 'link'> &
  Partial<Pick<Notification, 'action'>>;

/** Adds an unread notification for `uid` as part of a batch or transaction; returns its id. */
export function addNotificationIn(
  writer: DocumentWriter,
  db: Firestore,
  uid: string,
  content: NotificationContent,
): string {
  const ref = userNotificationsCollection(db, uid).doc();
  writer.set(ref, { id: ref.id, ...content, read: false, createdAt: FieldValue.serverTimestamp() });
  return ref.id;
}
