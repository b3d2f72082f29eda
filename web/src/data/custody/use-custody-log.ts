import { COLLECTIONS, type CustodyLogEntry } from '@estatekey/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../lib/firebase/use-firestore';

import { custodyLogConverter } from './custody-log-converter';
import { liveResult, type LiveResult } from '../../lib/firebase/live-result';
import { useLiveQueryData } from '../../lib/firebase/live-source';

/** How many of the newest entries the property page follows live; older ones are in GET .../custody-log. */
export const LIVE_CUSTODY_ENTRIES = 50;

/**
 * The property's custody log, newest first, live (properties/{id}/custodyLog): its members, the attorneys of its linked
 * cases and admins read it (KEY_CUSTODY_ACCESS.readCustodyLog), so a reveal shows on the owner's open page at once.
 */
export function usePropertyCustodyLogSnapshot(propertyId: string): LiveResult<CustodyLogEntry[]> {
  const firestore = useFirestore();
  const newestFirst = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.properties, propertyId, COLLECTIONS.custodyLog).withConverter(
          custodyLogConverter,
        ),
        orderBy('at', 'desc'),
        limit(LIVE_CUSTODY_ENTRIES),
      ),
    [firestore, propertyId],
  );
  return liveResult(useLiveQueryData(newestFirst), (entries) => entries);
}
