import { createContext, useContext } from 'react';
import type { Role } from '@estatekey/domain';

export interface SignedInUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
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

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('useAuthSession must be used inside an AuthSessionContext provider');
  return session;
}
