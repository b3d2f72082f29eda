import { Navigate, Outlet, useLocation } from 'react-router';

import { useAuthSession } from '../../../lib/auth/auth-session';
import { keepGuestPageWhileSigningIn, useSignInInProgress } from '../../../lib/auth/sign-in-in-progress';
import { decideRouteAccess } from '../../../lib/authorization';

/** The app's route guard, applied as RootLayout applies it (features may not import the app layer). */
export function GuardedOutlet() {
  const session = useAuthSession();
  const { pathname } = useLocation();
  const signingIn = useSignInInProgress();
  const decision = keepGuestPageWhileSigningIn(decideRouteAccess(session, pathname), pathname, signingIn);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return null;
  return <Outlet />;
}
