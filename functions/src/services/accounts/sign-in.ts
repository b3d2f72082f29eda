import { DomainError, errorsTexts, roleSchema, type UserResponse } from '@estatekey/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { IdentityToolkitConfig } from '../../config';
import type { IdTokenVerifier } from '../../http/middleware/authenticate';
import { getUserResponse } from './users';

const SIGN_IN_TIMEOUT_MS = 10_000;

const signInResponseSchema = z.object({
  idToken: z.string().min(1),
  localId: z.string().min(1),
  /** Seconds until the ID token expires, as a string. */
  expiresIn: z.coerce.number().int().positive(),
});

const identityToolkitErrorSchema = z.object({ error: z.object({ message: z.string() }) });

/** Identity Toolkit answers that mean "these credentials do not sign anyone in"; all get the same 401. */
const CREDENTIAL_FAILURES = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
  'USER_DISABLED',
]);

export interface PasswordSignIn {
  readonly uid: string;
  readonly idToken: string;
  readonly expiresInSeconds: number;
}

/**
 * The DomainError for a refused sign-in, from the code at the start of Identity Toolkit's error message
 * ('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account…'); undefined for failures that are the server's problem.
 */
export function signInRefusal(errorMessage: string): DomainError | undefined {
  const code = errorMessage.split(':')[0]?.trim() ?? '';
  if (CREDENTIAL_FAILURES.has(code)) return DomainError.unauthenticated(errorsTexts.invalidCredentials);
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') return DomainError.tooManyRequests();
  return undefined;
}

/** `accounts:signInWithPassword` of the Identity Toolkit REST API (the Auth emulator's, locally). */
export async function signInWithPassword(
  config: IdentityToolkitConfig,
  email: string,
  password: string,
): Promise<PasswordSignIn> {
  const response = await fetch(`${config.accountsUrl}:signInWithPassword?key=${encodeURIComponent(config.apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
  });
  const body: unknown = await response.json();
  if (!response.ok) {
    const failure = identityToolkitErrorSchema.safeParse(body);
    const refusal = failure.success ? signInRefusal(failure.data.error.message) : undefined;
    if (refusal) throw refusal;
    throw new Error(
      `Identity Toolkit sign-in answered ${response.status}: ${failure.success ? failure.data.error.message : 'no error code'}`,
    );
  }
  const signIn = signInResponseSchema.parse(body);
  return { uid: signIn.localId, idToken: signIn.idToken, expiresInSeconds: signIn.expiresIn };
}

/**
 * Signs in with e-mail and password and answers the ID token with the user's profile, whose role
 * is the token's `role` claim.
 * Serves `POST /api/user/login`.
 */
export async function logInWithPassword(
  { auth, db }: { auth: IdTokenVerifier; db: Firestore },
  config: IdentityToolkitConfig,
  credentials: { email: string; password: string },
): Promise<PasswordSignIn & { user: UserResponse }> {
  const signIn = await signInWithPassword(config, credentials.email, credentials.password);
  const claims = await auth.verifyIdToken(signIn.idToken);
  const role = roleSchema.safeParse(claims['role']);
  const user = await getUserResponse(db, { uid: signIn.uid, role: role.success ? role.data : null });
  return { ...signIn, user };
}
