import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';

import { buildAppRoutes } from './routes';

/** The route tree under whichever router runs it (the browser's here, a static one when pages are prerendered). */
export function AppRoutes() {
  const [routes] = useState(buildAppRoutes);
  return useRoutes(routes);
}

/**
 * The declarative BrowserRouter rather than a data router: the app has no loaders or actions, and the data router
 * (createBrowserRouter) adds about 17 kB gzip to every page's first download.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
