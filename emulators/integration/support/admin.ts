import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './endpoints';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('The integration suites run inside `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST is not set).');
}

/** The Admin SDK of the test process, talking to the same emulators as the functions. */
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);
