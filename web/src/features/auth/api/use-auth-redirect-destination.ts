import { accountRoutes, authRedirectDestination } from '@estatekey/domain';
import { useEffect, useState } from 'react';

import { callApi } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth/auth-session';

/**
 * The /auth-redirect gate (spec part 2 §2): where the current user belongs, or null while the session or the user
 * (GET /api/users/me) is still loading. A failed load counts as "not an attorney": /home.
 */
export function useAuthRedirectDestination(): string | null {
  const session = useAuthSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const [resolved, setResolved] = useState<{ uid: string; destination: string } | null>(null);

  useEffect(() => {
    if (uid === null) return;
    const controller = new AbortController();
    callApi(accountRoutes.me, { signal: controller.signal }).then(
      (user) => {
        if (!controller.signal.aborted) setResolved({ uid, destination: authRedirectDestination(user, true) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the signed-in user for /auth-redirect', error);
        setResolved({ uid, destination: authRedirectDestination(null, true) });
      },
    );
    return () => controller.abort();
  }, [uid]);

  if (session.status === 'signedOut') return authRedirectDestination(null, false);
  if (resolved !== null && resolved.uid === uid) return resolved.destination;
  return null;
}
