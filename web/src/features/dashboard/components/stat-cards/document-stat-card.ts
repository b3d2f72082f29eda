import { dashboardTexts, signedInAreaTexts } from '@estatekey/domain';

import { useDocumentSummarySnapshot } from '../../api/use-document-summary';
import { defineStatCard, figureOf } from './define-stat-card';

/** Total documents, captioned with the number of cases they belong to (spec part 1 §2.10). */
function useDocumentCount() {
  return figureOf(useDocumentSummarySnapshot(), (summary) => ({
    value: summary.totalDocuments,
    caption: dashboardTexts.documentsSummary(summary.totalDocuments, summary.casesWithDocuments),
  }));
}

export const documentsStatCard = defineStatCard(
  dashboardTexts.cards.documents,
  'courtDocuments',
  signedInAreaTexts.stats.documentsCaption,
  useDocumentCount,
);
