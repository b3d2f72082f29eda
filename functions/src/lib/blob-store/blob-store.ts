import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN §6): Cloud Storage in production, a folder on disk when the functions run in the
 * emulator without a Storage emulator. Paths are relative, '/'-separated and built from ids (`blobPath`), never from
 * what a client typed.
 */
export interface BlobStore {
  /** Stores `bytes` at `path`, replacing what was there. */
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The blob at `path`, or undefined when there is none. */
  get(path: string): Promise<StoredBlob | undefined>;
  /** Removes the blob at `path`; removing a missing blob is not an error. */
  delete(path: string): Promise<void>;
  /** The blobs directly in `folder` (a blob path such as 'documents'), with when each was stored. */
  list(folder: string): Promise<ListedBlob[]>;
}

export interface ListedBlob {
  readonly path: string;
  readonly storedAt: Date;
}

export interface StoredBlob {
  readonly contentType: string;
  readonly size: number;
  /** Opens the bytes; each call gives a new stream. */
  readonly open: () => Readable;
}

/** Letters, digits, '_', '-' and '.', not starting with '.': never '.', '..' or a hidden name. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/**
 * Whether `path` is a blob path: 1 to 8 segments joined by '/', each of letters, digits, '_', '-' and '.' that does
 * not start with '.'.
 */
export function isValidBlobPath(path: string): boolean {
  const segments = path.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/** Refuses anything but a blob path: no '..', absolute path, backslash or empty segment gets through. */
export function assertValidBlobPath(path: string): string {
  if (!isValidBlobPath(path)) throw new Error(`Invalid blob path: ${JSON.stringify(path)}`);
  return path;
}

/** A blob path from ids (each validated as one segment). */
export function blobPath(...segments: readonly string[]): string {
  return assertValidBlobPath(segments.join('/'));
}

/** Where the file of `documents/{documentId}` is stored. */
export function documentBlobPath(documentId: string): string {
  return blobPath('documents', documentId);
}
