import { authTexts, sessionRevoked } from '@estatekey/domain';
import { useEffect } from 'react';

import { signOutCurrentUser } from '../firebase/auth';
import { useNotify } from '../notify';
import { useUserProfile } from '../../data/user/use-user-profile';
import { useAuthSession } from './auth-session';
import { signOutInProgress } from './sign-out-in-progress';

/**
 * Signs this tab out once its session was revoked: an admin changed the role or disabled the account, or the user
 * signed out everywhere elsewhere. Functions then write the profile's `tokensRevokedAt`; the API and the rules refuse
 * this token from that moment, so the user is sent to sign in again (the route guard leads a signed-out user to
 * /login) rather than left on pages that can no longer load.
 */
function useEndRevokedSession(): void {
  const session = useAuthSession();
  const profile = useUserProfile();
  const notify = useNotify();
  const authTime = session.status === 'signedIn' ? session.user.authTime : null;
  const revokedAt = profile.status === 'success' ? profile.data?.tokensRevokedAt : undefined;
  const revoked = authTime !== null && sessionRevoked(authTime, revokedAt);

  useEffect(() => {
    if (!revoked || signOutInProgress()) return;
    signOutCurrentUser().then(
      () => notify.info(authTexts.sessionExpired),
      (error: unknown) => console.error('Signing out a revoked session failed', error),
    );
  }, [revoked, notify]);
}

/** Renders nothing; watches the session for revocation (see useEndRevokedSession). */
export function EndRevokedSession(): null {
  useEndRevokedSession();
  return null;
}
