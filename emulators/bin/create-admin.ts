// `npm run create-admin -- --email you@example.com [--password …] [--first-name …] [--last-name …] [--project id]`
// Creates or promotes an Admin through the Admin SDK: against the local emulators by default, against a real project
// when `--project` names one (credentials: Application Default Credentials, e.g. `gcloud auth application-default
// login`). Admin is never self-service outside the emulators (DESIGN §5), so this is how the first admin exists.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { normalizeSearchTokens, type Role } from '@estatekey/domain';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../../functions/src/lib/audit-log.ts';
import { revokeSessions } from '../../functions/src/services/accounts/session-revocation.ts';
import { errorCode } from '../../functions/src/lib/error-code.ts';

const EMULATOR_PROJECT_ID = 'demo-estatekey';
const EMULATOR_HOSTS = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
const ADMIN: Role = 'Admin';

export interface AdminAccountRequest {
  readonly email: string;
  /** Required to create an account; without it a new account gets a random one, printed once. */
  readonly password?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export interface AdminAccountResult {
  readonly uid: string;
  readonly created: boolean;
  /** The generated password of a new account created without one. */
  readonly generatedPassword?: string;
}

async function existingUser(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') {
      return null;
    }
    throw error;
  }
}

/**
 * The account of `email` with the Admin role claim and a profile saying Admin: an existing account is promoted (its
 * other claims kept, its refresh tokens revoked so the next sign-in carries the role), a new one created verified.
 * Recorded in the audit log as 'user.roleGranted' by the system.
 */
export async function createOrPromoteAdmin(
  { auth, db }: { auth: Auth; db: Firestore },
  request: AdminAccountRequest,
): Promise<AdminAccountResult> {
  const email = request.email.trim().toLowerCase();
  const existing = await existingUser(auth, email);
  const generatedPassword = existing || request.password ? undefined : randomBytes(12).toString('base64url');
  const user =
    existing ??
    (await auth.createUser({
      email,
      password: request.password ?? generatedPassword,
      emailVerified: true,
      displayName: [request.firstName, request.lastName].filter(Boolean).join(' ') || undefined,
    }));
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), role: ADMIN });

  const profileRef = db.collection('users').doc(user.uid);
  const profile = await profileRef.get();
  const firstName = request.firstName ?? (profile.get('firstName') as string | undefined) ?? 'Admin';
  const lastName = request.lastName ?? (profile.get('lastName') as string | undefined) ?? '';
  await profileRef.set(
    {
      firstName,
      lastName,
      email,
      role: ADMIN,
      emailVerified: true,
      searchTokens: normalizeSearchTokens({ firstName, lastName, email }),
      ...(profile.exists ? {} : { onboardingCompleted: false, createdAt: FieldValue.serverTimestamp() }),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  // A promoted account's open sessions end, in the API and the rules, so its next sign-in carries the claim.
  if (existing) await revokeSessions({ auth, db }, user.uid);
  await recordAudit(db, {
    actorId: 'system',
    action: 'user.roleGranted',
    targetType: 'user',
    targetId: user.uid,
    details: { role: ADMIN, created: !existing, via: 'create-admin' },
  });
  return { uid: user.uid, created: !existing, ...(generatedPassword ? { generatedPassword } : {}) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      project: { type: 'string' },
    },
  });
  if (!values.email)
    throw new Error('Usage: npm run create-admin -- --email <address> [--password <password>] [--project <id>]');
  const projectId = values.project ?? EMULATOR_PROJECT_ID;
  if (values.project === undefined) {
    for (const [name, host] of Object.entries(EMULATOR_HOSTS)) process.env[name] ??= host;
  }
  const app = initializeApp({ projectId }, 'estatekey-create-admin');
  const result = await createOrPromoteAdmin(
    { auth: getAuth(app), db: getFirestore(app) },
    {
      email: values.email,
      ...(values.password !== undefined ? { password: values.password } : {}),
      ...(values['first-name'] !== undefined ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] !== undefined ? { lastName: values['last-name'] } : {}),
    },
  );
  const target = values.project === undefined ? 'the local emulators' : `project ${projectId}`;
  console.log(`${result.created ? 'Created' : 'Promoted'} admin ${values.email} (uid ${result.uid}) in ${target}.`);
  if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
