import { isDeepStrictEqual } from 'node:util';
import { syncShowingMembers } from '../../services/showings/showing-members';
import type { DocumentChangeEvent } from '../event-document';

/**
 * `properties/{id}` updated: when its members change (a share added or removed, ownership handed over), its showings
 * get the new `memberIds` copy. Returns how many showings changed.
 */
export async function syncShowingMembersOnPropertyUpdated(event: DocumentChangeEvent): Promise<number> {
  if (!event.data) return 0;
  const { before, after } = event.data;
  if (isDeepStrictEqual(before.get('memberIds'), after.get('memberIds'))) return 0;
  return syncShowingMembers(after.ref.firestore, after.id);
}
