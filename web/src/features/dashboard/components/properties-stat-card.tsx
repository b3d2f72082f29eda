import { messages, signedInAreaMessages } from '@estatekey/domain';

import { useMemberPropertiesSnapshot } from '../api/use-member-properties';
import { LiveStatBoundary, type StatCardFrame } from './live-stat-boundary';
import { StatCard } from './stat-card';
import { statValue } from './stat-value';

const card: StatCardFrame = {
  title: messages.dashboard.cards.properties,
  icon: 'properties',
  caption: signedInAreaMessages.stats.propertiesCaption,
};

function PropertiesCount() {
  const properties = useMemberPropertiesSnapshot();
  return <StatCard {...card} value={statValue(properties, (list) => list.length)} />;
}

export function PropertiesStatCard() {
  return (
    <LiveStatBoundary card={card}>
      <PropertiesCount />
    </LiveStatBoundary>
  );
}
