import { ROUTE_ACCESS, SIDEBAR_MENU, type RouteEntry } from '@estatekey/domain';
import type { RouteObject } from 'react-router';

import { RouteErrorPage } from '../components/errors/route-error-page';
import { PublicLayout } from '../components/layouts/public-layout';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { paths } from '../config/paths';
import { ROUTE_PAGES, type PageLoader } from './route-pages';
import { AdaptiveLayout } from './routes/adaptive-layout';
import { RootLayout } from './routes/root-layout';

/** Which frame a route renders in. */
export type RouteShell = 'landing' | 'public' | 'signedIn' | 'adaptive';

const SIDEBAR_PATHS = new Set(Object.values(SIDEBAR_MENU).flatMap((items) => items.map((item) => item.path)));

export function routeShell(entry: RouteEntry): RouteShell {
  if (entry.path === paths.landing) return 'landing';
  if (entry.access === 'public') return SIDEBAR_PATHS.has(entry.path) ? 'adaptive' : 'public';
  if (entry.access === 'guest') return 'public';
  return 'signedIn';
}

function pageRoute(entry: RouteEntry, pages: Readonly<Record<string, PageLoader>>): RouteObject {
  const loadPage = pages[entry.path];
  if (!loadPage) throw new Error(`No page registered for route ${entry.path}`);
  return { path: entry.path, lazy: async () => ({ Component: await loadPage() }) };
}

/** The complete route tree, built from the domain's ROUTE_ACCESS table; the guard lives in RootLayout. */
export function buildAppRoutes(pages = ROUTE_PAGES): RouteObject[] {
  const routesIn = (shell: RouteShell) =>
    ROUTE_ACCESS.filter((entry) => routeShell(entry) === shell).map((entry) => pageRoute(entry, pages));

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        ...routesIn('landing'),
        { id: 'public', element: <PublicLayout />, children: routesIn('public') },
        {
          id: 'signed-in',
          lazy: async () => ({
            Component: (await import('../components/layouts/signed-in-layout')).SignedInLayout,
          }),
          children: routesIn('signedIn'),
        },
        { id: 'adaptive', element: <AdaptiveLayout />, children: routesIn('adaptive') },
      ],
    },
  ];
}
