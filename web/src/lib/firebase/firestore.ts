import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

import { env } from '../../config/env';
import { firebaseApp } from './app';
import { EMULATOR_ENDPOINTS } from './emulators';

// Imported only from the signed-in area's lazy chunk: the public pages never download the Firestore SDK.
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, EMULATOR_ENDPOINTS.firestore.host, EMULATOR_ENDPOINTS.firestore.port);
}
