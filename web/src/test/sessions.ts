import type { Role } from '@estatekey/domain';

import type { AuthSession } from '../lib/auth/auth-session';

export const signedOut: AuthSession = { status: 'signedOut' };
export const sessionLoading: AuthSession = { status: 'loading' };

export function signedInAs(role: Role | null, uid = `test-${role ?? 'no-role'}`): AuthSession {
  return {
    status: 'signedIn',
    role,
    user: { uid, email: `${uid}@example.com`, displayName: null, emailVerified: true },
  };
}
