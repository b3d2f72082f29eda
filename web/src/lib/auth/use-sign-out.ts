import { authTexts, paths } from '@estatekey/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

import { signOutCurrentUser } from '../firebase/auth';
import { isTrustedDevice } from '../firebase/trusted-device';
import { useNotify } from '../notify';
import { holdSignOut } from './sign-out-in-progress';

/**
 * On a trusted device Firestore kept the user's data in IndexedDB: it is deleted now, not left for whoever uses the
 * device next. Deleting needs Firestore stopped, and a stopped Firestore (held by useFirestore and the live
 * sources) cannot start again in this page, so the landing page is loaded anew, with the memory cache; the
 * log-out toast is not shown on that fresh load.
 */
async function removeFirestoreData(): Promise<'reloading' | 'nothingKept'> {
  const { keepsDataOnDevice, removeDataKeptOnDevice } = await import('../firebase/firestore');
  if (!keepsDataOnDevice) return 'nothingKept';
  await removeDataKeptOnDevice();
  window.location.assign(paths.landing);
  return 'reloading';
}

interface PageLeft {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
}

function pageLeft(): PageLeft {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Log out (spec part 1 §4, §8): revokes the session on the server, leaves the signed-in area for the landing page,
 * then signs out of Firebase Auth. Leaving first means no live Firestore listener outlives the sign-out and the route
 * guard never bounces the user through /login. When the server cannot revoke, the user stays signed in and is told.
 *
 * Use it inside the signed-in area only: it waits until the component using it has unmounted. The router renders the
 * landing page in a transition, after navigate() resolves; signing out before that commit would let the signed-in
 * page still on screen send the user to /login instead.
 */
export function useSignOut(): () => Promise<void> {
  const notify = useNotify();
  const navigate = useNavigate();
  const left = useRef<PageLeft | null>(null);

  useEffect(() => {
    const current = pageLeft();
    left.current = current;
    return () => current.resolve();
  }, []);

  return useCallback(async () => {
    const release = holdSignOut();
    try {
      // The API client and the account routes' schemas load when the user logs out, not with every signed-in page.
      const { revokeServerSession } = await import('./revoke-server-session');
      await revokeServerSession();
      const leaving = left.current?.promise;
      await navigate(paths.landing, { replace: true });
      await leaving;
      const trusted = isTrustedDevice();
      await signOutCurrentUser();
      if (trusted && (await removeFirestoreData()) === 'reloading') return;
    } catch (error) {
      console.error('Log out failed', error);
      notify.error(authTexts.logoutFailed);
      return;
    } finally {
      release();
    }
    notify.success(authTexts.logoutSuccess);
  }, [navigate, notify]);
}
