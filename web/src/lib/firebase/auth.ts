import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  setPersistence,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { isRole, type Role } from '@estatekey/domain';

import { env } from '../../config/env';
import type { AuthSession, SignedInUser } from '../auth/auth-session';
import { firebaseApp } from './app';
import { EMULATOR_ENDPOINTS } from './emulators';

// initializeAuth instead of getAuth: no popup/redirect resolver in the bundle (the app signs in with e-mail and
// password only). A user stored in session storage stays there on reload: that persistence never migrates.
export const auth = initializeAuth(firebaseApp, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, EMULATOR_ENDPOINTS.authUrl, { disableWarnings: true });
}

/**
 * 'Remember me for 7 days': checked keeps the session across browser restarts (local storage), unchecked only for
 * this browser session. Call before signing in; the choice applies to the next sign-in.
 */
export async function rememberSignIn(remember: boolean): Promise<void> {
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
}

function toSignedInUser(user: User): SignedInUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
}

/** The role custom claim of the user's ID token (set only by functions); null when absent or unknown. */
async function readRoleClaim(user: User): Promise<Role | null> {
  const { claims } = await user.getIdTokenResult();
  return isRole(claims.role) ? claims.role : null;
}

/**
 * Calls `onChange` with the session now and whenever the signed-in user or their ID token changes (sign-in,
 * sign-out, token refresh after a claim change). Returns the unsubscribe function.
 */
export function watchAuthSession(
  onChange: (session: AuthSession) => void,
  onError: (error: unknown) => void,
): () => void {
  let latestUid: string | null | undefined;
  return onIdTokenChanged(
    auth,
    (user) => {
      latestUid = user?.uid ?? null;
      if (!user) {
        onChange({ status: 'signedOut' });
        return;
      }
      readRoleClaim(user).then(
        (role) => {
          // A slower claim read must not overwrite a newer sign-out or sign-in.
          if (latestUid === user.uid) onChange({ status: 'signedIn', user: toSignedInUser(user), role });
        },
        onError,
      );
    },
    onError,
  );
}

/** The current user's ID token for `Authorization: Bearer`, or null when nobody is signed in. */
export async function getCurrentIdToken(): Promise<string | null> {
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? await user.getIdToken() : null;
}

export async function signOutCurrentUser(): Promise<void> {
  await firebaseSignOut(auth);
}
