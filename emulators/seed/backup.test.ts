import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOB_FOLDER,
  createBackup,
  fileDigests,
  readEmulatorData,
  restoreBlobs,
  type BackupManifest,
  type EmulatorData,
} from '../src/toolchain/backups.ts';
import { PROJECT_ID, firebaseBin, firebaseCliEnv } from '../src/toolchain/emulators.ts';
import { REPO_ROOT } from '../src/toolchain/paths.ts';
import { npxBin, run } from '../src/toolchain/processes.ts';
import { closeSeedApp, seed } from './seed.ts';

// Runs inside the seed suite's `firebase emulators:exec`: backs the seeded emulators up as `npm run backup` does, then
// starts a second Auth + Firestore emulator set from the backup (as `npm run restore` does) and compares everything.
const work = mkdtempSync(path.join(os.tmpdir(), 'estatekey-backup-test-'));
const backupDir = path.join(work, 'backup');

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts Auth + Firestore from `dir` on free ports (own hub, own locator folder) and reads everything they hold. */
async function readRestoredEmulators(dir: string): Promise<EmulatorData> {
  const restoreDir = path.join(work, 'restore');
  mkdirSync(path.join(restoreDir, 'tmp'), { recursive: true });
  const ports: number[] = [];
  while (ports.length < 5) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [auth, firestore, websocket, hub, logging] = ports;
  const host = '127.0.0.1';
  const config = {
    firestore: { rules: path.join(REPO_ROOT, 'firestore.rules') },
    emulators: {
      auth: { host, port: auth },
      firestore: { host, port: firestore, websocketPort: websocket },
      hub: { host, port: hub },
      logging: { host, port: logging },
      ui: { enabled: false },
    },
  };
  const configPath = path.join(restoreDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const out = path.join(restoreDir, 'restored.json');
  const reader = `${npxBin('tsx')} ${path.join(REPO_ROOT, 'emulators/seed/read-emulator-data.ts')} ${out}`;
  const result = await run(
    firebaseBin,
    [
      'emulators:exec',
      '--config',
      configPath,
      '--project',
      PROJECT_ID,
      '--only',
      'auth,firestore',
      '--import',
      dir,
      reader,
    ],
    // The hub's locator file lives in the temp folder, keyed by project: a folder of its own keeps the suite's hub's.
    { env: firebaseCliEnv({ TMPDIR: path.join(restoreDir, 'tmp') }), timeoutMs: 100_000 },
  );
  if (result.code !== 0) throw new Error(`The emulators started from the backup failed (exit ${result.code}).`);
  return JSON.parse(readFileSync(out, 'utf8')) as EmulatorData;
}

describe('a backup of the seeded emulators, restored into a second emulator set', () => {
  let manifest: BackupManifest;
  let backedUp: EmulatorData;
  let restored: EmulatorData;

  beforeAll(async () => {
    await seed();
    // The functions react to the seed's writes for a while; back up once two reads around the export agree.
    let before = await readEmulatorData();
    for (let attempt = 1; ; attempt += 1) {
      manifest = await createBackup(backupDir);
      backedUp = await readEmulatorData();
      if (isDeepStrictEqual(before, backedUp)) break;
      if (attempt === 5) throw new Error('The emulators kept changing during five exports; cannot compare a backup.');
      before = backedUp;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    restored = await readRestoredEmulators(backupDir);
  }, 180_000);

  afterAll(async () => {
    await closeSeedApp();
    rmSync(work, { recursive: true, force: true });
  });

  it('brings back every document of every collection, field by field', () => {
    expect(Object.keys(backedUp.documents).length).toBeGreaterThan(0);
    expect(Object.keys(restored.documents).sort()).toEqual(Object.keys(backedUp.documents).sort());
    for (const [documentPath, data] of Object.entries(backedUp.documents)) {
      expect(restored.documents[documentPath], documentPath).toEqual(data);
    }
  });

  it('brings back every account with its e-mail, verification, role claim and password', () => {
    expect(Object.keys(backedUp.accounts).length).toBeGreaterThan(0);
    expect(restored.accounts).toEqual(backedUp.accounts);
  });

  it('keeps the document files, and restoring puts them back byte for byte', () => {
    const original = fileDigests(BLOB_FOLDER);
    expect(Object.keys(original).length).toBeGreaterThan(0);
    expect(fileDigests(path.join(backupDir, 'blobs'))).toEqual(original);
    const restoredFolder = path.join(work, 'restored-blobs');
    restoreBlobs(backupDir, restoredFolder);
    expect(fileDigests(restoredFolder)).toEqual(original);
  });

  it('writes a manifest that counts what it holds', () => {
    expect(manifest).toMatchObject({
      projectId: PROJECT_ID,
      counts: {
        accounts: Object.keys(backedUp.accounts).length,
        documents: Object.keys(backedUp.documents).length,
        files: Object.keys(fileDigests(BLOB_FOLDER)).length,
      },
    });
  });
});

describe('npm run restore with a folder that is not a backup', () => {
  function restore(dir: string) {
    return spawnSync(npxBin('tsx'), ['emulators/bin/restore.ts', dir], { cwd: REPO_ROOT, encoding: 'utf8' });
  }

  it('refuses a missing folder in one line, with exit code 2, before starting anything', () => {
    const result = restore(path.join(work, 'no-such-backup'));
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([`✖ No backup folder at ${path.join(work, 'no-such-backup')}.`]);
  });

  it('refuses a folder without an emulator export and manifest', () => {
    const notABackup = path.join(work, 'not-a-backup');
    mkdirSync(notABackup, { recursive: true });
    const result = restore(notABackup);
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('is not an EstateKey backup');
  });
});
