import { dashboardTexts, signedInAreaTexts } from '@estatekey/domain';

import { useKeyPickupCountSnapshot } from '../../api/use-key-pickup-count';
import { asValue, defineStatCard, figureOf } from './define-stat-card';

function useKeyPickupCount() {
  return figureOf(useKeyPickupCountSnapshot(), asValue);
}

export const keyPickupsStatCard = defineStatCard(
  dashboardTexts.cards.keyPickups,
  'keyPickup',
  signedInAreaTexts.stats.keyPickupsCaption,
  useKeyPickupCount,
);
