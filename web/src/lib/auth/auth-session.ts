import { createContext, useContext, useEffect } from 'react';
import type { Role } from '@estatekey/domain';

export interface SignedInUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
  /**
   * The ID token's `auth_time`: when the user signed in, in seconds since the epoch (token refreshes keep it). A
   * session signed in before the profile's `tokensRevokedAt` was revoked (EndRevokedSession).
   */
  readonly authTime: number;
}

/**
 * Who is using the app, as the UI needs it. `role` is the verified `role` claim of the ID token; null when the token
 * carries none (such a user passes only routes open to every signed-in user).
 */
export type AuthSession =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'signedIn'; readonly user: SignedInUser; readonly role: Role | null };

export const AuthSessionContext = createContext<AuthSession | null>(null);

/**
 * Starts reading the session (loads the Firebase Auth SDK) the first time a screen asks for it, so pages that never
 * ask (the landing page) don't download the SDK. Without a provider (component tests inject the session) it does
 * nothing.
 */
export const StartAuthSessionContext = createContext<() => void>(() => undefined);

/**
 * The current session. Reading it starts Firebase Auth unless `start` is false: the route guard reads it on every
 * page but needs it (and so starts it) only on routes that are not public.
 */
export function useAuthSession({ start = true }: { readonly start?: boolean } = {}): AuthSession {
  const session = useContext(AuthSessionContext);
  const startAuthSession = useContext(StartAuthSessionContext);
  useEffect(() => {
    if (start) startAuthSession();
  }, [start, startAuthSession]);
  if (!session) throw new Error('useAuthSession must be used inside an AuthSessionContext provider');
  return session;
}

/** The signed-in user's uid; only for components that render inside the signed-in frame. */
export function useSignedInUid(): string {
  const session = useAuthSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUid is only for the signed-in area');
  return session.user.uid;
}
