/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

import { offerAppUpdate } from './app-update';

/**
 * Registers the service worker that vite-plugin-pwa builds (it waits for the page's load event, so the first visit's
 * paint does not compete with the precache). A new deploy's worker waits until the user picks Reload in the prompt.
 * The browser looks for a new worker on every page load; a tab left open also looks when it is shown again.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      offerAppUpdate(() => updateServiceWorker());
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        registration.update().catch((error: unknown) => {
          // Offline, or the server is unreachable: the next check will try again.
          console.warn('Checking for a new version failed', error);
        });
      });
    },
    onRegisterError(error: unknown) {
      // The app works without the worker, only without the cached copy of itself.
      console.error('The service worker could not be registered', error);
    },
  });
}
