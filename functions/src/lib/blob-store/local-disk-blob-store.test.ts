import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore, StoredBlob } from './blob-store';
import { createLocalDiskBlobStore } from './local-disk-blob-store';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'estatekey-blobs-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function storedOrFail(store: BlobStore, blobPath: string): Promise<StoredBlob> {
  const blob = await store.get(blobPath);
  if (!blob) throw new Error(`${blobPath} was not stored`);
  return blob;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('createLocalDiskBlobStore', () => {
  it('lists the blobs directly in a folder with when each was stored, and none of a missing folder', async () => {
    const store = createLocalDiskBlobStore(root);
    expect(await store.list('documents')).toEqual([]);
    const before = Date.now();
    await store.put('documents/doc1', randomBytes(10), 'application/pdf');
    await store.put('documents/nested/doc2', randomBytes(10), 'application/pdf');
    await store.put('other/doc3', randomBytes(10), 'application/pdf');

    const listed = await store.list('documents');
    expect(listed.map((blob) => blob.path)).toEqual(['documents/doc1']);
    expect(listed[0]?.storedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('gives back the bytes and content type it stored', async () => {
    const store = createLocalDiskBlobStore(root);
    const bytes = randomBytes(70_000);
    await store.put('documents/doc1', bytes, 'application/pdf');

    const blob = await storedOrFail(store, 'documents/doc1');
    expect(blob.contentType).toBe('application/pdf');
    expect(blob.size).toBe(bytes.length);
    expect((await bytesOf(blob.open())).equals(bytes)).toBe(true);
    // Every open is a fresh stream.
    expect((await bytesOf(blob.open())).equals(bytes)).toBe(true);
  });

  it('replaces a blob and leaves no temporary files behind', async () => {
    const store = createLocalDiskBlobStore(root);
    await store.put('documents/doc1', Buffer.from('first'), 'text/plain');
    await store.put('documents/doc1', Buffer.from('second'), 'image/png');
    const blob = await storedOrFail(store, 'documents/doc1');
    expect(blob.contentType).toBe('image/png');
    expect(await text(blob.open())).toBe('second');
    expect(await readdir(path.join(root, 'documents'))).toEqual(['doc1']);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('keeps names with dots apart from the content types it records', async () => {
    const store = createLocalDiskBlobStore(root);
    await store.put('documents/seeded/petition.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await store.put('documents/seeded/petition.pdf.json', Buffer.from('{}'), 'application/json');
    expect((await store.get('documents/seeded/petition.pdf'))?.contentType).toBe('application/pdf');
    expect((await store.get('documents/seeded/petition.pdf.json'))?.contentType).toBe('application/json');
  });

  it('reads a file placed in its folder by other means as application/octet-stream', async () => {
    const store = createLocalDiskBlobStore(root);
    await mkdir(path.join(root, 'documents'), { recursive: true });
    await writeFile(path.join(root, 'documents', 'copied'), 'bytes');
    const blob = await storedOrFail(store, 'documents/copied');
    expect(blob).toMatchObject({ contentType: 'application/octet-stream', size: 5 });
    expect(await text(blob.open())).toBe('bytes');
  });

  it('answers undefined for a missing blob and deletes idempotently', async () => {
    const store = createLocalDiskBlobStore(root);
    expect(await store.get('documents/missing')).toBeUndefined();
    await store.put('documents/doc1', Buffer.from('x'), 'text/plain');
    await store.delete('documents/doc1');
    await store.delete('documents/doc1');
    expect(await store.get('documents/doc1')).toBeUndefined();
    expect(await readdir(path.join(root, 'documents'))).toEqual([]);
    expect(await readdir(path.join(root, '.meta', 'documents'))).toEqual([]);
  });

  it('refuses paths that could leave its folder, before touching the disk', async () => {
    const store = createLocalDiskBlobStore(path.join(root, 'inner'));
    await expect(store.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid blob path');
    await expect(store.get('documents/../../outside')).rejects.toThrow('Invalid blob path');
    await expect(store.delete('/etc/passwd')).rejects.toThrow('Invalid blob path');
    expect(await readdir(root)).toEqual([]);
  });

  it('needs an absolute folder', () => {
    expect(() => createLocalDiskBlobStore('relative/blobs')).toThrow('absolute path');
  });
});
