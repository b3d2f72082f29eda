import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppThemeProvider } from '../../../theme/app-theme-provider';

/**
 * Renders one page at `path` under its route `pattern` (so `useParams` works), with the app's theme; where the page
 * navigates to is `router.state.location`.
 */
export function renderAtRoute(pattern: string, path: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    ...render(
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>,
    ),
    router,
  };
}
