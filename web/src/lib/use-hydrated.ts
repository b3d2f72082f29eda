import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in a page prerendered at build time and while React adopts (hydrates) it, true from the render after; true at
 * once when the page renders in the browser only. What needs the page's script (a form's submit) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
