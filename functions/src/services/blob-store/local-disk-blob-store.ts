import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { assertValidBlobPath, type BlobStore, type StoredBlob } from './blob-store';

/** Blob paths never contain '.', so the metadata file beside a blob can never be another blob. */
const METADATA_SUFFIX = '.meta.json';
const metadataSchema = z.object({ contentType: z.string() });

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

/**
 * Blobs as files under `root` (an absolute folder), each with a `.meta.json` beside it holding the content type.
 * Writes go to a temporary file first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalDiskBlobStore(root: string): BlobStore {
  if (!path.isAbsolute(root)) throw new Error(`The blob folder must be an absolute path: ${root}`);
  const base = path.resolve(root);

  const fileOf = (blobPath: string): string => {
    const file = path.resolve(base, ...assertValidBlobPath(blobPath).split('/'));
    // Unreachable for a valid blob path; kept so a future change to the path rule cannot escape the folder.
    if (!file.startsWith(base + path.sep)) throw new Error(`Blob path escapes the blob folder: ${blobPath}`);
    return file;
  };

  const writeAtomically = async (file: string, data: Uint8Array | string): Promise<void> => {
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  };

  return {
    async put(blobPath, bytes, contentType) {
      const file = fileOf(blobPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file + METADATA_SUFFIX, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },

    async get(blobPath): Promise<StoredBlob | undefined> {
      const file = fileOf(blobPath);
      try {
        const [{ size }, metadata] = await Promise.all([stat(file), readFile(file + METADATA_SUFFIX, 'utf8')]);
        const { contentType } = metadataSchema.parse(JSON.parse(metadata));
        return { contentType, size, open: () => createReadStream(file) };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(blobPath) {
      const file = fileOf(blobPath);
      await rm(file, { force: true });
      await rm(file + METADATA_SUFFIX, { force: true });
    },
  };
}
