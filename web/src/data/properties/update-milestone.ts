import { firestorePaths, type MilestoneKey, type MilestoneStatus } from '@estatekey/domain';
import { doc, FirestoreError, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useCallback, useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';

import { useSignedInUid } from '../user/use-user-profile';

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
 * `hasPendingWrites`: a milestone set offline): 'Waiting to sync' until it is acknowledged. Firestore shares the
 * listen with the property's other readers.
 */
export function usePropertyWaitingToSync(propertyId: string): boolean {
  const firestore = useFirestore();
  const propertyRef = useMemo(() => doc(firestore, firestorePaths.property(propertyId)), [firestore, propertyId]);
  const snapshot = useFirestoreDoc(propertyRef);
  return snapshot.status === 'success' && snapshot.data.metadata.hasPendingWrites;
}
