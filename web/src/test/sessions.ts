import type { Role } from '@estatekey/domain';

import type { AuthSession } from '../lib/auth/auth-session';

/** When every test session signed in (the token's auth_time, seconds since the epoch). */
export const SIGNED_IN_AT = 1_767_225_600;

export const signedOut: AuthSession = { status: 'signedOut' };
export const sessionLoading: AuthSession = { status: 'loading' };

export function signedInAs(role: Role | null, uid = `test-${role ?? 'no-role'}`): AuthSession {
  return {
    status: 'signedIn',
    role,
    user: { uid, email: `${uid}@example.com`, displayName: null, emailVerified: true, authTime: SIGNED_IN_AT },
  };
}
