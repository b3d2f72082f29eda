import { firestorePaths, type Case } from '@estatekey/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

import { caseConverter } from '../../lib/firebase/converters';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';

/**
 * `cases/{id}`, live, for a caller the rules let read it (its attorney or client, or an admin): a status, stage,
 * detail or property change made by anyone shows at once. `null` once the case is gone.
 */
export function useLiveCase(caseId: string): LiveResult<Case | null> {
  const firestore = useFirestore();
  const caseRef = useMemo(
    () => doc(firestore, firestorePaths.case(caseId)).withConverter(caseConverter),
    [firestore, caseId],
  );
  return liveResult(useFirestoreDocData(caseRef), (legalCase) => legalCase ?? null);
}

/** Changes whenever anything stored on the case changes: the refresh key of a view built from it by the API. */
export function caseRefreshKey(live: LiveResult<Case | null>): string {
  return live.status === 'success' ? JSON.stringify(live.data) : '';
}
