import { messages, signedInAreaMessages } from '@estatekey/domain';

import { formatUnreadCount } from '../../../lib/notifications/unread-count';
import { useUnreadNotificationCount } from '../../../lib/notifications/use-unread-notification-count';
import { LiveStatBoundary, type StatCardFrame } from './live-stat-boundary';
import { StatCard } from './stat-card';
import { statValue } from './stat-value';

const card: StatCardFrame = {
  title: messages.dashboard.cards.notifications,
  icon: 'notifications',
  caption: signedInAreaMessages.stats.notificationsCaption,
};

function UnreadCount() {
  const unread = useUnreadNotificationCount();
  return <StatCard {...card} value={statValue(unread, formatUnreadCount)} />;
}

/** Live unread count from the same listener as the sidebar badge (DESIGN §8: not the spec's fixed 4). */
export function NotificationsStatCard() {
  return (
    <LiveStatBoundary card={card}>
      <UnreadCount />
    </LiveStatBoundary>
  );
}
