import { firestorePaths, type Case } from '@estatekey/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { caseConverter } from './case-converter';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveDocData } from '../../lib/firebase/live-source';

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
  return liveResult(useLiveDocData(caseRef), (legalCase) => legalCase ?? null);
}

/**
 * Changes whenever anything stored on the case changes: the refresh key of a view built from it by the API. The sale
 * stamp is left out: it tells the sale path to load again (`saleRefreshKey`), not the case.
 */
export function caseRefreshKey(live: LiveResult<Case | null>): string {
  if (live.status !== 'success') return '';
  if (live.data === null) return 'null';
  const { saleUpdatedAt: _saleUpdatedAt, ...stored } = live.data;
  return JSON.stringify(stored);
}

/**
 * Changes whenever the sale of one of the case's properties changes (functions stamp `saleUpdatedAt`); undefined
 * until the case has loaded.
 */
export function saleRefreshKey(live: LiveResult<Case | null>): string | undefined {
  if (live.status !== 'success') return undefined;
  return live.data?.saleUpdatedAt?.toISOString() ?? '';
}
