import { TOAST } from '@estatekey/domain';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { THEMED_TOASTS } from '../components/ui/themed-toast';
import { FirebaseAuthSessionProvider } from '../lib/firebase/auth-session-provider';
import { AppThemeProvider } from '../theme/app-theme-provider';

/** Everything every page needs: error boundary, theme, toasts and the Firebase Auth session. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <AppErrorBoundary>
        <SnackbarProvider
          maxSnack={TOAST.max}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={THEMED_TOASTS}
        >
          <FirebaseAuthSessionProvider>{children}</FirebaseAuthSessionProvider>
        </SnackbarProvider>
      </AppErrorBoundary>
    </AppThemeProvider>
  );
}
