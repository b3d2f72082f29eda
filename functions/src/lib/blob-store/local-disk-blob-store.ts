import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { assertValidBlobPath, type BlobStore, type StoredBlob } from './blob-store';
import { errorCode } from '../error-code';

/** Blob path segments never start with '.', so these folders can never hold a blob. */
const METADATA_FOLDER = '.meta';
const TEMPORARY_FOLDER = '.tmp';
const metadataSchema = z.object({ contentType: z.string() });
const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

/**
 * Blobs as files under `root` (an absolute folder) at their blob path; each one's content type is kept in
 * `.meta/<path>.json`. Writes go to a temporary file first and are renamed into place, so a reader never sees half a
 * file. A file placed there by other means reads as application/octet-stream.
 */
export function createLocalDiskBlobStore(root: string): BlobStore {
  if (!path.isAbsolute(root)) throw new Error(`The blob folder must be an absolute path: ${root}`);
  const base = path.resolve(root);

  const inside = (folder: string, blobPath: string, suffix = ''): string => {
    const segments = assertValidBlobPath(blobPath).split('/');
    const file = path.resolve(folder, ...segments.slice(0, -1), `${segments.at(-1) ?? ''}${suffix}`);
    // Unreachable for a valid blob path; kept so a future change to the path rule cannot escape the folder.
    if (!file.startsWith(base + path.sep)) throw new Error(`Blob path escapes the blob folder: ${blobPath}`);
    return file;
  };
  const fileOf = (blobPath: string) => inside(base, blobPath);
  const metadataOf = (blobPath: string) => inside(path.join(base, METADATA_FOLDER), blobPath, '.json');

  const writeAtomically = async (file: string, data: Uint8Array | string): Promise<void> => {
    const temporaryFolder = path.join(base, TEMPORARY_FOLDER);
    await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(temporaryFolder, { recursive: true })]);
    const temporary = path.join(temporaryFolder, randomUUID());
    await writeFile(temporary, data);
    await rename(temporary, file);
  };

  const readContentType = async (blobPath: string): Promise<string> => {
    try {
      return metadataSchema.parse(JSON.parse(await readFile(metadataOf(blobPath), 'utf8'))).contentType;
    } catch (error) {
      if (isNotFound(error)) return UNKNOWN_CONTENT_TYPE;
      throw error;
    }
  };

  return {
    async put(blobPath, bytes, contentType) {
      await writeAtomically(metadataOf(blobPath), JSON.stringify({ contentType }));
      await writeAtomically(fileOf(blobPath), bytes);
    },

    async get(blobPath): Promise<StoredBlob | undefined> {
      const file = fileOf(blobPath);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      return { contentType: await readContentType(blobPath), size, open: () => createReadStream(file) };
    },

    async delete(blobPath) {
      await rm(fileOf(blobPath), { force: true });
      await rm(metadataOf(blobPath), { force: true });
    },

    async list(folder) {
      const directory = path.join(base, ...assertValidBlobPath(folder).split('/'));
      let entries;
      try {
        entries = await readdir(directory, { withFileTypes: true });
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
      const files = entries.filter((entry) => entry.isFile());
      return await Promise.all(
        files.map(async (entry) => ({
          path: `${folder}/${entry.name}`,
          storedAt: (await stat(path.join(directory, entry.name))).mtime,
        })),
      );
    },
  };
}
