import { COLLECTIONS, type Document } from '@estatekey/domain';
import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';

import { documentConverter } from './document-converter';
import type { LivePage } from '../../lib/firebase/live-page';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useSignedInPage, type SignedInQuery } from '../../lib/firebase/use-signed-in-query';

const documents = (firestore: Firestore) =>
  collection(firestore, COLLECTIONS.documents).withConverter(documentConverter);

/** What the user reads (`readerIds`); admins read every document (COLLECTION_ACCESS.documents). */
const readable = (firestore: Firestore, uid: string, admin: boolean) =>
  admin ? query(documents(firestore)) : query(documents(firestore), where('readerIds', 'array-contains', uid));

/** Needs the composite index (readerIds, createdAt desc). */
const newestReadable: SignedInQuery<Document> = (firestore, uid) =>
  query(readable(firestore, uid, false), orderBy('createdAt', 'desc'));
const newestOfAll: SignedInQuery<Document> = (firestore, uid) =>
  query(readable(firestore, uid, true), orderBy('createdAt', 'desc'));

/** Needs the composite index (readerIds, originalName). */
const readableByName: SignedInQuery<Document> = (firestore, uid) =>
  query(readable(firestore, uid, false), orderBy('originalName'));
const allByName: SignedInQuery<Document> = (firestore, uid) =>
  query(readable(firestore, uid, true), orderBy('originalName'));

const byId = (listed: Document[]) => new Map(listed.map((document) => [document.id, document]));

/**
 * The newest documents the user reads (`readerIds`; every document for an admin), a page at a time, live, by id: a
 * document uploaded by the other side or by anyone for an admin arrives without reload. The document lists the API
 * serves reload on its change (`documentsRefreshKey`); a first view of a document older than the newest page shows
 * when the list loads next.
 */
export function useReadableDocuments(admin = false): LivePage<Map<string, Document>> {
  return useSignedInPage(admin ? newestOfAll : newestReadable, byId);
}

/**
 * The documents the user reads, by file name, a page at a time (LIVE_LIST_PAGE_SIZE, "Show more" reads the next),
 * live, by id in name order: the chat's attachment picker.
 */
export function useReadableDocumentsByName(admin = false): LivePage<Map<string, Document>> {
  return useSignedInPage(admin ? allByName : readableByName, byId);
}

/** Changes whenever a listed document is added, removed or first viewed by someone: the lists' refresh key. */
export function documentsRefreshKey(live: LiveResult<ReadonlyMap<string, Document>>): string {
  if (live.status !== 'success') return '';
  return [...live.data.values()]
    .map((document) => `${document.id}:${document.caseId ?? ''}:${Object.keys(document.viewedBy).length}`)
    .sort()
    .join('|');
}
