import { NOTIFICATION_CATEGORIES } from '@estatekey/domain';
import { adminDb } from './admin';

/**
 * Stores every notification category as 'off' in `users/{uid}/private/notificationPreferences`, as the user would
 * on their profile page: the user's notifications are still written, none is mailed. Test users get this unless a
 * suite tests mail: every notification the suites cause would otherwise queue a mail for the Functions emulator to
 * send, and hundreds of them delay the triggers and mails that other tests wait for.
 */
export async function turnNotificationMailOff(uid: string): Promise<void> {
  const off = Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, 'off']));
  await adminDb.doc(`users/${uid}/private/notificationPreferences`).set({ id: uid, ...off });
}
