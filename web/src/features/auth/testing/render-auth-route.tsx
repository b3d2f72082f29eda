import { pageTitleTexts } from '@estatekey/domain';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { AuthSessionContext, type AuthSession } from '../../../lib/auth/auth-session';
import { AppThemeProvider } from '../../../theme/app-theme-provider';
import { GuardedOutlet } from './guarded-outlet';

/** A stand-in page that names the route by its title, for the places the account screens send users to. */
function destinationRoute(path: string): RouteObject {
  return { path, element: <h1>{pageTitleTexts[path]}</h1> };
}

const DESTINATIONS = ['/', '/home', '/login', '/register', '/attorney/onboarding', '/attorney/dashboard'];

export interface RenderAuthRouteOptions {
  readonly path: string;
  readonly element: ReactNode;
  readonly initialEntry: string;
  readonly session: AuthSession;
  readonly strictMode?: boolean;
}

/**
 * Renders one account screen at `initialEntry` behind the real route guard, with stand-in pages for every place it
 * may send the user. The session is injected; `setSession` changes it as Firebase Auth would. `visitedPaths` lists
 * every location the router showed, in order.
 */
export function renderAuthRoute({ path, element, initialEntry, session, strictMode = false }: RenderAuthRouteOptions) {
  const routes: RouteObject[] = [
    {
      element: <GuardedOutlet />,
      children: [
        { path, element },
        ...DESTINATIONS.filter((destination) => destination !== path).map(destinationRoute),
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const visitedPaths: string[] = [router.state.location.pathname];
  router.subscribe((state) => {
    if (visitedPaths.at(-1) !== state.location.pathname) visitedPaths.push(state.location.pathname);
  });

  const tree = (current: AuthSession) => {
    const app = (
      <AppThemeProvider>
        <SnackbarProvider>
          <AuthSessionContext.Provider value={current}>
            <RouterProvider router={router} />
          </AuthSessionContext.Provider>
        </SnackbarProvider>
      </AppThemeProvider>
    );
    return strictMode ? <StrictMode>{app}</StrictMode> : app;
  };
  const view = render(tree(session));

  return {
    ...view,
    router,
    visitedPaths,
    setSession(next: AuthSession) {
      view.rerender(tree(next));
    },
  };
}
