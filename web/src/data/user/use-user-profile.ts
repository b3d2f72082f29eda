import { firestorePaths, type UserProfile } from '@estatekey/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { useAuthSession } from '../../lib/auth/auth-session';
import { userProfileConverter } from './user-profile-converter';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveDocData } from '../../lib/firebase/live-source';

/** The signed-in user's uid; only for components that render inside the signed-in frame. */
export function useSignedInUid(): string {
  const session = useAuthSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUid is only for the signed-in area');
  return session.user.uid;
}

/**
 * The signed-in user's profile, `users/{uid}`, live: edits made anywhere (profile form, onboarding, an admin) show
 * at once. `null` while the document does not exist yet (right after registration).
 */
export function useUserProfile(): LiveResult<UserProfile | null> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const profileRef = useMemo(
    () => doc(firestore, firestorePaths.user(uid)).withConverter(userProfileConverter),
    [firestore, uid],
  );
  return liveResult(useLiveDocData(profileRef), (profile) => profile ?? null);
}
