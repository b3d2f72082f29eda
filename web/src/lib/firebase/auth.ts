import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  onIdTokenChanged,
  setPersistence,
  signOut as firebaseSignOut,
  type IdTokenResult,
  type User,
} from 'firebase/auth';
import { isRole, type Role } from '@estatekey/domain';

import { env } from '../../config/env';
import type { AuthSession, SignedInUser } from '../auth/auth-session';
import { firebaseApp } from './app';
import { EMULATOR_ENDPOINTS } from './emulators';
import { rememberTrustedDevice } from './trusted-device';

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

/**
 * What the user's ID token says: the role custom claim (set only by functions; null when absent or unknown) and
 * `email_verified`, read from the token rather than the cached user record because that is what the API and the
 * Firestore rules judge (DESIGN §5).
 */
async function readClaims(user: User): Promise<{ role: Role | null; user: SignedInUser }> {
  const token = await user.getIdTokenResult();
  const { claims } = token;
  return {
    role: isRole(claims.role) ? claims.role : null,
    user: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      emailVerified: claims.email_verified === true,
      authTime: authTimeSeconds(token),
    },
  };
}

/** The token's `auth_time` claim in seconds (the SDK types it as a string; the JWT carries a number). */
function authTimeSeconds({ claims, authTime }: IdTokenResult): number {
  const claim = Number(claims.auth_time);
  return Number.isInteger(claim) ? claim : Math.floor(Date.parse(authTime) / 1000);
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
      readClaims(user).then(
        (read) => {
          // A slower claim read must not overwrite a newer sign-out or sign-in.
          if (latestUid === user.uid) onChange({ status: 'signedIn', ...read });
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

/**
 * Fetches a fresh ID token for the signed-in user (only when it is `uid`, if given), so a claim changed on the server
 * (`email_verified` once the mailed link was opened, maybe in another tab or device) reaches the session and every
 * later call; the session hears of it through onIdTokenChanged.
 */
export async function refreshIdToken(uid?: string): Promise<void> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (user && (uid === undefined || user.uid === uid)) await user.getIdToken(true);
}

/** Signs out; the device is no longer trusted, so the next page load keeps no Firestore data and removes any left. */
export async function signOutCurrentUser(): Promise<void> {
  rememberTrustedDevice(false);
  await firebaseSignOut(auth);
}
