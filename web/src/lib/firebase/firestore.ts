import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';

import { env } from '../../config/env';
import { firebaseApp } from './app';
import { EMULATOR_ENDPOINTS } from './emulators';
import { isTrustedDevice, onTrustForgottenElsewhere } from './trusted-device';

/**
 * Whether this page load keeps Firestore's data on disk: only on a device the person trusts ('Remember me'), read
 * once here because the cache cannot change after Firestore starts. Ticking 'Remember me' on a page that already
 * started Firestore with the memory cache keeps data on disk from the next page load on.
 */
export const keepsDataOnDevice = isTrustedDevice();

// Imported only from the signed-in area's lazy chunk: the public pages never download the Firestore SDK.
// Multi-tab: every open tab shares the one IndexedDB cache and its queued writes.
export const firestore = initializeFirestore(firebaseApp, {
  localCache: keepsDataOnDevice
    ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
    : memoryLocalCache(),
});

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, EMULATOR_ENDPOINTS.firestore.host, EMULATOR_ENDPOINTS.firestore.port);
}

if (!keepsDataOnDevice) {
  // A trusted session that ended without the log-out button (a revoked session, a sign-out in another tab) may have
  // left its cache: an untrusted start removes it, before Firestore's first use.
  clearIndexedDbPersistence(firestore).catch((error: unknown) => {
    console.error('Removing the Firestore data kept on this device failed', error);
  });
} else {
  // Another tab logged out and deleted the cache, which stopped this tab's Firestore: a fresh load starts it again,
  // with the memory cache.
  onTrustForgottenElsewhere(() => window.location.reload());
}

/**
 * Stops Firestore and deletes what it kept on this device, queued writes included. Firestore cannot be used again
 * on this page load afterwards: the caller loads the page anew.
 */
export async function removeDataKeptOnDevice(): Promise<void> {
  await terminate(firestore);
  await clearIndexedDbPersistence(firestore);
}
