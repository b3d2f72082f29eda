import { dashboardTexts, signedInAreaTexts } from '@estatekey/domain';

import {
  memberCasesRefreshKey,
  useMemberCaseCount,
  useMemberCasesSnapshot,
} from '../../../../data/cases/use-member-cases';
import { asValue, defineStatCard, figureOf } from './define-stat-card';

// A server count, asked again whenever the first page of the cases the dashboard's panel holds changes.
function useCaseCount() {
  return figureOf(useMemberCaseCount(memberCasesRefreshKey(useMemberCasesSnapshot())), asValue);
}

export const casesStatCard = defineStatCard(
  dashboardTexts.cards.cases,
  'manageDocuments',
  signedInAreaTexts.stats.casesCaption,
  useCaseCount,
);
