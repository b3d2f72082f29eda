import { paths } from '@estatekey/domain';
import { sendPasswordResetEmail } from 'firebase/auth';

import { auth } from '../../../lib/firebase/auth';
import { firebaseErrorCode } from './auth-error-codes';

/**
 * Asks Firebase Auth to e-mail a password reset link whose "continue" button leads back to /login. An unknown address
 * is not an error: the page answers the same either way, so it never reveals which e-mail addresses have accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email, { url: new URL(paths.login, window.location.origin).href });
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}
