import { dashboardTexts, signedInAreaTexts } from '@estatekey/domain';

import type { LiveResult } from '../../../lib/firebase/live-result';
import { formatUnreadCount } from '../../../data/notifications/unread-count';
import { useUnreadNotificationCount } from '../../../data/notifications/use-unread-notification-count';
import { useDocumentSummarySnapshot } from '../api/use-document-summary';
import { useKeyPickupCountSnapshot } from '../api/use-key-pickup-count';
import {
  memberCasesRefreshKey,
  useMemberCaseCount,
  useMemberCasesSnapshot,
} from '../../../data/cases/use-member-cases';
import {
  memberPropertiesRefreshKey,
  useMemberActiveListingCount,
  useMemberPropertyCount,
} from '../../../data/properties/use-member-properties';
import { useMemberPropertiesSnapshot } from '../api/use-member-properties';
import type { StatCardDefinition, StatFigure } from './live-stat-card';

const { cards } = dashboardTexts;
const { stats } = signedInAreaTexts;

function figureOf<T>(result: LiveResult<T>, figure: (data: T) => StatFigure): LiveResult<StatFigure> {
  return result.status === 'success' ? { status: 'success', data: figure(result.data) } : result;
}

const asValue = (count: number): StatFigure => ({ value: count });

// Counts come from the server (an aggregation), asked again whenever the first page of the list they count changes:
// the page is the listener the dashboard's panels hold anyway.
function usePropertyCount() {
  return figureOf(useMemberPropertyCount(memberPropertiesRefreshKey(useMemberPropertiesSnapshot())), asValue);
}

function useActiveListingCount() {
  return figureOf(useMemberActiveListingCount(memberPropertiesRefreshKey(useMemberPropertiesSnapshot())), asValue);
}

function useCaseCount() {
  return figureOf(useMemberCaseCount(memberCasesRefreshKey(useMemberCasesSnapshot())), asValue);
}

/** Total documents, captioned with the number of cases they belong to (spec part 1 §2.10). */
function useDocumentCount() {
  return figureOf(useDocumentSummarySnapshot(), (summary) => ({
    value: summary.totalDocuments,
    caption: dashboardTexts.documentsSummary(summary.totalDocuments, summary.casesWithDocuments),
  }));
}

function useKeyPickupCount() {
  return figureOf(useKeyPickupCountSnapshot(), (count) => ({ value: count }));
}

/** The same live unread count as the sidebar badge (DESIGN §8: not the spec's fixed 4). */
function useUnreadCount() {
  return figureOf(useUnreadNotificationCount(), (count) => ({ value: formatUnreadCount(count) }));
}

function statCard(
  title: string,
  icon: StatCardDefinition['frame']['icon'],
  caption: string,
  useFigure: StatCardDefinition['useFigure'],
): StatCardDefinition {
  return { frame: { title, icon, caption }, useFigure };
}

/** Every stat card a role dashboard may show: title, icon, caption and live figure. Each role lists its own. */
export const STAT_CARDS = {
  properties: statCard(cards.properties, 'properties', stats.propertiesCaption, usePropertyCount),
  activeListings: statCard(cards.activeListings, 'submitProperty', stats.activeListingsCaption, useActiveListingCount),
  cases: statCard(cards.cases, 'manageDocuments', stats.casesCaption, useCaseCount),
  documents: statCard(cards.documents, 'courtDocuments', stats.documentsCaption, useDocumentCount),
  keyPickups: statCard(cards.keyPickups, 'keyPickup', stats.keyPickupsCaption, useKeyPickupCount),
  notifications: statCard(cards.notifications, 'notifications', stats.notificationsCaption, useUnreadCount),
} as const;
