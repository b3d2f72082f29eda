import { activeListings, messages, signedInAreaMessages } from '@estatekey/domain';

import { useMemberPropertiesSnapshot } from '../api/use-member-properties';
import { LiveStatBoundary, type StatCardFrame } from './live-stat-boundary';
import { StatCard } from './stat-card';
import { statValue } from './stat-value';

const card: StatCardFrame = {
  title: messages.dashboard.cards.activeListings,
  icon: 'submitProperty',
  caption: signedInAreaMessages.stats.activeListingsCaption,
};

function ActiveListingsCount() {
  const properties = useMemberPropertiesSnapshot();
  return <StatCard {...card} value={statValue(properties, (list) => activeListings(list).length)} />;
}

export function ActiveListingsStatCard() {
  return (
    <LiveStatBoundary card={card}>
      <ActiveListingsCount />
    </LiveStatBoundary>
  );
}
