import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  apiPath,
  apiRoutes,
  apiTexts,
  AUTH_COOKIE,
  errorsTexts,
  firestorePaths,
  mailTexts,
  normalizeSearchTokens,
  SELF_REGISTER_ROLES,
  validationTexts,
  VERIFICATION_TTL_HOURS,
} from '@estatekey/domain';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccount } from '../../functions/src/services/accounts/accounts';
import { adminAuth, adminDb } from './support/admin';
import { callApi, failedFields, uniqueClientAddress, withoutField, callRoute } from './support/api-client';
import { PROJECT_ID } from './support/endpoints';
import { inboxMessages } from './support/mail-inbox';
import {
  logInThroughApi,
  queuedVerificationLink,
  registerThroughApi,
  signedInAccount,
  TEST_PASSWORD,
  uniqueEmail,
  verificationLinkIn,
} from './support/registered-accounts';
import { waitFor } from './support/wait-for';

const storedSecretsSchema = z.object({
  smtpPassword: z.string().optional(),
  emailVerification: z.object({ tokenHash: z.string(), expiresAt: z.instanceof(Timestamp) }).optional(),
});

async function storedSecrets(uid: string) {
  return storedSecretsSchema.parse((await adminDb.doc(firestorePaths.userSecrets(uid)).get()).data() ?? {});
}

async function storedProfile(uid: string): Promise<Record<string, unknown>> {
  const snapshot = await adminDb.doc(firestorePaths.user(uid)).get();
  if (!snapshot.exists) throw new Error(`users/${uid} does not exist`);
  return snapshot.data() ?? {};
}

async function authUserWithEmail(email: string) {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch {
    return undefined;
  }
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Alice',
    lastName: 'Registrant',
    email: uniqueEmail('register'),
    password: TEST_PASSWORD,
    role: 'Guardian',
    ...overrides,
  };
}

const register = (body: unknown) => callApi(apiPath(apiRoutes.register), { method: 'POST', body });

