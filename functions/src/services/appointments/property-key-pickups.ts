import { propertyKeyPickupCopyOf, sameMembers } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { writeInBatches } from '../../lib/batched-writes';
import { appointmentsCollection, propertiesCollection, propertyKeyPickupsCollection } from '../../lib/collections';

/**
 * Writes the members' copy of one appointment (`propertyKeyPickups/{id}`, COLLECTION_ACCESS.propertyKeyPickups) from
 * the appointment and its property as they are now: booked, cancelled or completed, the copy follows; an appointment
 * deleted, linked to no property or to a property that no longer exists has no copy. Read in a transaction with the
 * property, so a share changed meanwhile makes it run again rather than write the old members after the property
 * trigger has synced them. Returns whether a copy now exists.
 */
export async function syncPropertyKeyPickup(db: Firestore, appointmentId: string): Promise<boolean> {
  const copyRef = propertyKeyPickupsCollection(db).doc(appointmentId);
  return db.runTransaction(async (transaction) => {
    const appointment = (await transaction.get(appointmentsCollection(db).doc(appointmentId))).data();
    const property =
      appointment?.propertyId != null
        ? (await transaction.get(propertiesCollection(db).doc(appointment.propertyId))).data()
        : undefined;
    const copy = appointment && property ? propertyKeyPickupCopyOf(appointment, property.memberIds) : null;
    if (copy) transaction.set(copyRef, copy);
    else transaction.delete(copyRef);
    return copy !== null;
  });
}

/**
 * Gives every key pickup copy of the property the property's current `memberIds`, so a member whose share was removed
 * stops reading them and a new one starts. Recomputed from the current property, so replays and out-of-order events
 * end in the same lists; a deleted property leaves its copies alone. Returns how many copies changed.
 */
export async function syncKeyPickupMembers(db: Firestore, propertyId: string): Promise<number> {
  const property = (await propertiesCollection(db).doc(propertyId).get()).data();
  if (!property) return 0;
  const copies = await propertyKeyPickupsCollection(db).where('propertyId', '==', propertyId).get();
  const stale = copies.docs.filter((doc) => !sameMembers(doc.data().memberIds, property.memberIds));
  await writeInBatches(db, stale, (batch, doc) => batch.update(doc.ref, { memberIds: property.memberIds }));
  return stale.length;
}
