import {
  DomainError,
  effectiveNotificationPreferences,
  type NotificationPreferences,
  notificationEmailTexts,
  type TokenSigner,
  type UnsubscribeResponse,
  verifyUnsubscribeToken,
  withCategoriesOff,
} from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { notificationPreferencesDoc } from '../../lib/collections';

export async function readNotificationPreferences(db: Firestore, uid: string): Promise<NotificationPreferences> {
  const stored = await notificationPreferencesDoc(db, uid).get();
  return effectiveNotificationPreferences(stored.data());
}

export async function saveNotificationPreferences(
  db: Firestore,
  uid: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await notificationPreferencesDoc(db, uid).set({ id: uid, ...preferences });
  return preferences;
}

/** The user and categories of a valid link; a forged one is refused (403), a malformed or expired one is a 400. */
function claimsOf(token: string, now: Date, sign: TokenSigner) {
  const check = verifyUnsubscribeToken(token, now, sign);
  if (check.ok) return check.claims;
  const texts = notificationEmailTexts.unsubscribe;
  if (check.reason === 'forged') throw DomainError.forbidden(texts.invalidLink);
  if (check.reason === 'expired') throw DomainError.badRequest(texts.expiredLink);
  throw DomainError.badRequest(texts.invalidLink);
}

/** What the link turns off, and the settings now; changes nothing (mail scanners open links). */
export async function describeUnsubscribeLink(
  db: Firestore,
  token: string,
  now: Date,
  sign: TokenSigner,
): Promise<UnsubscribeResponse> {
  const { uid, categories } = claimsOf(token, now, sign);
  return { categories: [...categories], preferences: await readNotificationPreferences(db, uid) };
}

/** Turns the link's categories off (again, harmlessly, for a repeated click). */
export async function unsubscribeByLink(
  db: Firestore,
  token: string,
  now: Date,
  sign: TokenSigner,
): Promise<UnsubscribeResponse> {
  const { uid, categories } = claimsOf(token, now, sign);
  const ref = notificationPreferencesDoc(db, uid);
  const preferences = await db.runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    const next = withCategoriesOff(effectiveNotificationPreferences(stored.data()), categories);
    transaction.set(ref, { id: uid, ...next });
    return next;
  });
  return { categories: [...categories], preferences };
}
