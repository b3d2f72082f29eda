import { COLLECTIONS, type Property } from '@estatekey/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

import { propertyConverter } from '../../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../../lib/firebase/live-result';

/**
 * One property, live (admins may read every property): the side panel shows milestone and review changes, its own
 * and other people's, as they happen. Undefined once the property is gone.
 */
export function useLiveProperty(propertyId: string): LiveResult<Property | undefined> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, COLLECTIONS.properties, propertyId).withConverter(propertyConverter),
    [firestore, propertyId],
  );
  return liveResult(useFirestoreDocData(ref), (property) => property);
}
