import { useSyncExternalStore } from 'react';

/** Switches the page to the waiting service worker; the page reloads once that worker controls it. */
export type ApplyAppUpdate = () => Promise<void>;

let applyAppUpdate: ApplyAppUpdate | null = null;
const listeners = new Set<() => void>();

/** Offers a new deploy to every layout's update prompt (one registration serves the whole page). */
export function offerAppUpdate(apply: ApplyAppUpdate): void {
  applyAppUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** How to switch to the new deploy once its service worker waits; null while the page runs the newest one. */
export function useAppUpdate(): ApplyAppUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => applyAppUpdate,
    () => null,
  );
}
