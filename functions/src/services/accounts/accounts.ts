import {
  DomainError,
  errorsTexts,
  fullName,
  mailTexts,
  normalizeSearchTokens,
  PRIVATE_DOCS,
  type RegisterRequest,
  type Role,
  userProfileSchema,
  validationTexts,
} from '@estatekey/domain';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { usersCollection, userSecretsDoc } from '../../lib/collections';
import { enqueueMailIn } from '../../lib/mail';
import { newPendingVerification, redeemsVerification } from '../../lib/secret-tokens';
import { revokeSessions, type SessionServices } from './session-revocation';
import { stringErrorCode } from '../../lib/error-code';

/** What account management needs of the Admin SDK's Auth. */
export type AccountAuth = Pick<
  Auth,
  'createUser' | 'deleteUser' | 'getUser' | 'setCustomUserClaims' | 'updateUser' | 'revokeRefreshTokens'
>;

export interface AccountServices {
  readonly auth: AccountAuth;
  readonly db: Firestore;
}

/** Admin is never self-service in production; against the emulators it is the spec's development default (DESIGN §5). */
export function assertSelfRegistrationAllowed(role: Role, adminAllowed: boolean): void {
  if (role === 'Admin' && !adminAllowed) throw DomainError.forbidden(errorsTexts.adminSelfRegistration);
}

/** The verification link of the mail: the web app's /users/{id}/verify/{token} route (DESIGN §7). */
export function verificationLink(appBaseUrl: string, uid: string, token: string): string {
  return `${appBaseUrl}/users/${encodeURIComponent(uid)}/verify/${encodeURIComponent(token)}`;
}

/**
 * Runs `work` for a freshly created Auth user and deletes that user if it fails, so a failed registration leaves
 * neither an Auth account nor a profile behind.
 */
export async function deletingAuthUserOnFailure<T>(
  auth: Pick<Auth, 'deleteUser'>,
  uid: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await auth.deleteUser(uid);
    throw error;
  }
}

/**
 * The Auth user with its `role` claim, then in one batch the profile, the hash of the
 * verification token and the verification mail in the outbox.
 * Serves `POST /api/user/register`.
 */
export async function registerAccount(
  { auth, db }: AccountServices,
  request: RegisterRequest,
  options: { adminAllowed: boolean; appBaseUrl: string; now?: Date },
): Promise<{ uid: string }> {
  assertSelfRegistrationAllowed(request.role, options.adminAllowed);
  const user = await createAuthUser(auth, request);
  const email = user.email ?? request.email;
  const now = options.now ?? new Date();

  await deletingAuthUserOnFailure(auth, user.uid, async () => {
    await auth.setCustomUserClaims(user.uid, { role: request.role });

    const profile = userProfileSchema.parse({
      id: user.uid,
      firstName: request.firstName,
      lastName: request.lastName,
      email,
      role: request.role,
      plan: request.plan,
      emailVerified: false,
      onboardingCompleted: false,
      searchTokens: normalizeSearchTokens({ firstName: request.firstName, lastName: request.lastName, email }),
      createdAt: now,
    });
    const batch = db.batch();
    batch.set(usersCollection(db).doc(user.uid), { ...profile, createdAt: FieldValue.serverTimestamp() });
    queueVerificationIn(batch, db, { uid: user.uid, email, firstName: request.firstName }, options);
    await batch.commit();
  });
  return { uid: user.uid };
}

/**
 * A new verification token (its hash replaces any earlier one, so only the newest link works) and the mail with its
 * link, written by `batch`.
 */
function queueVerificationIn(
  batch: WriteBatch,
  db: Firestore,
  account: { uid: string; email: string; firstName: string },
  options: { appBaseUrl: string; now?: Date },
): void {
  const { token, pending } = newPendingVerification(options.now ?? new Date());
  const link = verificationLink(options.appBaseUrl, account.uid, token);
  batch.set(
    userSecretsDoc(db, account.uid),
    { id: PRIVATE_DOCS.userSecrets, emailVerification: pending, updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  enqueueMailIn(
    batch,
    db,
    account.email,
    { subject: mailTexts.verification.subject, text: mailTexts.verification.text(account.firstName, link) },
    'verification',
  );
}

/**
 * A fresh link by mail, exactly as registration sends it. The Auth user is the
 * truth (the caller's token may predate the verification): 409 once the address is verified.
 * Serves `POST /api/user/resend-verification`.
 */
export async function resendVerification(
  { auth, db }: AccountServices,
  uid: string,
  options: { appBaseUrl: string; now?: Date },
): Promise<void> {
  const user = await existingUser(auth, uid);
  if (user.emailVerified) throw DomainError.conflict(errorsTexts.emailAlreadyVerified);
  if (!user.email) throw DomainError.notFound(errorsTexts.userNotFound);
  const profile = (await usersCollection(db).doc(uid).get()).data();
  const batch = db.batch();
  queueVerificationIn(batch, db, { uid, email: user.email, firstName: profile?.firstName ?? '' }, options);
  await batch.commit();
}

/** The Auth user with this uid; 404 when there is none (an admin may name any id, well-formed or not). */
async function existingUser(auth: Pick<AccountAuth, 'getUser'>, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    const code = stringErrorCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/invalid-uid') {
      throw DomainError.notFound(errorsTexts.userNotFound);
    }
    throw error;
  }
}

async function createAuthUser(auth: AccountAuth, request: RegisterRequest): Promise<UserRecord> {
  try {
    return await auth.createUser({
      email: request.email,
      password: request.password,
      displayName: fullName(request),
      emailVerified: false,
    });
  } catch (error) {
    const code = stringErrorCode(error);
    if (code === 'auth/email-already-exists') throw DomainError.conflict(errorsTexts.emailExists);
    if (code === 'auth/invalid-email') {
      throw DomainError.badRequest(undefined, [{ path: 'email', message: validationTexts.invalidEmail }]);
    }
    throw error;
  }
}

/**
 * Verifies an e-mail address with the link's token. The token must match the stored hash and be unexpired; Auth is
 * marked verified first (repeatable), then one transaction consumes the token and marks the profile, so a link works
 * exactly once even when opened twice at the same moment. Serves `GET /api/user/{id}/verify/{token}`.
 */
export async function verifyEmail(
  { auth, db }: AccountServices,
  uid: string,
  token: string,
  now = new Date(),
): Promise<void> {
  const secretsRef = userSecretsDoc(db, uid);
  const invalid = () => DomainError.badRequest(errorsTexts.verificationInvalid);

  const pending = (await secretsRef.get()).data()?.emailVerification;
  if (!redeemsVerification(pending, token, now)) throw invalid();

  try {
    await auth.updateUser(uid, { emailVerified: true });
  } catch (error) {
    if (stringErrorCode(error) === 'auth/user-not-found') throw invalid();
    throw error;
  }

  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(secretsRef)).data()?.emailVerification;
    if (!redeemsVerification(current, token, now)) throw invalid();
    transaction.update(secretsRef, { emailVerification: FieldValue.delete(), updatedAt: FieldValue.serverTimestamp() });
    transaction.update(usersCollection(db).doc(uid), { emailVerified: true, updatedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * Every refresh token of the user stops working, and so does every ID token, in the API and in the
 * rules (see revokeSessions).
 * Serves `POST /api/logout`.
 */
export async function signOutEverywhere(services: SessionServices, uid: string): Promise<void> {
  await revokeSessions(services, uid);
}
