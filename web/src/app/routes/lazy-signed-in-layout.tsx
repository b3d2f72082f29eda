import { lazy } from 'react';

import { loadSignedInLayout } from './frame-loaders';

/** The signed-in frame (sidebar, header; the Firestore SDK behind its live parts loads apart), in its own chunk. */
export const LazySignedInLayout = lazy(() =>
  loadSignedInLayout().then((module) => ({ default: module.SignedInLayout })),
);
