import { messages, signedInAreaMessages } from '@estatekey/domain';

import { useDocumentSummarySnapshot } from '../api/use-document-summary';
import { LiveStatBoundary, type StatCardFrame } from './live-stat-boundary';
import { StatCard } from './stat-card';
import { statValue } from './stat-value';

const card: StatCardFrame = {
  title: messages.dashboard.cards.documents,
  icon: 'courtDocuments',
  caption: signedInAreaMessages.stats.documentsCaption,
};

function DocumentCount() {
  const summary = useDocumentSummarySnapshot();
  const caption =
    summary.status === 'success'
      ? messages.dashboard.documentsSummary(summary.data.totalDocuments, summary.data.casesWithDocuments)
      : card.caption;
  return <StatCard {...card} caption={caption} value={statValue(summary, (data) => data.totalDocuments)} />;
}

/** Total documents and the number of cases they belong to (spec part 1 §2.10). */
export function DocumentsStatCard() {
  return (
    <LiveStatBoundary card={card}>
      <DocumentCount />
    </LiveStatBoundary>
  );
}
