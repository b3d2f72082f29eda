import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../functions/src/lib/blob-store/blob-store';
import { createLocalDiskBlobStore } from '../../functions/src/lib/blob-store/local-disk-blob-store';
import { saveUploadedDocument, type CheckedFile } from '../../functions/src/services/documents/documents';
import { ORPHAN_BLOB_MIN_AGE_MS, removeOrphanDocumentBlobs } from '../../functions/src/services/documents/orphan-blobs';
import { samplePdf } from '../../functions/src/testing/sample-files';
import { adminDb, adminDbWith } from './support/admin';
import { bystanderUid, seedProfile } from './support/properties';

/*
 * An upload stores the blob, then writes the document. Either step failing leaves no document without its bytes, and
 * no bytes without a document for longer than one run of the hourly clean-up (removeOrphanBlobs). The blobs live in a
 * folder of this test's own, so the clean-up here never touches what other suites uploaded.
 */

const file: CheckedFile = { name: 'petition.pdf', bytes: samplePdf('fault test'), mimeType: 'application/pdf' };
const fields = { documentType: 'Other', description: 'Fault test', caseId: null, filingDate: null } as const;
const HOUR_AND_A_MINUTE = ORPHAN_BLOB_MIN_AGE_MS + 60_000;

let folder: string;
let blobs: BlobStore;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'estatekey-upload-faults-'));
  blobs = createLocalDiskBlobStore(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function guardian() {
  const uid = bystanderUid('uploader');
  await seedProfile({ uid, role: 'Guardian', firstName: 'Gina', lastName: 'Guardian' });
  return { uid, role: 'Guardian', email: null } as const;
}

async function documentsOf(uid: string) {
  return (await adminDb.collection('documents').where('uploaderId', '==', uid).get()).docs;
}

/** adminDb, except that every batch commit fails (the document write of an upload). */
const failingBatches = adminDbWith({
  batch: () =>
    Object.assign(adminDb.batch(), { commit: () => Promise.reject(new Error('injected: document write failed')) }),
});

describe('an upload that fails half-way', () => {
  it('writes no document when storing the blob fails', async () => {
    const caller = await guardian();
    const failingPut: BlobStore = { ...blobs, put: () => Promise.reject(new Error('injected: blob write failed')) };

    await expect(saveUploadedDocument(adminDb, failingPut, caller, fields, file)).rejects.toThrow('blob write failed');

    expect(await documentsOf(caller.uid)).toHaveLength(0);
    expect(await blobs.list('documents')).toEqual([]);
  });

  it('removes its blob at once when the document write fails', async () => {
    const caller = await guardian();

    await expect(saveUploadedDocument(failingBatches, blobs, caller, fields, file)).rejects.toThrow(
      'document write failed',
    );

    expect(await documentsOf(caller.uid)).toHaveLength(0);
    expect(await blobs.list('documents')).toEqual([]);
  });

  it('leaves a blob whose removal failed too for one clean-up run, which keeps young blobs and saved documents', async () => {
    const caller = await guardian();
    const saved = await saveUploadedDocument(adminDb, blobs, caller, fields, file);
    const failingDelete: BlobStore = { ...blobs, delete: () => Promise.reject(new Error('injected: delete failed')) };
    await expect(saveUploadedDocument(failingBatches, failingDelete, caller, fields, file)).rejects.toThrow(
      'document write failed',
    );
    const stored = (await blobs.list('documents')).map((blob) => blob.path);
    expect(stored).toHaveLength(2);
    const orphan = stored.find((blobPath) => blobPath !== `documents/${saved._id}`);

    // Within the hour the orphan may be an upload still writing its document: kept.
    expect(await removeOrphanDocumentBlobs(adminDb, blobs, new Date())).toBe(0);
    expect(await blobs.list('documents')).toHaveLength(2);

    const anHourLater = new Date(Date.now() + HOUR_AND_A_MINUTE);
    expect(await removeOrphanDocumentBlobs(adminDb, blobs, anHourLater)).toBe(1);
    expect((await blobs.list('documents')).map((blob) => blob.path)).toEqual([`documents/${saved._id}`]);
    expect(orphan).toBeDefined();
    expect(await blobs.get(orphan ?? '')).toBeUndefined();
    expect(await documentsOf(caller.uid)).toHaveLength(1);

    // A second run finds nothing more to do.
    expect(await removeOrphanDocumentBlobs(adminDb, blobs, anHourLater)).toBe(0);
  });
});
