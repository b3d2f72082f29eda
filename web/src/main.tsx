import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app';
import { preloadRouteChunks } from './app/preload-route';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

preloadRouteChunks(window.location.pathname);

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
// The landing page comes prerendered (vite-plugins/prerender-pages.ts): React adopts their markup, as a
// transition so a click before it finishes doesn't throw the page away; every other page starts empty.
if (rootElement.hasChildNodes()) startTransition(() => void hydrateRoot(rootElement, app));
else createRoot(rootElement).render(app);
