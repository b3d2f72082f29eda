import { firestorePaths, type Notification } from '@estatekey/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { notificationConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/** Entries in the dashboard's Recent Activity list. */
export const RECENT_ACTIVITY_LIMIT = 5;

/** The user's latest notifications, newest first, live: the dashboard's Recent Activity (DESIGN §8). */
export function useRecentNotificationsSnapshot(): LiveResult<Notification[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const latestQuery = useMemo(
    () =>
      query(
        collection(firestore, firestorePaths.notifications(uid)).withConverter(notificationConverter),
        orderBy('createdAt', 'desc'),
        limit(RECENT_ACTIVITY_LIMIT),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(latestQuery), (notifications) => notifications);
}