describe('POST /api/user/register', () => {
  it('creates the Auth user with its role claim, the profile, a hashed token, and mails the verification link', async () => {
    const request = registration({ firstName: 'Alicia', lastName: 'Marsh', plan: 'yearly' });
    const answer = await register(request);

    expect(answer.status).toBe(201);
    const { message, userId } = apiRoutes.register.response.parse(answer.body);
    expect(message).toBe(apiTexts.registered);

    const authUser = await adminAuth.getUser(userId);
    expect(authUser.email).toBe(request.email);
    expect(authUser.emailVerified).toBe(false);
    expect(authUser.customClaims).toEqual({ role: 'Guardian' });

    const profile = await storedProfile(userId);
    expect(profile).toMatchObject({
      firstName: 'Alicia',
      lastName: 'Marsh',
      email: request.email,
      role: 'Guardian',
      plan: 'yearly',
      emailVerified: false,
      onboardingCompleted: false,
      smtpPasswordSet: false,
      searchTokens: normalizeSearchTokens({ firstName: 'Alicia', lastName: 'Marsh', email: request.email }),
    });
    expect(profile['createdAt']).toBeInstanceOf(Timestamp);
    expect(profile).not.toHaveProperty('password');

    const mail = await waitFor(`the verification mail to ${request.email}`, async () =>
      (await inboxMessages()).find((candidate) => candidate.to.some((to) => to.address === request.email)),
    );
    expect(mail.subject).toBe(mailTexts.verification.subject);
    const link = verificationLinkIn(mail.text ?? '');
    expect(link?.uid).toBe(userId);
    expect(mail.text).toContain(`http://127.0.0.1:5000/users/${userId}/verify/${link?.token ?? ''}`);

    const { emailVerification } = await storedSecrets(userId);
    expect(emailVerification?.tokenHash).toBe(
      createHash('sha256')
        .update(link?.token ?? '')
        .digest('hex'),
    );
    const ttlMs = (emailVerification?.expiresAt.toMillis() ?? 0) - Date.now();
    expect(ttlMs).toBeGreaterThan((VERIFICATION_TTL_HOURS - 1) * 60 * 60 * 1000);
    expect(ttlMs).toBeLessThanOrEqual(VERIFICATION_TTL_HOURS * 60 * 60 * 1000);
  });

  it.each(SELF_REGISTER_ROLES)('registers a %s with the monthly plan by default', async (role) => {
    const account = await registerThroughApi(role);
    expect((await adminAuth.getUser(account.uid)).customClaims).toEqual({ role });
    expect(await storedProfile(account.uid)).toMatchObject({ role, plan: 'monthly' });
  });

  it('makes an Admin when no role is chosen, because the functions run against the emulators (DESIGN §5)', async () => {
    const { role: _role, ...withoutRole } = registration();
    const answer = await register(withoutRole);
    expect(answer.status).toBe(201);
    const { userId } = apiRoutes.register.response.parse(answer.body);
    expect((await adminAuth.getUser(userId)).customClaims).toEqual({ role: 'Admin' });
  });

  it.each(['firstName', 'lastName', 'email', 'password'])('refuses a registration without %s', async (field) => {
    const request = withoutField(registration(), field);
    const answer = await register(request);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: errorsTexts.validation });
    expect(failedFields(answer)).toEqual([field]);
  });

  it('refuses a malformed e-mail, a short password, an unknown role or plan, and creates nobody', async () => {
    const cases = [
      { body: registration({ email: 'not-an-email' }), field: 'email', message: validationTexts.invalidEmail },
      { body: registration({ password: 'short7!' }), field: 'password', message: validationTexts.passwordTooShort },
      { body: registration({ role: 'Overlord' }), field: 'role' },
      { body: registration({ plan: 'weekly' }), field: 'plan' },
    ];
    for (const { body, field, message } of cases) {
      const answer = await register(body);
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual([field]);
      if (message) expect(answer.body).toMatchObject({ errors: [{ path: field, message }] });
      expect(await authUserWithEmail(String(body.email))).toBeUndefined();
    }
  });

  it('deletes the new Auth user again when the Firestore batch fails, so nothing is half-written', async () => {
    // A real Firestore client that can no longer write: the batch of profile, token hash and mail fails.
    const closedDb = getFirestore(initializeApp({ projectId: PROJECT_ID }, `closed-${randomUUID()}`));
    await closedDb.terminate();
    const request = apiRoutes.register.body.parse(registration());

    await expect(
      registerAccount({ auth: adminAuth, db: closedDb }, request, {
        adminAllowed: false,
        appBaseUrl: 'http://127.0.0.1:5000',
      }),
    ).rejects.toThrow();
    expect(await authUserWithEmail(request.email)).toBeUndefined();
    expect((await adminDb.collection('users').where('email', '==', request.email).get()).empty).toBe(true);
  });

  it('answers 409 to an e-mail that already has an account, in any letter case, and creates no second user', async () => {
    const first = await registerThroughApi('Executor');

    for (const email of [first.email, first.email.toUpperCase()]) {
      const answer = await register(registration({ email, firstName: 'Second' }));
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ message: errorsTexts.emailExists });
    }

    expect((await adminAuth.getUserByEmail(first.email)).uid).toBe(first.uid);
    const profiles = await adminDb.collection('users').where('email', '==', first.email).get();
    expect(profiles.docs.map((doc) => doc.id)).toEqual([first.uid]);
  });
});

