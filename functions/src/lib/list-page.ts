import { apiTexts, DomainError } from '@estatekey/domain';
import type { CollectionReference, Query } from 'firebase-admin/firestore';

/**
 * `query` continued after the item `after` of a paged list (`?after=`, the id of the last item of the previous
 * answer); 400 when there is no such item or the caller's list does not hold it (`listed`), so an id of someone else's
 * list tells nothing about it.
 */
export async function startAfterListed<T>(
  query: Query<T>,
  collection: CollectionReference<T>,
  after: string | undefined,
  listed: (item: T) => boolean,
): Promise<Query<T>> {
  if (after === undefined) return query;
  const snapshot = await collection.doc(after).get();
  const item = snapshot.data();
  if (item === undefined || !listed(item)) {
    const message = apiTexts.unknownAfter;
    throw DomainError.badRequest(message, [{ path: 'query.after', message }]);
  }
  return query.startAfter(snapshot);
}
