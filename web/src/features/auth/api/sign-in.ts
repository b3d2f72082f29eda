import type { LoginRequest } from '@estatekey/domain';
import { signInWithEmailAndPassword } from 'firebase/auth';

import { auth, rememberSignIn } from '../../../lib/firebase/auth';
import { rememberTrustedDevice } from '../../../lib/firebase/trusted-device';

/**
 * Signs in with the Firebase Auth SDK (DESIGN §5: the web app never posts passwords to the API). 'Remember me'
 * chooses where the session lives: local storage survives the browser, session storage only this tab's session.
 * Checked, the device is also trusted with the user's Firestore data, to read offline (see trusted-device.ts).
 */
export async function signInWithPassword({ email, password, rememberMe }: LoginRequest): Promise<void> {
  await rememberSignIn(rememberMe);
  await signInWithEmailAndPassword(auth, email, password);
  rememberTrustedDevice(rememberMe);
}
