import { COLLECTIONS, type Document } from '@estatekey/domain';
import { collection, query, where } from 'firebase/firestore';

import { documentConverter } from '../../lib/firebase/converters';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInQuery, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

const readableDocuments: SignedInQuery<Document> = (firestore, uid) =>
  query(
    collection(firestore, COLLECTIONS.documents).withConverter(documentConverter),
    where('readerIds', 'array-contains', uid),
  );

/** Every document: admins read them all (COLLECTION_ACCESS.documents), so their lists follow every upload. */
const everyDocument: SignedInQuery<Document> = (firestore) =>
  collection(firestore, COLLECTIONS.documents).withConverter(documentConverter);

const byId = (documents: Document[]) => new Map(documents.map((document) => [document.id, document]));

/**
 * The documents the user reads (`readerIds`; every document for an admin), live, by id: a document uploaded by the
 * other side or by anyone for an admin, or a first view of one the user uploaded, arrives without reload.
 */
export function useReadableDocuments(admin = false): LiveResult<Map<string, Document>> {
  return useSignedInQuery(admin ? everyDocument : readableDocuments, byId);
}

/** Changes whenever a readable document is added, removed or first viewed by someone: the lists' refresh key. */
export function documentsRefreshKey(live: LiveResult<Map<string, Document>>): string {
  if (live.status !== 'success') return '';
  return [...live.data.values()]
    .map((document) => `${document.id}:${document.caseId ?? ''}:${Object.keys(document.viewedBy).length}`)
    .sort()
    .join('|');
}
