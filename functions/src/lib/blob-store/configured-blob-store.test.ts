import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseBlobStoreKind, findRepositoryRoot, localBlobFolder } from './configured-blob-store';

describe('chooseBlobStoreKind', () => {
  it('uses Cloud Storage outside the emulator', () => {
    expect(chooseBlobStoreKind({})).toBe('cloud-storage');
    expect(chooseBlobStoreKind({ FUNCTIONS_EMULATOR: 'false' })).toBe('cloud-storage');
  });

  it('uses the Storage emulator when one runs', () => {
    expect(chooseBlobStoreKind({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toBe(
      'cloud-storage',
    );
  });

  it('uses the local disk in the emulator without a Storage emulator', () => {
    expect(chooseBlobStoreKind({ FUNCTIONS_EMULATOR: 'true' })).toBe('local-disk');
    expect(chooseBlobStoreKind({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '' })).toBe('local-disk');
  });
});

describe('findRepositoryRoot', () => {
  it('finds the folder holding firebase.json above the start folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'estatekey-repo-'));
    try {
      await writeFile(path.join(root, 'firebase.json'), '{}');
      await mkdir(path.join(root, 'functions', 'lib'), { recursive: true });
      expect(findRepositoryRoot(path.join(root, 'functions', 'lib'))).toBe(root);
      expect(localBlobFolder(root)).toBe(path.join(root, 'emulators', '.data', 'blobs'));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('fails clearly when there is none', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'estatekey-norepo-'));
    try {
      expect(() => findRepositoryRoot(folder)).toThrow('No firebase.json');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
