import { countUnread } from '@estatekey/domain';

import type { LiveResult } from '../../lib/firebase/live-result';
import { useLatestNotifications } from './use-latest-notifications';

/**
 * Live number of the signed-in user's unread notifications among the newest LATEST_NOTIFICATIONS_LIMIT: the same ones
 * the notifications page lists. A listener, not an aggregation query: `getCountFromServer` answers once, the sidebar
 * badge and the dashboard card must follow changes.
 */
export function useUnreadNotificationCount(): LiveResult<number> {
  return useLatestNotifications(countUnread);
}
