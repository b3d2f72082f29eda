import { countUnread, firestorePaths } from '@estatekey/domain';
import { collection, limit, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { notificationConverter } from '../firebase/converters';
import { liveResult, type LiveResult } from '../firebase/live-result';
import { useSignedInUid } from '../user/use-user-profile';
import { UNREAD_COUNT_CAP } from './unread-count';

/**
 * Live number of the signed-in user's unread notifications (capped at UNREAD_COUNT_CAP). A listener, not an
 * aggregation query: `getCountFromServer` answers once, the sidebar badge and the dashboard card must follow changes.
 */
export function useUnreadNotificationCount(): LiveResult<number> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const unreadQuery = useMemo(
    () =>
      query(
        collection(firestore, firestorePaths.notifications(uid)).withConverter(notificationConverter),
        where('read', '==', false),
        limit(UNREAD_COUNT_CAP),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(unreadQuery), countUnread);
}
