import {
  API_ROUTE_NAMES,
  apiPath,
  type ApiRoute,
  apiRoutes,
  apiTexts,
  errorsTexts,
  requiresVerifiedEmail,
  type Role,
  ROLES,
  VERIFICATION_MAIL_RATE_LIMIT,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminAuth } from './support/admin';
import { callApi, callRoute } from './support/api-client';
import {
  logInThroughApi,
  queuedVerificationLinks,
  registerThroughApi,
  signedInAccount,
  verifyThroughMailedLink,
} from './support/registered-accounts';

const notVerified = { message: errorsTexts.emailNotVerified };
const resend = (token: string) => callApi(apiPath(apiRoutes.resendVerification), { method: 'POST', token });
const verify = (link: { uid: string; token: string }) =>
  callApi(apiPath(apiRoutes.verifyEmail, { id: link.uid, token: link.token }));

/** A path of the route with made-up ids: the guard answers before any id is looked at. */
function pathOf(route: ApiRoute): `/api/${string}` {
  const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, 'x1']));
  return apiPath(route, params);
}

/** A role the route serves, so that a 403 can only come from the missing verification. */
function roleServedBy(route: ApiRoute): Role {
  return Array.isArray(route.access) ? (route.access[0] as Role) : 'Guardian';
}

describe('an account whose e-mail is not verified (DESIGN §5)', () => {
  it('cannot list the user directory as an Attorney or Agent, until it verifies', async () => {
    const guardian = await registerThroughApi('Guardian', { firstName: 'Directoryguardian' });
    for (const role of ['Attorney', 'Agent'] as const) {
      // The attack: register under someone else's address, sign in unverified, search by prefix.
      const attacker = await registerThroughApi(role);
      const token = await logInThroughApi(attacker);
      const search = (idToken: string) =>
        callRoute(apiRoutes.attorneySearchUsers, { query: { query: 'Directoryguardian' }, token: idToken });
      const refused = await search(token);
      expect(refused.status, role).toBe(403);
      expect(refused.body).toEqual(notVerified);

      // The owner of the address opens the link: the next token carries the claim and the search answers.
      await verifyThroughMailedLink(attacker.email);
      const answer = await search(await logInThroughApi(attacker));
      expect(answer.status, role).toBe(200);
      // Verified, it searches, but a guardian it has no case or property with is not in its directory.
      expect(apiRoutes.attorneySearchUsers.response.parse(answer.body).map((user) => user._id)).not.toContain(
        guardian.uid,
      );
    }
  });

  describe('is refused every route the table does not allow it', () => {
    const unverified = new Map<Role, TestAccount>();
    beforeAll(async () => {
      for (const role of ROLES) unverified.set(role, await createAccountWithRole(role, { emailVerified: false }));
    });

    const guarded = API_ROUTE_NAMES.filter((name) => requiresVerifiedEmail(apiRoutes[name]));
    it.each(guarded)('%s answers 403', async (name) => {
      const route: ApiRoute = apiRoutes[name];
      const account = unverified.get(roleServedBy(route));
      if (!account) throw new Error('no account');
      const answer = await callApi(pathOf(route), { method: route.method, token: account.idToken });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(notVerified);
    });
  });

  it('may read and edit its profile, and log out', async () => {
    const account = await signedInAccount('Agent', { verified: false });
    for (const path of [apiRoutes.profile.path, apiRoutes.me.path] as const) {
      expect((await callApi(path, { token: account.idToken })).status, path).toBe(200);
    }
    const update = await callApi(apiPath(apiRoutes.updateProfile), {
      method: 'PUT',
      token: account.idToken,
      body: { firstName: 'Renamed' },
    });
    expect(update.status).toBe(200);
    expect(apiRoutes.updateProfile.response.parse(update.body).user.firstName).toBe('Renamed');
    expect((await callApi(apiPath(apiRoutes.logout), { method: 'POST', token: account.idToken })).status).toBe(200);
  });
});

describe('POST /api/user/resend-verification', () => {
  it('answers 401 without a token', async () => {
    const answer = await callApi(apiPath(apiRoutes.resendVerification), { method: 'POST' });
    expect(answer.status).toBe(401);
  });

  it('mails a fresh link that verifies (the earlier one stops working), then answers 409', async () => {
    const account = await signedInAccount('Guardian', { verified: false });
    const [first] = await queuedVerificationLinks(account.email);

    const answer = await resend(account.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: apiTexts.verificationResent });

    const links = await queuedVerificationLinks(account.email);
    expect(links).toHaveLength(2);
    const fresh = links.find((link) => link.token !== first?.token);
    expect(fresh?.uid).toBe(account.uid);
    if (!first || !fresh) throw new Error('expected two links');
    expect((await verify(first)).status).toBe(400);
    expect((await verify(fresh)).status).toBe(200);
    expect((await adminAuth.getUser(account.uid)).emailVerified).toBe(true);

    // The old token still says unverified; the Auth user decides.
    const again = await resend(account.idToken);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: errorsTexts.emailAlreadyVerified });
    expect(await queuedVerificationLinks(account.email)).toHaveLength(2);
  });

  it(`answers 429 after ${VERIFICATION_MAIL_RATE_LIMIT.max} resends of one account in the window`, async () => {
    const account = await signedInAccount('Executor', { verified: false });
    for (let sent = 0; sent < VERIFICATION_MAIL_RATE_LIMIT.max; sent += 1) {
      expect((await resend(account.idToken)).status).toBe(200);
    }
    const refused = await resend(account.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: errorsTexts.rateLimited });
    expect(await queuedVerificationLinks(account.email)).toHaveLength(1 + VERIFICATION_MAIL_RATE_LIMIT.max);
  });
});
