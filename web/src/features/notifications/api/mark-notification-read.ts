import { firestorePaths } from '@estatekey/domain';
import { doc, updateDoc } from 'firebase/firestore';
import { useCallback } from 'react';

import { useSignedInUid } from '../../../lib/auth/auth-session';
import { useFirestore } from '../../../lib/firebase/use-firestore';

/**
 * Marks one of the user's notifications read with a direct write: the rules allow the owner exactly `read: true`
 * and nothing else (DESIGN §5). The live list picks the change up.
 */
export function useMarkNotificationRead(): (notificationId: string) => Promise<void> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  return useCallback(
    (notificationId: string) =>
      updateDoc(doc(firestore, firestorePaths.notification(uid, notificationId)), { read: true }),
    [firestore, uid],
  );
}
