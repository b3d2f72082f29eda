import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './endpoints';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('The integration suites run inside `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST is not set).');
}

/** The Admin SDK of the test process, talking to the same emulators as the functions. */
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

/** adminDb with some of its methods replaced (a fault injected into one kind of call); everything else is adminDb's. */
export function adminDbWith(overrides: Partial<Pick<Firestore, 'batch' | 'runTransaction'>>): Firestore {
  return new Proxy(adminDb, {
    get(target, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof typeof overrides];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
