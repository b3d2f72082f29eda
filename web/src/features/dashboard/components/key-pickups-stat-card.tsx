import { messages, signedInAreaMessages } from '@estatekey/domain';

import { useKeyPickupCountSnapshot } from '../api/use-key-pickup-count';
import { LiveStatBoundary, type StatCardFrame } from './live-stat-boundary';
import { StatCard } from './stat-card';
import { statValue } from './stat-value';

const card: StatCardFrame = {
  title: messages.dashboard.cards.keyPickups,
  icon: 'keyPickup',
  caption: signedInAreaMessages.stats.keyPickupsCaption,
};

function KeyPickupCount() {
  const keyPickups = useKeyPickupCountSnapshot();
  return <StatCard {...card} value={statValue(keyPickups, (count) => count)} />;
}

export function KeyPickupsStatCard() {
  return (
    <LiveStatBoundary card={card}>
      <KeyPickupCount />
    </LiveStatBoundary>
  );
}
