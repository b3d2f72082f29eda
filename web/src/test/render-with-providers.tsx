import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { AppThemeProvider } from '../theme/app-theme-provider';

/**
 * Renders a component of this feature with the app's theme, toasts and a router, as the page provides them; `url` is
 * the router's location (a page that reads its query string).
 */
export function renderWithProviders(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  return render(
    <AppThemeProvider>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </SnackbarProvider>
    </AppThemeProvider>,
  );
}
