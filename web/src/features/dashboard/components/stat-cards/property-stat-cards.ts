import { dashboardTexts, signedInAreaTexts } from '@estatekey/domain';

import {
  memberPropertiesRefreshKey,
  useMemberActiveListingCount,
  useMemberPropertyCount,
} from '../../../../data/properties/use-member-properties';
import { useMemberPropertiesSnapshot } from '../../api/use-member-properties';
import { asValue, defineStatCard, figureOf } from './define-stat-card';

// Counts come from the server (an aggregation), asked again whenever the first page of the list they count changes:
// the page is the listener the dashboard's panels hold anyway.
function usePropertyCount() {
  return figureOf(useMemberPropertyCount(memberPropertiesRefreshKey(useMemberPropertiesSnapshot())), asValue);
}

function useActiveListingCount() {
  return figureOf(useMemberActiveListingCount(memberPropertiesRefreshKey(useMemberPropertiesSnapshot())), asValue);
}

export const propertiesStatCard = defineStatCard(
  dashboardTexts.cards.properties,
  'properties',
  signedInAreaTexts.stats.propertiesCaption,
  usePropertyCount,
);

export const activeListingsStatCard = defineStatCard(
  dashboardTexts.cards.activeListings,
  'submitProperty',
  signedInAreaTexts.stats.activeListingsCaption,
  useActiveListingCount,
);
