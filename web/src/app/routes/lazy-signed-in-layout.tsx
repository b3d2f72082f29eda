import { lazy } from 'react';

/** The signed-in frame (sidebar, header, the Firestore and Auth SDKs behind them), in its own chunk. */
export const LazySignedInLayout = lazy(() =>
  import('../../components/layouts/signed-in-layout').then((module) => ({ default: module.SignedInLayout })),
);
