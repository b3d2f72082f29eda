// The blob store API for other workspaces (the seed, the emulator tests), as the package export
// `functions/blob-store`, so they never reach into this package's folders. Named, not `export *`: this package is
// CommonJS, and Node finds the names an ES module imports from it only when they are listed.
export {
  assertValidBlobPath,
  blobPath,
  documentBlobPath,
  isValidBlobPath,
  type BlobStore,
  type StoredBlob,
} from './lib/blob-store/blob-store';
export { createCloudStorageBlobStore, type StorageBucket } from './lib/blob-store/cloud-storage-blob-store';
export {
  chooseBlobStoreKind,
  configuredBlobStore,
  findRepositoryRoot,
  localBlobFolder,
  type BlobStoreKind,
} from './lib/blob-store/configured-blob-store';
export { createLocalDiskBlobStore } from './lib/blob-store/local-disk-blob-store';
