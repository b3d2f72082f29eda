import { lazy, Suspense } from 'react';

// The case and property tracks bring the stage and milestone panels, the sale path and a text field: their own chunk,
// so /home paints its first screen without them (Admins, Agents and clients without a case never need them).
const TwoTracksPanel = lazy(() => import('./two-tracks-panel').then((module) => ({ default: module.TwoTracksPanel })));

/** The client's case and property tracks, loaded apart; nothing shows until they are there (as without a case). */
export function LazyTwoTracksPanel() {
  return (
    <Suspense fallback={null}>
      <TwoTracksPanel />
    </Suspense>
  );
}
