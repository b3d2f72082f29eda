import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskBlobStore } from './local-disk-blob-store';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'estatekey-blobs-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('createLocalDiskBlobStore', () => {
  it('gives back the bytes and content type it stored', async () => {
    const store = createLocalDiskBlobStore(root);
    const bytes = randomBytes(70_000);
    await store.put('documents/doc1', bytes, 'application/pdf');

    const blob = await store.get('documents/doc1');
    expect(blob?.contentType).toBe('application/pdf');
    expect(blob?.size).toBe(bytes.length);
    expect((await bytesOf(blob!.open())).equals(bytes)).toBe(true);
    // Every open is a fresh stream.
    expect((await bytesOf(blob!.open())).equals(bytes)).toBe(true);
  });

  it('replaces a blob and leaves no temporary files behind', async () => {
    const store = createLocalDiskBlobStore(root);
    await store.put('documents/doc1', Buffer.from('first'), 'text/plain');
    await store.put('documents/doc1', Buffer.from('second'), 'image/png');
    const blob = await store.get('documents/doc1');
    expect(blob?.contentType).toBe('image/png');
    expect(await text(blob!.open())).toBe('second');
    expect((await readdir(path.join(root, 'documents'))).sort()).toEqual(['doc1', 'doc1.meta.json']);
  });

  it('answers undefined for a missing blob and deletes idempotently', async () => {
    const store = createLocalDiskBlobStore(root);
    expect(await store.get('documents/missing')).toBeUndefined();
    await store.put('documents/doc1', Buffer.from('x'), 'text/plain');
    await store.delete('documents/doc1');
    await store.delete('documents/doc1');
    expect(await store.get('documents/doc1')).toBeUndefined();
    expect(await readdir(path.join(root, 'documents'))).toEqual([]);
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
