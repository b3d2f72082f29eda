import type { Notification } from '@estatekey/domain';

import type { LiveResult } from '../../../lib/firebase/live-result';
import { useLatestNotifications } from '../../../data/notifications/use-latest-notifications';

/** Entries in the dashboard's Recent Activity list. */
export const RECENT_ACTIVITY_LIMIT = 5;

const newestEntries = (newestFirst: Notification[]) => newestFirst.slice(0, RECENT_ACTIVITY_LIMIT);

/** The user's latest notifications, newest first, live: the dashboard's Recent Activity (DESIGN §8). */
export function useRecentNotificationsSnapshot(): LiveResult<Notification[]> {
  return useLatestNotifications(newestEntries);
}
