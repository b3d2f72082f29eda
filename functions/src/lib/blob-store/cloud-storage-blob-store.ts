import type { Storage } from 'firebase-admin/storage';
import { assertValidBlobPath, type BlobStore, type StoredBlob } from './blob-store';
import { errorCode } from '../error-code';

/** A Cloud Storage bucket as the Admin SDK hands it out. */
export type StorageBucket = ReturnType<Storage['bucket']>;

function isNotFound(error: unknown): boolean {
  return errorCode(error) === 404;
}

/** Blobs as objects of a Cloud Storage bucket (production, or the Storage emulator where it can run). */
export function createCloudStorageBlobStore(bucket: StorageBucket): BlobStore {
  return {
    async put(path, bytes, contentType) {
      // One request with the whole body: uploads are at most 10 MB, so a resumable session would only add latency.
      await bucket.file(assertValidBlobPath(path)).save(Buffer.from(bytes), {
        contentType,
        resumable: false,
        metadata: { cacheControl: 'private, no-store' },
      });
    },

    async get(path): Promise<StoredBlob | undefined> {
      const file = bucket.file(assertValidBlobPath(path));
      try {
        const [metadata] = await file.getMetadata();
        return {
          contentType: metadata.contentType ?? 'application/octet-stream',
          size: Number(metadata.size ?? 0),
          open: () => file.createReadStream(),
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(path) {
      await bucket.file(assertValidBlobPath(path)).delete({ ignoreNotFound: true });
    },

    async list(folder) {
      // The delimiter keeps objects of sub-folders out, as the local store's directory listing does.
      const [files] = await bucket.getFiles({ prefix: `${assertValidBlobPath(folder)}/`, delimiter: '/' });
      return files.map((file) => ({ path: file.name, storedAt: new Date(file.metadata.timeCreated ?? 0) }));
    },
  };
}
