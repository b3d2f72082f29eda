import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { AppThemeProvider } from '../theme/app-theme-provider';

/** Renders a component of this feature with the app's theme, toasts and a router, as the page provides them. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppThemeProvider>
      <SnackbarProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </SnackbarProvider>
    </AppThemeProvider>,
  );
}
