import { firestorePaths, type Property } from '@estatekey/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { propertyConverter } from './property-converter';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveDocData } from '../../lib/firebase/live-source';

/**
 * `properties/{id}`, live, for a caller the rules let read it (a member or an admin): a milestone or review change
 * made by anyone shows at once. `null` once the property is gone.
 */
export function useLiveProperty(propertyId: string): LiveResult<Property | null> {
  const firestore = useFirestore();
  const propertyRef = useMemo(
    () => doc(firestore, firestorePaths.property(propertyId)).withConverter(propertyConverter),
    [firestore, propertyId],
  );
  return liveResult(useLiveDocData(propertyRef), (property) => property ?? null);
}
