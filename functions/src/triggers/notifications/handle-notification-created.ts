import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import { getAppBaseUrl } from '../../config';
import { firestore } from '../../lib/firebase-admin';
import { configuredUnsubscribeSigner } from '../../lib/unsubscribe-signer';
import { mailNotification, sendNotificationDigests } from '../../services/notifications/notification-mail';

/** `users/{uid}/notifications/{id}` created: mailed now, kept for the digest, or not mailed, as its owner chose. */
export async function handleNotificationCreated(
  event: Pick<FirestoreEvent<unknown, { uid: string; id: string }>, 'params'>,
): Promise<void> {
  await mailNotification(firestore, event.params.uid, event.params.id, {
    appBaseUrl: getAppBaseUrl(),
    sign: configuredUnsubscribeSigner(),
    now: new Date(),
  });
}

/** The daily digest job, at the scheduled time. */
export async function handleDigestSchedule(scheduleTime: Date): Promise<void> {
  await sendNotificationDigests(firestore, {
    appBaseUrl: getAppBaseUrl(),
    sign: configuredUnsubscribeSigner(),
    now: scheduleTime,
  });
}
