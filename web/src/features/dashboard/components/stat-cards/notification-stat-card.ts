import { dashboardTexts, signedInAreaTexts } from '@estatekey/domain';

import { formatUnreadCount } from '../../../../data/notifications/unread-count';
import { useUnreadNotificationCount } from '../../../../data/notifications/use-unread-notification-count';
import { defineStatCard, figureOf } from './define-stat-card';

/** The same live unread count as the sidebar badge (DESIGN §8: not the spec's fixed 4). */
function useUnreadCount() {
  return figureOf(useUnreadNotificationCount(), (count) => ({ value: formatUnreadCount(count) }));
}

export const notificationsStatCard = defineStatCard(
  dashboardTexts.cards.notifications,
  'notifications',
  signedInAreaTexts.stats.notificationsCaption,
  useUnreadCount,
);
