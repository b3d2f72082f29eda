// Seeds the local emulators with demo accounts for every role and realistic data around them.
// `npx tsx emulators/seed/seed.ts` inside `firebase emulators:exec`, or `await seed()` from scripts and tests.
import { pathToFileURL } from 'node:url';
import { ROLE_LABELS } from '@estatekey/domain';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PASSWORD, PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { getStorage } from 'firebase-admin/storage';
import {
  chooseBlobStoreKind,
  createCloudStorageBlobStore,
  createLocalDiskBlobStore,
  localBlobFolder,
  type BlobStore,
} from 'functions/blob-store';
import { REPO_ROOT } from '../src/toolchain/paths.ts';
import { buildSeedData, type SeedData } from './seed-data.ts';
import { errorCode } from '../../functions/src/lib/error-code.ts';

const SEED_APP_NAME = 'estatekey-seed';
const DEFAULT_PROJECT_ID = 'demo-estatekey';

export interface SeedSummary {
  readonly projectId: string;
  readonly accounts: number;
  readonly documents: number;
}

/** The project to seed; refuses anything but the emulators of a `demo-` project, so no real data is touched. */
export function emulatorProjectId(env: NodeJS.ProcessEnv = process.env): string {
  const missing = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`The seed only runs against the emulators, but ${missing.join(' and ')} is not set.`);
  }
  const projectId = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? DEFAULT_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new Error(`The seed only runs against a demo- project, not '${projectId}'.`);
  }
  return projectId;
}

function seedApp(projectId: string): App {
  const existing = getApps().find((app) => app.name === SEED_APP_NAME);
  if (existing) {
    if (existing.options.projectId !== projectId) {
      throw new Error(`The seed app was set up for '${existing.options.projectId ?? ''}', not '${projectId}'.`);
    }
    return existing;
  }
  return initializeApp({ projectId }, SEED_APP_NAME);
}

async function unlessNotFound(lookup: Promise<UserRecord>): Promise<UserRecord | null> {
  try {
    return await lookup;
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Creates or resets the persona's account: fixed uid, demo password, verified e-mail and the role claim. */
async function upsertAccount(auth: Auth, persona: Persona): Promise<void> {
  const fields = {
    email: persona.email,
    password: persona.password,
    displayName: persona.displayName,
    emailVerified: true,
    disabled: false,
  };
  const holderOfEmail = await unlessNotFound(auth.getUserByEmail(persona.email));
  // An account registered by hand during a session may hold the persona's address under another uid.
  if (holderOfEmail && holderOfEmail.uid !== persona.uid) await auth.deleteUser(holderOfEmail.uid);
  const existing = await unlessNotFound(auth.getUser(persona.uid));
  if (existing) await auth.updateUser(persona.uid, fields);
  else await auth.createUser({ uid: persona.uid, ...fields });
  await auth.setCustomUserClaims(persona.uid, { role: persona.role });
}

/**
 * The blob store the functions emulator uses (DESIGN §6): the Storage emulator's bucket when one runs, else the local
 * folder — chosen by the same rule as the functions, for a process that only ever talks to emulators.
 */
function seedBlobStore(app: App): BlobStore {
  return chooseBlobStoreKind({ ...process.env, FUNCTIONS_EMULATOR: 'true' }) === 'cloud-storage'
    ? createCloudStorageBlobStore(getStorage(app).bucket(`${emulatorProjectId()}.appspot.com`))
    : createLocalDiskBlobStore(localBlobFolder(REPO_ROOT));
}

/**
 * Idempotent: accounts have fixed uids and documents fixed ids, and each document is overwritten whole, so running
 * it again restores the same state (on the same day: dates are relative to today) and never adds duplicates.
 */
export async function seed(now: Date = new Date()): Promise<SeedSummary> {
  const projectId = emulatorProjectId();
  const app = seedApp(projectId);
  const auth = getAuth(app);
  const db = getFirestore(app);
  const data: SeedData = buildSeedData(now);

  const personas = Object.values(PERSONAS);
  for (const persona of personas) await upsertAccount(auth, persona);

  const batch = db.batch();
  for (const document of data.documents) batch.set(db.doc(document.path), document.data);
  await batch.commit();
  // The files behind the seeded documents, where the API's downloads look for them.
  const blobs = seedBlobStore(app);
  for (const file of data.files) await blobs.put(file.storagePath, file.bytes, file.mimeType);

  return { projectId, accounts: personas.length, documents: data.documents.length };
}

/** Releases the seed's connections; a script that seeds and exits calls this last. */
export async function closeSeedApp(): Promise<void> {
  const app = getApps().find((candidate) => candidate.name === SEED_APP_NAME);
  if (app) await deleteApp(app);
}

/** The demo logins as `npm start` prints them. */
export function printLogins(): string {
  const personas = Object.values(PERSONAS);
  const roleWidth = Math.max(...personas.map((persona) => ROLE_LABELS[persona.role].length));
  const emailWidth = Math.max(...personas.map((persona) => persona.email.length));
  const rows = personas.map(
    (persona) =>
      `  ${ROLE_LABELS[persona.role].padEnd(roleWidth)}  ${persona.email.padEnd(emailWidth)}  ${persona.firstName}: ${persona.purpose}`,
  );
  return [`Demo logins (password for all: ${DEMO_PASSWORD})`, ...rows].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const summary = await seed();
  await closeSeedApp();
  console.log(`Seeded ${summary.projectId}: ${summary.accounts} accounts, ${summary.documents} documents.`);
  console.log(printLogins());
}
