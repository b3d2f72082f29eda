import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { registerServiceWorker } from './lib/service-worker/register-service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

registerServiceWorker();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
