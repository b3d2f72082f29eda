import { isDeepStrictEqual } from 'node:util';
import { syncKeyPickupMembers } from '../../services/appointments/property-key-pickups';
import { syncShowingMembers } from '../../services/showings/showing-members';
import type { DocumentChangeEvent } from '../event-document';

/**
 * `properties/{id}` updated: when its members change (a share added or removed, ownership handed over), the copies of
 * its members that let them follow the property page live — on its showings and on its key pickups
 * (`propertyKeyPickups`) — get the new `memberIds`. Returns how many documents changed.
 */
export async function syncMemberCopiesOnPropertyUpdated(event: DocumentChangeEvent): Promise<number> {
  if (!event.data) return 0;
  const { before, after } = event.data;
  if (isDeepStrictEqual(before.get('memberIds'), after.get('memberIds'))) return 0;
  const [showings, keyPickups] = await Promise.all([
    syncShowingMembers(after.ref.firestore, after.id),
    syncKeyPickupMembers(after.ref.firestore, after.id),
  ]);
  return showings + keyPickups;
}
