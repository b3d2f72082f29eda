import { adminTexts, DomainError, type AdminPageQuery } from '@estatekey/domain';
import type { CollectionReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** One page of an admin list and the token of the next one (null on the last page). */
export interface AdminPage<T> {
  /** The page's documents that parse; one malformed document must not hide the rest of the list from admins. */
  readonly items: T[];
  readonly nextPageToken: string | null;
}

function parsedOrSkipped<T>(doc: QueryDocumentSnapshot<T>): T[] {
  try {
    return [doc.data()];
  } catch {
    return [];
  }
}

function invalidPageToken(): DomainError {
  const message = adminTexts.errors.invalidPageToken;
  return DomainError.badRequest(message, [{ path: 'query.pageToken', message }]);
}

/**
 * A page of `query` after the document a page token names. The token is the base64url id of the previous page's last
 * document; starting after that document's snapshot keeps whatever order the query has (newest first, filtered),
 * so every admin list pages the same way. A token naming no document is a 400.
 */
export async function readAdminPage<T>(
  collection: CollectionReference<T>,
  query: Query<T>,
  page: AdminPageQuery,
): Promise<AdminPage<T>> {
  let paged = query;
  if (page.pageToken !== undefined) {
    const id = Buffer.from(page.pageToken, 'base64url').toString('utf8');
    if (id === '' || id.includes('/')) throw invalidPageToken();
    const after = await collection.doc(id).get();
    if (!after.exists) throw invalidPageToken();
    paged = paged.startAfter(after);
  }
  // One more than asked tells whether another page follows, so the last page never points at an empty one.
  const snapshot = await paged.limit(page.limit + 1).get();
  const docs = snapshot.docs.slice(0, page.limit);
  const last = docs.at(-1);
  const nextPageToken =
    snapshot.docs.length > page.limit && last ? Buffer.from(last.id, 'utf8').toString('base64url') : null;
  return { items: docs.flatMap(parsedOrSkipped), nextPageToken };
}
