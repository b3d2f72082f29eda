import { sameMembers } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { writeInBatches } from '../../lib/batched-writes';
import { propertiesCollection, showingsCollection } from '../../lib/collections';

/**
 * Gives every showing of the property the property's current `memberIds` (the read model that lets each member follow
 * the showings live, COLLECTION_ACCESS.showings), so a member whose share was removed stops reading them and a new
 * one starts. Recomputed from the current property, so replays and out-of-order events end in the same lists; a
 * deleted property leaves its showings to their agent and owner. Returns how many showings changed.
 */
export async function syncShowingMembers(db: Firestore, propertyId: string): Promise<number> {
  const property = (await propertiesCollection(db).doc(propertyId).get()).data();
  if (!property) return 0;
  const showings = await showingsCollection(db).where('propertyId', '==', propertyId).get();
  const stale = showings.docs.filter((doc) => !sameMembers(doc.data().memberIds, property.memberIds));
  await writeInBatches(db, stale, (batch, doc) => batch.update(doc.ref, { memberIds: property.memberIds }));
  return stale.length;
}
