import { useEffect, useState, type ReactNode } from 'react';

import { AuthSessionContext, type AuthSession } from '../auth/auth-session';

/**
 * Provides the Firebase Auth session; re-renders everything below whenever the user or their ID token changes.
 * The Auth SDK loads in its own chunk right after start, so public pages paint without waiting for it.
 */
export function FirebaseAuthSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AuthSession>({ status: 'loading' });
  const [startupError, setStartupError] = useState<unknown>(null);

  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    let unmounted = false;
    import('./auth').then(
      ({ watchAuthSession }) => {
        if (unmounted) return;
        stopWatching = watchAuthSession(setSession, (error) => {
          // The spec's session restore: a session that cannot be read is cleared, the visitor is signed out.
          console.error('Could not read the signed-in session', error);
          setSession({ status: 'signedOut' });
        });
      },
      // A bad configuration (EnvError) or a chunk that cannot load: show the error screen, not a half-working app.
      (error: unknown) => setStartupError(error ?? new Error('Firebase Auth failed to start')),
    );
    return () => {
      unmounted = true;
      stopWatching?.();
    };
  }, []);

  if (startupError) throw startupError;
  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}
