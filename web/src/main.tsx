import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

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

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
