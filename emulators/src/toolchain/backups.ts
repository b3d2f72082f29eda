// Backups of the local emulators for developers: `npm run backup` exports Auth and Firestore through the running
// emulator hub and copies the document files on disk; `npm run restore -- DIR` starts the emulators from such a folder.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  DocumentReference,
  GeoPoint,
  Timestamp,
  getFirestore,
  type CollectionReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { localBlobFolder } from 'functions/blob-store';
import { PROJECT_ID } from './emulators.ts';
import { REPO_ROOT } from './paths.ts';

export const BACKUPS_DIR = path.join(REPO_ROOT, 'backups');
export const HUB_URL = 'http://127.0.0.1:4400';
/** Where the functions emulator keeps document files while the Storage emulator cannot run (DESIGN §2). */
export const BLOB_FOLDER = localBlobFolder(REPO_ROOT);

/** Written by firebase-tools' export; `--import` needs it. */
const EXPORT_METADATA_FILE = 'firebase-export-metadata.json';
const MANIFEST_FILE = 'estatekey-backup.json';
const BLOBS_SUBFOLDER = 'blobs';

/** A backup that cannot be made or used, told in one line; the scripts exit 2 on it. */
export class BackupError extends Error {}

export interface BackupManifest {
  readonly createdAt: string;
  readonly projectId: string;
  readonly counts: { readonly accounts: number; readonly documents: number; readonly files: number };
}

/** `backups/<timestamp>` — sortable and safe as a folder name. */
export function defaultBackupDir(now: Date = new Date()): string {
  return path.join(
    BACKUPS_DIR,
    now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-'),
  );
}

interface RunningEmulator {
  readonly host: string;
  readonly port: number;
}

/** The running emulators as the hub lists them; refuses when no hub answers or Auth and Firestore are not among them. */
async function runningEmulators(hubUrl: string): Promise<Record<string, RunningEmulator>> {
  let response: Response;
  try {
    response = await fetch(`${hubUrl}/emulators`, { signal: AbortSignal.timeout(5_000) });
  } catch {
    throw new BackupError(`No emulators answer at ${hubUrl}; start them with \`npm start\` first.`);
  }
  if (!response.ok) throw new BackupError(`The emulator hub at ${hubUrl} answered HTTP ${response.status}.`);
  const emulators = (await response.json()) as Record<string, RunningEmulator>;
  const missing = ['auth', 'firestore'].filter((name) => !emulators[name]);
  if (missing.length > 0)
    throw new BackupError(`The running emulators lack ${missing.join(' and ')}; nothing to back up.`);
  return emulators;
}

/** Asks the hub to export Auth and Firestore into `dir`; the hub replaces the folder's contents. */
export async function exportEmulators(dir: string, hubUrl: string = HUB_URL): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const response = await fetch(`${hubUrl}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: path.resolve(dir), initiatedBy: 'estatekey-backup' }),
  });
  if (!response.ok)
    throw new BackupError(`The emulator export failed: HTTP ${response.status} ${await response.text()}`);
}

/** Every file below `folder`, by path relative to it, with its SHA-256 (an absent folder has none). */
export function fileDigests(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  const digests: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(folder, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return digests;
}

export interface EmulatorData {
  /** Every document, by path, its fields in a JSON-comparable form. */
  readonly documents: Record<string, unknown>;
  /** Every account, by uid. */
  readonly accounts: Record<string, unknown>;
}

/** Firestore values in a form that compares with `toEqual` and survives JSON. */
function comparable(value: unknown): unknown {
  if (value instanceof Timestamp) return { $timestamp: [value.seconds, value.nanoseconds] };
  if (value instanceof DocumentReference) return { $reference: value.path };
  if (value instanceof GeoPoint) return { $geoPoint: [value.latitude, value.longitude] };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, field]) => [key, comparable(field)]),
    );
  }
  return value;
}

async function readCollections(db: Firestore, collections: CollectionReference[], into: Record<string, unknown>) {
  for (const collection of collections) {
    // listDocuments also names documents that only hold subcollections.
    const refs = await collection.listDocuments();
    if (refs.length === 0) continue;
    for (const snapshot of await db.getAll(...refs)) {
      if (snapshot.exists) into[snapshot.ref.path] = comparable(snapshot.data());
    }
    for (const ref of refs) await readCollections(db, await ref.listCollections(), into);
  }
}

/**
 * Reads every document (all collections, recursively) and every account of the emulators that
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST name.
 */
export async function readEmulatorData(projectId: string = PROJECT_ID): Promise<EmulatorData> {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new BackupError('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must name the emulators to read.');
  }
  const app = initializeApp({ projectId }, `estatekey-backup-read-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const documents: Record<string, unknown> = {};
    await readCollections(db, await db.listCollections(), documents);
    const accounts: Record<string, unknown> = {};
    let pageToken: string | undefined;
    do {
      const page = await getAuth(app).listUsers(1000, pageToken);
      for (const user of page.users) {
        accounts[user.uid] = comparable({
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          displayName: user.displayName ?? null,
          disabled: user.disabled,
          customClaims: user.customClaims ?? null,
          passwordHash: user.passwordHash ?? null,
          providers: user.providerData.map((provider) => provider.providerId),
        });
      }
      pageToken = page.pageToken;
    } while (pageToken);
    return { documents, accounts };
  } finally {
    await deleteApp(app);
  }
}

