/**
 * Whether the person trusts this device: they ticked 'Remember me' at their last sign-in here. Only then does
 * Firestore keep their data on disk (IndexedDB) so it reads offline. Firestore's cache is chosen when Firestore starts,
 * before anyone signs in on that page load, so the choice is remembered in local storage, read at start-up.
 */
const TRUSTED_DEVICE_KEY = 'estatekey.trustedDevice';

export function isTrustedDevice(): boolean {
  try {
    return localStorage.getItem(TRUSTED_DEVICE_KEY) === 'true';
  } catch (error) {
    // Storage blocked (a privacy setting): the device keeps nothing, the safe side.
    console.warn('Local storage is not readable; Firestore keeps no data on this device', error);
    return false;
  }
}

/** Written at sign-in from 'Remember me', removed at sign-out. */
export function rememberTrustedDevice(trusted: boolean): void {
  try {
    if (trusted) localStorage.setItem(TRUSTED_DEVICE_KEY, 'true');
    else localStorage.removeItem(TRUSTED_DEVICE_KEY);
  } catch (error) {
    console.warn('Local storage is not writable; Firestore keeps no data on this device', error);
  }
}

/** Calls `onForgotten` when another tab of this site signs out (removes the flag). */
export function onTrustForgottenElsewhere(onForgotten: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === TRUSTED_DEVICE_KEY && event.newValue === null && event.oldValue !== null) onForgotten();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
