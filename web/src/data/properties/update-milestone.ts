import { firestorePaths, type MilestoneKey, type MilestoneStatus } from '@estatekey/domain';
import { doc, FirestoreError, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';

import { useSignedInUid } from '../../lib/auth/auth-session';
import { useFirestore } from '../../lib/firebase/use-firestore';

/** 'forbidden': the security rules refused the change (the caller may not set this milestone on this property). */
export type MilestoneUpdateOutcome = 'updated' | 'forbidden';

export type UpdateMilestone = (
  propertyId: string,
  milestone: MilestoneKey,
  status: MilestoneStatus,
) => Promise<MilestoneUpdateOutcome>;

/**
 * Sets one milestone straight in Firestore (DESIGN §5): the rules allow exactly this shape, one `statusData` key of
 * the caller's role, stamped with the caller and the server time, for the owner, a 'manage' share or an admin.
 * Every member's live list shows the change at once. Failures other than a refusal are thrown.
 *
 * Offline, Firestore applies the change to its cache at once (this screen shows it) and queues the write; the promise
 * settles only when the server has it, so a caller must not hold its controls until then
 * (`usePropertyWaitingToSync` tells the user instead).
 */
export function useUpdateMilestone(): UpdateMilestone {
  const firestore = useFirestore();
  const uid = useSignedInUid();
  return useCallback(
    async (propertyId, milestone, status) => {
      try {
        await updateDoc(doc(firestore, firestorePaths.property(propertyId)), {
          [`statusData.${milestone}`]: status,
          updatedBy: uid,
          updatedAt: serverTimestamp(),
        });
        return 'updated';
      } catch (error) {
        if (error instanceof FirestoreError && error.code === 'permission-denied') return 'forbidden';
        throw error;
      }
    },
    [firestore, uid],
  );
}

/**
 * Whether `properties/{id}` has a change of this device's that the server does not have yet (the snapshot's
 * `hasPendingWrites`: a milestone set offline): 'Waiting to sync' until it is acknowledged. Only for a caller who may
 * change a milestone (`listening`): a reader who follows the property through a case may not read the document itself,
 * and has nothing to sync. Metadata changes are listened to, so the acknowledgement clears the flag.
 */
export function usePropertyWaitingToSync(propertyId: string, listening: boolean): boolean {
  const firestore = useFirestore();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!listening) return undefined;
    return onSnapshot(
      doc(firestore, firestorePaths.property(propertyId)),
      { includeMetadataChanges: true },
      (snapshot) => setWaiting(snapshot.metadata.hasPendingWrites),
      // A refused or broken listen leaves nothing to tell: the milestone write reports its own failure.
      () => setWaiting(false),
    );
  }, [firestore, propertyId, listening]);
  return listening && waiting;
}
