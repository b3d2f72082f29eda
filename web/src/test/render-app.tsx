import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { PageLoader } from '../app/route-pages';
import { buildAppRoutes } from '../app/routes';
import { AuthSessionContext, type AuthSession } from '../lib/auth/auth-session';
import { AppThemeProvider } from '../theme/app-theme-provider';

function TestProviders({ session, children }: { session: AuthSession; children: ReactNode }) {
  return (
    <AppThemeProvider>
      <SnackbarProvider>
        <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>
      </SnackbarProvider>
    </AppThemeProvider>
  );
}

export interface RenderAppOptions {
  /** Replaces the page of each route pattern, e.g. to test the guard and layouts apart from the screens. */
  readonly pages?: Readonly<Record<string, PageLoader>>;
}

/**
 * Renders the app's real route tree at `path` in a memory router, with the auth session injected instead of
 * Firebase Auth. `setSession` swaps the session as an auth state change would.
 */
export function renderAppAt(path: string, session: AuthSession, options: RenderAppOptions = {}) {
  const router = createMemoryRouter(buildAppRoutes(options.pages), { initialEntries: [path] });
  const view = render(
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return {
    ...view,
    router,
    setSession(next: AuthSession) {
      view.rerender(
        <TestProviders session={next}>
          <RouterProvider router={router} />
        </TestProviders>,
      );
    },
  };
}
