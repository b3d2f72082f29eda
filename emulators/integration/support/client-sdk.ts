import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { AUTH_EMULATOR_ORIGIN, PROJECT_ID } from './endpoints';

/** `host:port` of the Firestore emulator, as `firebase emulators:exec` sets it for the suites. */
function firestoreEmulator(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  return { host, port: Number(port) };
}

export interface ClientSession {
  /** Firestore as the signed-in user's browser reaches it: every read goes through firestore.rules. */
  readonly db: Firestore;
  readonly close: () => Promise<void>;
}

/**
 * The web SDK signed in as `account` against the emulators, for tests that do what an attacker with the Firebase SDK
 * would: read straight from Firestore, past the API. Close it when done.
 */
export async function signedInClient(account: { email: string; password: string }): Promise<ClientSession> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `client-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR_ORIGIN, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, account.email, account.password);
  const db = getFirestore(app);
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(db, host, port);
  return { db, close: () => deleteApp(app) };
}