describe('POST /api/user/login', () => {
  const logIn = (body: unknown, clientAddress?: string) =>
    callApi(apiPath(apiRoutes.login), { method: 'POST', body, ...(clientAddress ? { clientAddress } : {}) });

  it('answers an ID token with the role claim and the profile, and sets the httpOnly authToken cookie', async () => {
    const account = await registerThroughApi('Attorney');
    const answer = await logIn({ email: account.email, password: account.password });

    expect(answer.status).toBe(200);
    const { token, user } = apiRoutes.login.response.parse(answer.body);
    const claims = await adminAuth.verifyIdToken(token, true);
    expect(claims.uid).toBe(account.uid);
    expect(claims['role']).toBe('Attorney');
    expect(user).toMatchObject({ id: account.uid, _id: account.uid, email: account.email, role: 'Attorney' });
    expect(user).not.toHaveProperty('searchTokens');

    const cookie = answer.headers.getSetCookie().find((header) => header.startsWith(`${AUTH_COOKIE}=`));
    expect(cookie).toContain(`${AUTH_COOKIE}=${token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Max-Age');

    const profile = await callApi(apiPath(apiRoutes.profile), { headers: { Cookie: `${AUTH_COOKIE}=${token}` } });
    expect(profile.status).toBe(200);
  });

  it('keeps the cookie only as long as the token when "remember me" is ticked', async () => {
    const account = await registerThroughApi('Guardian');
    const answer = await logIn({ email: account.email, password: account.password, rememberMe: true });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((header) => header.startsWith(`${AUTH_COOKIE}=`));
    expect(cookie).toContain('Max-Age=3600');
  });

  it('answers 401 with one message to a wrong password and to an unknown e-mail', async () => {
    const account = await registerThroughApi('Guardian');
    for (const body of [
      { email: account.email, password: 'wrong-password-1' },
      { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    ]) {
      const answer = await logIn(body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: errorsTexts.invalidCredentials });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers 400 to a missing e-mail or password and to a malformed e-mail', async () => {
    expect(failedFields(await logIn({ password: TEST_PASSWORD }))).toEqual(['email']);
    expect(failedFields(await logIn({ email: uniqueEmail('login') }))).toEqual(['password']);
    const malformed = await logIn({ email: 'alice', password: TEST_PASSWORD });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: [{ path: 'email', message: validationTexts.invalidEmail }] });
  });

  it('answers 429 after 10 attempts from one address in a minute, even with the right password', async () => {
    const account = await registerThroughApi('Guardian');
    const address = uniqueClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logIn({ email: account.email, password: `wrong-${attempt}-password` }, address)).status).toBe(401);
    }
    const refused = await logIn({ email: account.email, password: account.password }, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: errorsTexts.rateLimited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await logIn({ email: account.email, password: account.password }, uniqueClientAddress())).status).toBe(200);
  });
});

describe('GET /api/user/profile and GET /api/users/me', () => {
  it.each(['/api/user/profile', '/api/users/me'] as const)('%s answers 401 without a token', async (path) => {
    const answer = await callApi(path);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: errorsTexts.authRequired });
  });

  it.each(['/api/user/profile', '/api/users/me'] as const)(
    '%s answers the profile with role and onboarding state, and no secrets',
    async (path) => {
      // Unverified: the dashboard's profile reads are among the few calls it may make (DESIGN §5).
      const account = await signedInAccount('Executor', { verified: false });
      const answer = await callApi(path, { token: account.idToken });
      expect(answer.status).toBe(200);
      const user = apiRoutes.profile.response.parse(answer.body);
      expect(user).toMatchObject({
        id: account.uid,
        _id: account.uid,
        firstName: account.firstName,
        email: account.email,
        role: 'Executor',
        onboardingCompleted: false,
        emailVerified: false,
      });
      expect(user.attorneyProfile).toBeUndefined();
      expect(Object.keys(answer.body as object)).not.toContain('searchTokens');
      expect(Object.keys(answer.body as object)).not.toContain('smtpPassword');
    },
  );
});

describe('PUT /api/user/profile/update', () => {
  const update = (token: string | undefined, body: unknown) =>
    callApi(apiPath(apiRoutes.updateProfile), { method: 'PUT', body, ...(token ? { token } : {}) });

  it('answers 401 without a token', async () => {
    const answer = await update(undefined, { firstName: 'Nobody' });
    expect(answer.status).toBe(401);
  });

  it('saves the profile fields, ignores e-mail and role, and keeps the SMTP password write-only and encrypted', async () => {
    const account = await signedInAccount('Guardian');
    const smtpPassword = `smtp-secret-${account.uid}`;
    const answer = await update(account.idToken, {
      firstName: 'Renamed',
      lastName: 'Person',
      email: 'taken-over@example.com',
      role: 'Admin',
      onboardingCompleted: true,
      phone: '(555) 010-7777',
      companyName: 'Marsh Estates',
      city: 'Springfield',
      smtpHost: 'smtp.example.com',
      smtpPort: '2525',
      smtpUser: 'mailer',
      smtpPassword,
    });

    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain(smtpPassword);
    const { message, user } = apiRoutes.updateProfile.response.parse(answer.body);
    expect(message).toBe(apiTexts.profileUpdated);
    expect(user).toMatchObject({
      firstName: 'Renamed',
      email: account.email,
      role: 'Guardian',
      onboardingCompleted: false,
      smtpPort: 2525,
      smtpPasswordSet: true,
    });

    expect(await storedProfile(account.uid)).toMatchObject({
      firstName: 'Renamed',
      lastName: 'Person',
      email: account.email,
      role: 'Guardian',
      onboardingCompleted: false,
      phone: '(555) 010-7777',
      companyName: 'Marsh Estates',
      city: 'Springfield',
      smtpHost: 'smtp.example.com',
      smtpPort: 2525,
      smtpUser: 'mailer',
      smtpPasswordSet: true,
      searchTokens: normalizeSearchTokens({ firstName: 'Renamed', lastName: 'Person', email: account.email }),
    });
    expect(await storedProfile(account.uid)).not.toHaveProperty('smtpPassword');
    const authUser = await adminAuth.getUser(account.uid);
    expect(authUser.email).toBe(account.email);
    expect(authUser.customClaims).toEqual({ role: 'Guardian' });

    const { smtpPassword: sealed } = await storedSecrets(account.uid);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(smtpPassword);

    const profile = await callApi(apiPath(apiRoutes.profile), { token: account.idToken });
    expect(JSON.stringify(profile.body)).not.toContain(smtpPassword);
    expect(JSON.stringify(profile.body)).not.toContain(sealed);
  });

  it('keeps the stored SMTP password when the field is empty', async () => {
    const account = await signedInAccount('Agent');
    expect((await update(account.idToken, { smtpPassword: 'first-password' })).status).toBe(200);
    const before = (await storedSecrets(account.uid)).smtpPassword;

    expect((await update(account.idToken, { smtpPassword: '', smtpUser: 'agent-mailer' })).status).toBe(200);
    expect((await storedSecrets(account.uid)).smtpPassword).toBe(before);
    expect(await storedProfile(account.uid)).toMatchObject({ smtpUser: 'agent-mailer', smtpPasswordSet: true });
  });

  it('refuses a non-numeric SMTP port and an emptied name, and changes nothing', async () => {
    const account = await signedInAccount('Guardian');
    const answer = await update(account.idToken, { smtpPort: 'twenty-five', firstName: '', city: 'Elsewhere' });
    expect(answer.status).toBe(400);
    expect(failedFields(answer).sort()).toEqual(['firstName', 'smtpPort']);
    expect(answer.body).toMatchObject({
      errors: expect.arrayContaining([{ path: 'smtpPort', message: validationTexts.smtpPortNumeric }]),
    });
    expect(await storedProfile(account.uid)).toMatchObject({ firstName: account.firstName, city: '' });
  });
});

describe('GET /api/user/{id}/verify/{token}', () => {
  const verify = (uid: string, token: string) => callRoute(apiRoutes.verifyEmail, { params: { id: uid, token } });

  it('marks the Auth user and the profile verified, once', async () => {
    const account = await registerThroughApi('Guardian');
    const link = await queuedVerificationLink(account.email);

    const answer = await verify(link.uid, link.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: apiTexts.emailVerified });
    expect((await adminAuth.getUser(account.uid)).emailVerified).toBe(true);
    expect(await storedProfile(account.uid)).toMatchObject({ emailVerified: true });
    expect((await storedSecrets(account.uid)).emailVerification).toBeUndefined();

    const reuse = await verify(link.uid, link.token);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ message: errorsTexts.verificationInvalid });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const account = await registerThroughApi('Executor');
    const link = await queuedVerificationLink(account.email);
    await adminDb
      .doc(firestorePaths.userSecrets(account.uid))
      .update({ 'emailVerification.expiresAt': Timestamp.fromMillis(Date.now() - 1_000) });

    const answer = await verify(link.uid, link.token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: errorsTexts.verificationInvalid });
    expect((await adminAuth.getUser(account.uid)).emailVerified).toBe(false);
    expect(await storedProfile(account.uid)).toMatchObject({ emailVerified: false });
  });

  it("refuses another account's token and an unknown user, changing nothing", async () => {
    const first = await registerThroughApi('Guardian');
    const second = await registerThroughApi('Guardian');
    const secondLink = await queuedVerificationLink(second.email);

    expect((await verify(first.uid, secondLink.token)).status).toBe(400);
    expect((await verify('no-such-user', secondLink.token)).status).toBe(400);
    expect((await adminAuth.getUser(first.uid)).emailVerified).toBe(false);
    expect((await adminAuth.getUser(second.uid)).emailVerified).toBe(false);

    expect((await verify(second.uid, secondLink.token)).status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('answers 401 without a token', async () => {
    const answer = await callApi(apiPath(apiRoutes.logout), { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: errorsTexts.authRequired });
  });

  it('revokes the sessions and clears the cookie, so the old token is refused afterwards', async () => {
    const account = await registerThroughApi('Guardian');
    const token = await logInThroughApi(account);
    // Revocation has one-second resolution: log out in a later second than the token was issued.
    await sleep(1_100);

    const answer = await callApi(apiPath(apiRoutes.logout), { method: 'POST', token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: apiTexts.loggedOut });
    const cleared = answer.headers.getSetCookie().find((header) => header.startsWith(`${AUTH_COOKIE}=`));
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970');

    // A write checks the session at once; a read may trust the session state read by the logout for 30 s.
    const after = await callApi(apiPath(apiRoutes.logout), { method: 'POST', token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: errorsTexts.invalidToken });
    await expect(adminAuth.verifyIdToken(token, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });

    expect((await callApi(apiPath(apiRoutes.profile), { token: await logInThroughApi(account) })).status).toBe(200);
  });
});
