import { ROUTE_ACCESS, type RouteEntry } from '@estatekey/domain';
import type { RouteObject } from 'react-router';

import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PublicLayout } from '../components/layouts/public-layout';
import { ROUTE_PAGES, routePage, type PageLoader } from './route-pages';
import { routeShell, type RouteShell } from './route-shell';
import { AdaptiveLayout } from './routes/adaptive-layout';
import { LazySignedInLayout } from './routes/lazy-signed-in-layout';
import { LazySiteLayout } from './routes/lazy-site-layout';
import { RootLayout } from './routes/root-layout';

function pageRoute(entry: RouteEntry, pages: Readonly<Record<string, PageLoader>>): RouteObject {
  const loadPage = pages[entry.path];
  if (!loadPage) throw new Error(`No page registered for route ${entry.path}`);
  // Its own chunk, loaded on first render unless preloaded; the Suspense boundary sits in RootLayout.
  const { Component: Page } = routePage(loadPage);
  return { path: entry.path, element: <Page /> };
}

/**
 * The complete route tree, built from the domain's ROUTE_ACCESS table; the guard lives in RootLayout. Plain element
 * routes (no loaders), so the app runs it with the small declarative router (see router.tsx) and tests may use a
 * memory router.
 */
export function buildAppRoutes(pages = ROUTE_PAGES): RouteObject[] {
  const routesIn = (shell: RouteShell) =>
    ROUTE_ACCESS.filter((entry) => routeShell(entry) === shell).map((entry) => pageRoute(entry, pages));

  return [
    {
      id: 'root',
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        ...routesIn('landing'),
        { id: 'site', element: <LazySiteLayout />, children: routesIn('site') },
        { id: 'public', element: <PublicLayout />, children: routesIn('public') },
        { id: 'signed-in', element: <LazySignedInLayout />, children: routesIn('signedIn') },
        { id: 'adaptive', element: <AdaptiveLayout />, children: routesIn('adaptive') },
      ],
    },
  ];
}
