import { firestorePaths, type Notification } from '@estatekey/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';

import { notificationConverter } from './notification-converter';
import type { LiveResult } from '../../lib/firebase/live-result';
import {
  useSignedInQuery,
  useSignedInQueryWaitingToSync,
  type SignedInQuery,
} from '../../lib/firebase/use-signed-in-query';
import { UNREAD_COUNT_CAP } from './unread-count';

/**
 * How many of the newest notifications the one notifications listener reads: the notifications page lists them, the
 * badge counts the unread among them (so it reads "99+" once all of them are unread).
 */
export const LATEST_NOTIFICATIONS_LIMIT = UNREAD_COUNT_CAP;

const latestNotifications: SignedInQuery<Notification> = (firestore, uid) =>
  query(
    collection(firestore, firestorePaths.notifications(uid)).withConverter(notificationConverter),
    orderBy('createdAt', 'desc'),
    limit(LATEST_NOTIFICATIONS_LIMIT),
  );

/**
 * The signed-in user's newest notifications, live, passed through `select`. The sidebar badge, the dashboard card,
 * Recent Activity and the notifications page all read this one query, so one listener serves them all.
 */
export function useLatestNotifications<T>(select: (newestFirst: Notification[]) => T): LiveResult<T> {
  return useSignedInQuery(latestNotifications, select);
}

/** The ids of the newest notifications changed on this device (marked read offline) that the server does not have yet. */
export function useNotificationsWaitingToSync(): ReadonlySet<string> {
  return useSignedInQueryWaitingToSync(latestNotifications);
}
