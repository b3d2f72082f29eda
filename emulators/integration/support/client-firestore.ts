import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { TEST_ACCOUNT_PASSWORD } from './accounts';
import { AUTH_EMULATOR_ORIGIN, FIRESTORE_EMULATOR, PROJECT_ID } from './endpoints';

export interface ClientSession {
  /** Firestore as the web app's SDK reaches it, under the rules, signed in as the user. */
  readonly db: Firestore;
  /** The ID token the session signed in with, for API calls of the same session. */
  readonly idToken: string;
  readonly close: () => Promise<void>;
}

/**
 * Signs in with the Firebase client SDKs, as the web app does, in an app of its own. The SDK keeps sending the ID token
 * of this sign-in until it nears expiry (an hour), so what the rules make of an old token shows after a revocation.
 */
export async function signInClient(email: string, password: string = TEST_ACCOUNT_PASSWORD): Promise<ClientSession> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `client-${randomUUID()}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, AUTH_EMULATOR_ORIGIN, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return {
    db,
    idToken: await user.getIdToken(),
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
