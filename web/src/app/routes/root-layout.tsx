import { matchRoute } from '@estatekey/domain';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';

import { DocumentTitle } from '../../components/layouts/document-title';
import { SkipLink } from '../../components/layouts/skip-link';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useAuthSession } from '../../lib/auth/auth-session';
import { keepGuestPageWhileSigningIn, useSignInInProgress } from '../../lib/auth/sign-in-in-progress';
import { decideRouteAccess } from '../../lib/authorization';

/**
 * Parent of every route. It re-renders whenever the auth session changes (sign-in, sign-out, a new ID token with a
 * new role claim) and applies the route guard of the domain's ROUTE_ACCESS table to the current path.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  // Public pages render without the session, so they don't start (download) Firebase Auth.
  const session = useAuthSession({ start: matchRoute(pathname).access !== 'public' });
  const signingIn = useSignInInProgress();
  const decision = keepGuestPageWhileSigningIn(decideRouteAccess(session, pathname), pathname, signingIn);

  return (
    <>
      <DocumentTitle />
      <SkipLink />
      {decision.kind === 'render' && <Outlet />}
      {decision.kind === 'wait' && <FullPageSpinner />}
      {decision.kind === 'redirect' && <Navigate to={decision.to} replace />}
      <ScrollRestoration />
    </>
  );
}
