import { firestorePaths, type UserProfile } from '@estatekey/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';

import { useSignedInUid } from '../../lib/auth/auth-session';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveDocData } from '../../lib/firebase/live-source';
import { useFirestore } from '../../lib/firebase/use-firestore';
import { userProfileConverter } from './user-profile-converter';

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
