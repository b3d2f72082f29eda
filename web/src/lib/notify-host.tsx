import { useEffect, useSyncExternalStore } from 'react';

import { flushWaitingToasts, loadedToaster, onToasterLoaded } from './notify';

// A prerendered page and its hydration start without the stack.
const noToaster = () => null;

/** Mounts the toast stack once the first toast has loaded it (see useNotify); renders nothing before. */
export function ToastHost() {
  const toaster = useSyncExternalStore(onToasterLoaded, loadedToaster, noToaster);
  return toaster ? <MountedToaster toaster={toaster} /> : null;
}

function MountedToaster({ toaster }: { toaster: NonNullable<ReturnType<typeof loadedToaster>> }) {
  // The stack exists from this component's first commit: show what was asked for while it loaded.
  useEffect(flushWaitingToasts, []);
  return <toaster.ToastStack />;
}
