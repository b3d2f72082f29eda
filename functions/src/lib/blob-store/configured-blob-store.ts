import { existsSync } from 'node:fs';
import path from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import type { BlobStore } from './blob-store';
import { createCloudStorageBlobStore } from './cloud-storage-blob-store';
import { createLocalDiskBlobStore } from './local-disk-blob-store';

export type BlobStoreKind = 'cloud-storage' | 'local-disk';

/**
 * Cloud Storage in production and whenever a Storage emulator runs (firebase-tools then sets
 * FIREBASE_STORAGE_EMULATOR_HOST, which the Admin SDK follows); a folder on disk when the functions run in the
 * emulator without one, because the Storage emulator cannot start on machines without internet (DESIGN §2).
 */
export function chooseBlobStoreKind(env: Readonly<Record<string, string | undefined>>): BlobStoreKind {
  if (env['FUNCTIONS_EMULATOR'] !== 'true') return 'cloud-storage';
  if (env['FIREBASE_STORAGE_EMULATOR_HOST']) return 'cloud-storage';
  return 'local-disk';
}

/** The repository root: the nearest folder at or above `start` that holds firebase.json. */
export function findRepositoryRoot(start: string): string {
  let folder = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(folder, 'firebase.json'))) return folder;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No firebase.json at or above ${start}; cannot place the local blob folder`);
    folder = parent;
  }
}

/** The local blob folder, inside the emulators' ignored data folder. */
export function localBlobFolder(repositoryRoot: string): string {
  return path.join(repositoryRoot, 'emulators', '.data', 'blobs');
}

let configured: BlobStore | undefined;

function resolveBlobStore(): BlobStore {
  configured ??=
    chooseBlobStoreKind(process.env) === 'cloud-storage'
      ? // The default app, initialised in lib/firebase-admin, knows the project's default bucket.
        createCloudStorageBlobStore(getStorage().bucket())
      : createLocalDiskBlobStore(localBlobFolder(findRepositoryRoot(process.cwd())));
  return configured;
}

/** The blob store of this process, chosen and created on first use, so loading the functions never touches it. */
export const configuredBlobStore: BlobStore = {
  put: (path, bytes, contentType) => resolveBlobStore().put(path, bytes, contentType),
  get: (path) => resolveBlobStore().get(path),
  delete: (path) => resolveBlobStore().delete(path),
  list: (folder) => resolveBlobStore().list(folder),
};
