import { COLLECTIONS, type Property } from '@estatekey/domain';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { propertyConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/**
 * The properties the user owns or that are shared with them (`memberIds`), newest first, live: a share, an unshare or
 * a milestone set by any other member shows without reload. Needs the composite index (memberIds, createdAt desc).
 */
export function useUserPropertiesSnapshot(): LiveResult<Property[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const memberProperties = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.properties).withConverter(propertyConverter),
        where('memberIds', 'array-contains', uid),
        orderBy('createdAt', 'desc'),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(memberProperties), (properties) => properties);
}
