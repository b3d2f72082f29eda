import { messages, signedInAreaMessages } from '@estatekey/domain';

import { useMemberCasesSnapshot } from '../api/use-member-cases';
import { LiveStatBoundary, type StatCardFrame } from './live-stat-boundary';
import { StatCard } from './stat-card';
import { statValue } from './stat-value';

const card: StatCardFrame = {
  title: messages.dashboard.cards.cases,
  icon: 'manageDocuments',
  caption: signedInAreaMessages.stats.casesCaption,
};

function CaseCount() {
  const cases = useMemberCasesSnapshot();
  return <StatCard {...card} value={statValue(cases, (list) => list.length)} />;
}

export function CasesStatCard() {
  return (
    <LiveStatBoundary card={card}>
      <CaseCount />
    </LiveStatBoundary>
  );
}
