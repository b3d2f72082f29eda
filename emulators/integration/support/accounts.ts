import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@estatekey/domain';
import { z } from 'zod';
import { adminAuth } from './admin';
import { AUTH_EMULATOR_ORIGIN, fetchWithTimeout } from './endpoints';
import { turnNotificationMailOff } from './notification-mail';
import { seedProfile } from './properties';

const identityToolkitResponseSchema = z.object({ idToken: z.string(), localId: z.string() });

/** The Auth emulator's Identity Toolkit REST API (any API key is accepted). */
async function identityToolkit(method: 'signUp' | 'signInWithPassword', body: object) {
  const response = await fetchWithTimeout(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`accounts:${method} answered ${response.status}: ${await response.text()}`);
  return identityToolkitResponseSchema.parse(await response.json());
}

/** The password of every account createAccountWithRole makes. */
export const TEST_ACCOUNT_PASSWORD = 'integration-password';

export interface TestAccount {
  readonly uid: string;
  readonly email: string;
  /** A Firebase ID token carrying the `role` claim. */
  readonly idToken: string;
  /** For signing in with the web SDK (support/client-sdk.ts). */
  readonly password: string;
}

export interface TestAccountOptions {
  /** false makes an unverified account (it may call almost nothing, DESIGN §5). */
  readonly emailVerified?: boolean;
  /** true keeps the product's default e-mail preferences, so the account's notifications are mailed (see turnNotificationMailOff). */
  readonly notificationMail?: boolean;
}

/**
 * A fresh account (unique e-mail per call, so suites never collide) whose token carries `role` as a custom claim and,
 * unless `emailVerified: false`, a verified e-mail address; its notifications are not mailed unless `notificationMail`.
 */
export async function createAccountWithRole(
  role: Role,
  { emailVerified = true, notificationMail = false }: TestAccountOptions = {},
): Promise<TestAccount> {
  const email = `it-${randomUUID()}@example.com`;
  const password = TEST_ACCOUNT_PASSWORD;
  const { localId: uid } = await identityToolkit('signUp', { email, password });
  await adminAuth.setCustomUserClaims(uid, { role });
  if (emailVerified) await adminAuth.updateUser(uid, { emailVerified: true });
  if (!notificationMail) await turnNotificationMailOff(uid);
  const { idToken } = await identityToolkit('signInWithPassword', { email, password });
  return { uid, email, idToken, password };
}

/** One fresh account per role, for suites that walk a role table: the answer finds the account of a role. */
export async function createAccountPerRole(): Promise<(role: Role) => TestAccount> {
  const accounts = new Map(
    await Promise.all(ROLES.map(async (role) => [role, await createAccountWithRole(role)] as const)),
  );
  return (role) => {
    const account = accounts.get(role);
    if (!account) throw new Error(`No account for ${role}`);
    return account;
  };
}

/** A fresh account (createAccountWithRole) with its `users/{uid}` profile, so sharing and search find it by name. */
export async function createAccountWithProfile(
  role: Role,
  firstName: string = role,
  lastName: string = role,
  options: TestAccountOptions = {},
): Promise<TestAccount> {
  // The profile's seed stores the mail choice; the account's own would write the same document first.
  const account = await createAccountWithRole(role, { ...options, notificationMail: true });
  await seedProfile({
    uid: account.uid,
    role,
    firstName,
    lastName,
    email: account.email,
    notificationMail: options.notificationMail,
  });
  return account;
}
