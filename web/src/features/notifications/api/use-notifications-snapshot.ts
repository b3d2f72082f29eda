import { firestorePaths, type Notification } from '@estatekey/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { notificationConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/** The notifications page lists at most this many, newest first. */
export const NOTIFICATIONS_PAGE_LIMIT = 100;

/** The signed-in user's notifications, newest first, live: new ones and read marks show without reload. */
export function useNotificationsSnapshot(): LiveResult<Notification[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const latestQuery = useMemo(
    () =>
      query(
        collection(firestore, firestorePaths.notifications(uid)).withConverter(notificationConverter),
        orderBy('createdAt', 'desc'),
        limit(NOTIFICATIONS_PAGE_LIMIT),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(latestQuery), (notifications) => notifications);
}
