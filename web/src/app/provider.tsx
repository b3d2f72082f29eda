import type { ReactNode } from 'react';

import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { FirebaseAuthSessionProvider } from '../lib/firebase/auth-session-provider';
import { ToastHost } from '../lib/notify-host';
import { AppThemeProvider } from '../theme/app-theme-provider';

/** Everything every page needs: error boundary, theme, toasts (loaded with the first one) and the Auth session. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <AppErrorBoundary>
        <FirebaseAuthSessionProvider>{children}</FirebaseAuthSessionProvider>
        <ToastHost />
      </AppErrorBoundary>
    </AppThemeProvider>
  );
}
