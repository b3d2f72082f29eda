import { ROUTE_ACCESS, SIDEBAR_MENU, type RouteEntry, paths } from '@estatekey/domain';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PublicLayout } from '../components/layouts/public-layout';
import { ROUTE_PAGES, type PageLoader } from './route-pages';
import { AdaptiveLayout } from './routes/adaptive-layout';
import { LazySignedInLayout } from './routes/lazy-signed-in-layout';
import { LazySiteLayout } from './routes/lazy-site-layout';
import { RootLayout } from './routes/root-layout';

/** Which frame a route renders in. */
export type RouteShell = 'landing' | 'site' | 'public' | 'signedIn' | 'adaptive';

const SIDEBAR_PATHS = new Set(Object.values(SIDEBAR_MENU).flatMap((items) => items.map((item) => item.path)));

/** The public site's pages that share the landing page's nav bar and footer. */
const SITE_PATHS: ReadonlySet<string> = new Set([paths.solutions, paths.pricing, paths.resources, paths.faq]);

export function routeShell(entry: RouteEntry): RouteShell {
  if (entry.path === paths.landing) return 'landing';
  if (SITE_PATHS.has(entry.path)) return 'site';
  if (entry.access === 'public') return SIDEBAR_PATHS.has(entry.path) ? 'adaptive' : 'public';
  if (entry.access === 'guest') return 'public';
  return 'signedIn';
}

function pageRoute(entry: RouteEntry, pages: Readonly<Record<string, PageLoader>>): RouteObject {
  const loadPage = pages[entry.path];
  if (!loadPage) throw new Error(`No page registered for route ${entry.path}`);
  // Its own chunk, loaded on first render; the Suspense boundary sits in RootLayout.
  const Page = lazy(async () => ({ default: await loadPage() }));
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
