import { lazy, Suspense } from 'react';

import { useAppUpdate } from '../../lib/service-worker/app-update';

// Most visits never see it: the snackbar's code loads only once a new deploy waits (the current worker serves it).
const UpdateSnackbar = lazy(() => import('./update-snackbar').then((module) => ({ default: module.UpdateSnackbar })));

/** Once a new deploy is installed: says so and offers Reload, which switches the page to it. */
export function UpdatePrompt() {
  const applyAppUpdate = useAppUpdate();
  if (applyAppUpdate === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  );
}
