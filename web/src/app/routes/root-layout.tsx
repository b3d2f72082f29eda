import { matchRoute, paths } from '@estatekey/domain';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { DocumentTitle } from '../../components/layouts/document-title';
import { SignedInPagePlaceholder } from '../../components/layouts/signed-in-page-placeholder';
import { SkipLink } from '../../components/layouts/skip-link';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useAuthSession } from '../../lib/auth/auth-session';
import { loginReturnState } from '../../lib/auth/login-return';
import { keepGuestPageWhileSigningIn, useSignInInProgress } from '../../lib/auth/sign-in-in-progress';
import { decideRouteAccess } from '../../lib/authorization';
import { useNotify } from '../../lib/notify';
import { routeShell } from '../route-shell';
import { useScrollOnNavigation } from './scroll-on-navigation';

/**
 * Parent of every route. It re-renders whenever the auth session changes (sign-in, sign-out, a new ID token with a
 * new role claim) and applies the route guard of the domain's ROUTE_ACCESS table to the current path.
 */
export function RootLayout() {
  const location = useLocation();
  const { pathname } = location;
  // Public pages render without the session, so they don't start (download) Firebase Auth.
  const route = matchRoute(pathname);
  const session = useAuthSession({ start: route.access !== 'public' });
  const signingIn = useSignInInProgress();
  const decision = keepGuestPageWhileSigningIn(decideRouteAccess(session, pathname), pathname, signingIn);
  useScrollOnNavigation();
  useDeniedToast(decision.kind === 'redirect' ? decision.toast : undefined);
  // A signed-in page paints its frame and title while the session restores and its chunks load, not a spinner.
  const loading = routeShell(route) === 'signedIn' ? <SignedInPagePlaceholder /> : <FullPageSpinner />;

  return (
    <>
      <DocumentTitle />
      <SkipLink />
      {/* Pages and frames are lazy chunks: the placeholder shows while the first of them loads; later navigations are
          transitions that keep the current page on screen until the next one is ready. */}
      <Suspense fallback={loading}>
        {decision.kind === 'render' && <Outlet />}
        {decision.kind === 'wait' && loading}
        {decision.kind === 'redirect' && (
          // A visitor sent to log in comes back to the page they opened (a shared link) once signed in.
          <Navigate
            to={decision.to}
            replace
            state={session.status === 'signedOut' && decision.to === paths.login ? loginReturnState(location) : null}
          />
        )}
      </Suspense>
    </>
  );
}

/** Shows the guard's toast once per redirect (StrictMode runs effects twice; the ref survives that). */
function useDeniedToast(toast: string | undefined) {
  const notify = useNotify();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (toast !== undefined && shown.current !== toast) notify.error(toast);
    shown.current = toast;
  }, [toast, notify]);
}
