import type { Firestore } from 'firebase-admin/firestore';
import { isValidBlobPath, type BlobStore } from '../../lib/blob-store/blob-store';
import { documentsCollection } from '../../lib/collections';
import * as logs from '../../lib/logs';

/**
 * A blob is stored before its document is written (saveUploadedDocument), so a younger blob without a document may be
 * an upload still in progress; an hour is far beyond any upload.
 */
export const ORPHAN_BLOB_MIN_AGE_MS = 60 * 60 * 1000;

const DOCUMENTS_FOLDER = 'documents';
/** Documents read per getAll. */
const CHUNK = 100;

/**
 * Removes the blobs under `documents/` that no document points to and that were stored over an hour before `now`:
 * what an upload leaves when its document write failed and the removal of its blob failed too (or the instance died
 * in between). A document's blob is `documents/{its id}` (documentBlobPath). Returns how many blobs were removed.
 */
export async function removeOrphanDocumentBlobs(db: Firestore, blobs: BlobStore, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_BLOB_MIN_AGE_MS;
  const old = (await blobs.list(DOCUMENTS_FOLDER)).filter(
    (blob) => isValidBlobPath(blob.path) && blob.storedAt.getTime() <= cutoff,
  );
  const orphans: string[] = [];
  for (let start = 0; start < old.length; start += CHUNK) {
    const chunk = old.slice(start, start + CHUNK);
    const documents = await db.getAll(
      ...chunk.map((blob) => documentsCollection(db).doc(blob.path.slice(DOCUMENTS_FOLDER.length + 1))),
    );
    for (const [index, document] of documents.entries()) {
      const blob = chunk[index];
      if (blob && !document.exists) orphans.push(blob.path);
    }
  }
  for (const storagePath of orphans) await blobs.delete(storagePath);
  if (orphans.length > 0) logs.orphanBlobsRemoved({ removed: orphans.length, storagePaths: orphans });
  return orphans.length;
}
