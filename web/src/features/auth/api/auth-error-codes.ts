import { z } from 'zod';

const errorWithCodeSchema = z.object({ code: z.string() });

/** The `code` of a FirebaseError ('auth/invalid-credential'), or null for any other failure. */
export function firebaseErrorCode(error: unknown): string | null {
  const parsed = errorWithCodeSchema.safeParse(error);
  return parsed.success ? parsed.data.code : null;
}

// The SDK's answers for an unknown e-mail or a wrong password: the API's 401 of spec part 1 §8. Newer projects (and
// the emulator) answer 'auth/invalid-credential' for both, so nobody learns which accounts exist.
const WRONG_CREDENTIALS_CODES: ReadonlySet<string> = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
]);

export function isWrongCredentialsError(error: unknown): boolean {
  const code = firebaseErrorCode(error);
  return code !== null && WRONG_CREDENTIALS_CODES.has(code);
}
