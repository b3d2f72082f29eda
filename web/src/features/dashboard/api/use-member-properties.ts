import { COLLECTIONS, type Property } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { propertyConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';
import { useSignedInUid } from '../../../lib/user/use-user-profile';

/** Properties the user owns or that are shared with them (`memberIds`), live, oldest first. */
export function useMemberPropertiesSnapshot(): LiveResult<Property[]> {
  const uid = useSignedInUid();
  const firestore = useFirestore();
  const memberQuery = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.properties).withConverter(propertyConverter),
        where('memberIds', 'array-contains', uid),
      ),
    [firestore, uid],
  );
  return liveResult(useFirestoreCollectionData(memberQuery), (properties) =>
    [...properties].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
  );
}
