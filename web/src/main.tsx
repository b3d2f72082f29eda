import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app';
import { preloadRouteChunks } from './app/preload-route';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

const routeChunksLoaded = preloadRouteChunks(window.location.pathname);

// The service worker serves the next visit: its code loads after this page has, not among its startup downloads.
function registerServiceWorkerAfterLoad() {
  import('./lib/service-worker/register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.error('Loading the service worker registration failed', error));
}
if (document.readyState === 'complete') registerServiceWorkerAfterLoad();
else window.addEventListener('load', registerServiceWorkerAfterLoad, { once: true });

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page and /login come prerendered (vite-plugins/prerender-pages.ts): React adopts their markup once the
// page's chunk is here, so it does so in one pass (a page still loading would stay server markup that the session's
// first update replaces, with what was typed), and as a transition so a click before it finishes doesn't throw the page
// away. Every other page starts empty.
if (rootElement.hasChildNodes()) {
  void routeChunksLoaded.then(() => startTransition(() => void hydrateRoot(rootElement, app)));
} else {
  createRoot(rootElement).render(app);
}