export interface BackupOptions {
  readonly hubUrl?: string;
  readonly blobFolder?: string;
  readonly now?: Date;
}

/** Exports the running emulators (Auth, Firestore) into `dir`, copies the document files and writes the manifest. */
export async function createBackup(dir: string, options: BackupOptions = {}): Promise<BackupManifest> {
  const hubUrl = options.hubUrl ?? HUB_URL;
  const blobFolder = options.blobFolder ?? BLOB_FOLDER;
  const emulators = await runningEmulators(hubUrl);
  await exportEmulators(dir, hubUrl);
  if (existsSync(blobFolder)) cpSync(blobFolder, path.join(dir, BLOBS_SUBFOLDER), { recursive: true });
  const data = await withEmulatorHosts(emulators, () => readEmulatorData());
  const manifest: BackupManifest = {
    createdAt: (options.now ?? new Date()).toISOString(),
    projectId: PROJECT_ID,
    counts: {
      accounts: Object.keys(data.accounts).length,
      documents: Object.keys(data.documents).length,
      files: Object.keys(fileDigests(path.join(dir, BLOBS_SUBFOLDER))).length,
    },
  };
  writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function withEmulatorHosts<T>(emulators: Record<string, RunningEmulator>, read: () => Promise<T>): Promise<T> {
  const saved = { firestore: process.env.FIRESTORE_EMULATOR_HOST, auth: process.env.FIREBASE_AUTH_EMULATOR_HOST };
  const address = (emulator: RunningEmulator | undefined) => (emulator ? `${emulator.host}:${emulator.port}` : '');
  process.env.FIRESTORE_EMULATOR_HOST = address(emulators.firestore);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = address(emulators.auth);
  try {
    return await read();
  } finally {
    if (saved.firestore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved.firestore;
    if (saved.auth === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved.auth;
  }
}

/** The manifest of a backup folder; refuses a folder that is missing or is not a complete backup. */
export function readBackup(dir: string): BackupManifest {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BackupError(`No backup folder at ${dir}.`);
  const missing = [EXPORT_METADATA_FILE, MANIFEST_FILE].filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length > 0) throw new BackupError(`${dir} is not an EstateKey backup (no ${missing.join(' or ')}).`);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not valid JSON.`);
  }
  if (manifest.projectId !== PROJECT_ID || typeof manifest.createdAt !== 'string' || !manifest.counts) {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not a backup manifest of ${PROJECT_ID}.`);
  }
  return manifest as BackupManifest;
}

/** Replaces the document files in `blobFolder` with the backup's. */
export function restoreBlobs(dir: string, blobFolder: string = BLOB_FOLDER): void {
  rmSync(blobFolder, { recursive: true, force: true });
  const saved = path.join(dir, BLOBS_SUBFOLDER);
  if (existsSync(saved)) cpSync(saved, blobFolder, { recursive: true });
  else mkdirSync(blobFolder, { recursive: true });
}
