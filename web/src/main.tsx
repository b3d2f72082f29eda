// First: configures zod before any module builds a schema.
import './config/zod-without-eval';

import { matchRoute } from '@estatekey/domain';
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
// The landing page, /login and the signed-in pages without a parameter come prerendered (vite-plugins/prerender-pages.ts):
// React adopts their markup as a transition, so a click before it finishes doesn't throw the page away. A public page
// (it starts no session) and a signed-in page's placeholder (it holds nothing to lose) are adopted at once, so React can
// replay a click made while their chunks load. /login starts the session, whose first update would replace a page still
// waiting for its chunk (with what was typed): it is adopted once its chunks are here, in one pass; until then its
// submit is disabled and its links are plain links. Every other page starts empty and is rendered as a transition too:
// React then renders in slices that yield to the browser between them, instead of one long task that blocks a tap (a
// phone's first render of a signed-in page is several hundred ms of work).
if (rootElement.hasChildNodes()) {
  const hydrate = () => startTransition(() => void hydrateRoot(rootElement, app));
  if (matchRoute(window.location.pathname).access === 'guest') void routeChunksLoaded.then(hydrate);
  else hydrate();
} else {
  startTransition(() => createRoot(rootElement).render(app));
}
