import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { AuthSessionContext, StartAuthSessionContext, type AuthSession } from '../auth/auth-session';

/**
 * Provides the Firebase Auth session; re-renders everything below whenever the user or their ID token changes.
 * The Auth SDK loads in its own chunk once a screen first reads the session (a guarded route, the sign-in pages, the
 * signed-in layout): public pages such as the landing page paint and finish loading without it.
 */
export function FirebaseAuthSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AuthSession>({ status: 'loading' });
  const [startupError, setStartupError] = useState<unknown>(null);
  const [started, setStarted] = useState(false);
  // A state setter is stable, so screens that start the session don't re-run their effect on every render.
  const [startAuthSession] = useState(() => () => setStarted(true));

  useEffect(() => {
    if (!started) return;
    let stopWatching: (() => void) | undefined;
    let unmounted = false;
    import('./auth').then(
      ({ watchAuthSession }) => {
        if (unmounted) return;
        // A transition: the first signed-in render (the frame and the page, several hundred ms on a phone) renders in
        // slices that let the browser handle a tap between them, and the prerendered placeholder stays up until the
        // page's chunks are here instead of a spinner in its place.
        const show = (next: AuthSession) => startTransition(() => setSession(next));
        stopWatching = watchAuthSession(show, (error) => {
          // The spec's session restore: a session that cannot be read is cleared, the visitor is signed out.
          console.error('Could not read the signed-in session', error);
          show({ status: 'signedOut' });
        });
      },
      // A bad configuration (EnvError) or a chunk that cannot load: show the error screen, not a half-working app.
      (error: unknown) => setStartupError(error ?? new Error('Firebase Auth failed to start')),
    );
    return () => {
      unmounted = true;
      stopWatching?.();
    };
  }, [started]);

  if (startupError) throw startupError;
  return (
    <StartAuthSessionContext.Provider value={startAuthSession}>
      <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>
    </StartAuthSessionContext.Provider>
  );
}
