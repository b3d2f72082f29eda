import { authTexts, commonTexts, loginDestination, type LoginRequest, type UserResponse } from '@estatekey/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useAuthSession } from '../../../lib/auth/auth-session';
import { destinationAfterLogin } from '../../../lib/auth/login-return';
import { holdGuestPageDuringSignIn } from '../../../lib/auth/sign-in-in-progress';
import { useNotify } from '../../../lib/notify';
import type { FormFailure } from '../components/form-error-alert';
import { isWrongCredentialsError } from './auth-error-codes';
import { signInWithPassword } from './sign-in';

type LoginPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'signingIn' }
  | { readonly kind: 'routing'; readonly destination: string };

/** Spec part 1 §8: wrong credentials (the API's 401) have their own text; every other failure the generic one. */
export function loginFailureMessage(error: unknown): string {
  return isWrongCredentialsError(error) ? authTexts.invalidCredentials : commonTexts.internalError;
}

// The API client and the account routes' schemas are needed only once the form is submitted: the login page paints
// without them, and the submit starts their download while Firebase checks the password.
const loadCurrentUserModule = () => import('./load-current-user');

async function loadCurrentUserOrNull(): Promise<UserResponse | null> {
  try {
    const { fetchCurrentUser } = await loadCurrentUserModule();
    return await fetchCurrentUser();
  } catch (error) {
    // Spec part 1 §4: when the user's details cannot be fetched, the user still lands on /home.
    console.error('Could not load the signed-in user after login', error);
    return null;
  }
}

/**
 * The login flow: signs in with Firebase Auth, greets, loads GET /api/users/me and moves the user to the destination
 * of spec part 1 §4 once the app's session shows them signed in. A second submit while one runs is ignored.
 */
export function useLogin() {
  const session = useAuthSession();
  const navigate = useNavigate();
  // The page the route guard turned a signed-out visitor away from, if any.
  const { state: locationState } = useLocation();
  const notify = useNotify();
  const [phase, setPhase] = useState<LoginPhase>({ kind: 'idle' });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submitting = useRef(false);
  const releaseGuestPage = useRef<(() => void) | null>(null);

  const release = useCallback(() => {
    releaseGuestPage.current?.();
    releaseGuestPage.current = null;
  }, []);

  // Leaving the page (normally: arriving at the destination) ends the hold.
  useEffect(() => release, [release]);

  const logIn = useCallback(
    async (credentials: LoginRequest) => {
      if (submitting.current) return;
      submitting.current = true;
      setFailure(null);
      setPhase({ kind: 'signingIn' });
      releaseGuestPage.current = holdGuestPageDuringSignIn();
      loadCurrentUserModule().catch(() => undefined); // a failed download is retried (and reported) after sign-in
      try {
        await signInWithPassword(credentials);
      } catch (error) {
        if (!isWrongCredentialsError(error)) console.error('Sign-in failed', error);
        release();
        submitting.current = false;
        setPhase({ kind: 'idle' });
        setFailure({ message: loginFailureMessage(error) });
        return;
      }
      notify.success(authTexts.loginSuccess);
      const gateDestination = loginDestination(await loadCurrentUserOrNull());
      setPhase({ kind: 'routing', destination: destinationAfterLogin(gateDestination, locationState) });
    },
    [notify, release, locationState],
  );

  // The destination is guarded: wait until Firebase Auth's new session has reached the app before going there. The
  // hold on /login ends when this page unmounts at the destination: the router renders the new location in a
  // transition, so releasing when navigate() resolves could still let the guard act on /login.
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (phase.kind !== 'routing' || !signedIn) return;
    Promise.resolve(navigate(phase.destination, { replace: true })).catch((error: unknown) => {
      console.error('Could not open the page after login', error);
      release();
    });
  }, [phase, signedIn, navigate, release]);

  return { logIn, busy: phase.kind !== 'idle', failure };
}
