import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin app per process. In the emulators the SDK finds them through the *_EMULATOR_HOST variables.
const adminApp = getApps()[0] ?? initializeApp();

export const adminAuth = getAuth(adminApp);
export const firestore = getFirestore(adminApp);
