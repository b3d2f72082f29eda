import type { Firestore } from 'firebase-admin/firestore';
import { propertiesCollection, showingsCollection } from '../../lib/collections';

/** Most writes one Firestore batch takes. */
const BATCH_LIMIT = 500;

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const wanted = new Set(b);
  return a.length === b.length && a.every((uid) => wanted.has(uid));
}

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
  for (let start = 0; start < stale.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const doc of stale.slice(start, start + BATCH_LIMIT)) batch.update(doc.ref, { memberIds: property.memberIds });
    await batch.commit();
  }
  return stale.length;
}
