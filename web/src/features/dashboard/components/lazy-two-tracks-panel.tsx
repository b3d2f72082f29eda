import { lazy, Suspense } from 'react';

import { WhenNearViewport } from '../../../components/ui/when-near-viewport';

// The case and property tracks bring the stage and milestone panels, the sale path and a text field: their own chunk,
// so /home paints its first screen without them (Admins, Agents and clients without a case never need them).
const TwoTracksPanel = lazy(() => import('./two-tracks-panel').then((module) => ({ default: module.TwoTracksPanel })));

/**
 * The client's case and property tracks, loaded apart and only when they near the screen: on a phone they sit below
 * the stat cards and quick actions, so their code, live reads and render wait for a scroll. Nothing shows until they
 * are there (as without a case).
 */
export function LazyTwoTracksPanel() {
  return (
    <WhenNearViewport>
      <Suspense fallback={null}>
        <TwoTracksPanel />
      </Suspense>
    </WhenNearViewport>
  );
}
