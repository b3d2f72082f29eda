import type { Notification } from '@estatekey/domain';

import type { LiveResult } from '../../../lib/firebase/live-result';
import {
  useLatestNotifications,
  useNotificationsWaitingToSync,
} from '../../../data/notifications/use-latest-notifications';

const all = (newestFirst: Notification[]) => newestFirst;

/**
 * The signed-in user's notifications (the newest LATEST_NOTIFICATIONS_LIMIT), newest first, live: new ones and read
 * marks show without reload. The sidebar badge reads the same listener.
 */
export function useNotificationsSnapshot(): LiveResult<Notification[]> {
  return useLatestNotifications(all);
}

/** Notifications marked read on this device that the server does not have yet (offline): 'Waiting to sync'. */
export { useNotificationsWaitingToSync };
