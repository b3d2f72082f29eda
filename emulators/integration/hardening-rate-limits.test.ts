import {
  apiPath,
  apiRoutes,
  errorsTexts,
  LOGIN_ACCOUNT_RATE_LIMIT,
  LOGIN_RATE_LIMIT,
  USER_WRITE_RATE_LIMIT,
} from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { createAccountWithProfile } from './support/accounts';
import { callApi, uniqueClientAddress, type ApiAnswer } from './support/api-client';
import { readPropertyOrFail, seedProperty } from './support/properties';
import { registerThroughApi } from './support/registered-accounts';

/*
 * Limits must be keyed on what the caller cannot choose. The functions emulator is reached
 * directly, so the X-Forwarded-For header the tests send stands in for what Google's front end hands the function:
 * whatever the client sent, then (rightmost) the address the front end saw.
 */

function logIn(body: object, forwardedFor: string): Promise<ApiAnswer> {
  return callApi(apiPath(apiRoutes.login), { method: 'POST', body, clientAddress: forwardedFor });
}

function expectRateLimited(answer: ApiAnswer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: errorsTexts.rateLimited });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('login limits', () => {
  it('counts per rightmost X-Forwarded-For entry: a rotating leftmost entry does not escape the address limit', async () => {
    const account = await registerThroughApi('Guardian');
    const address = uniqueClientAddress();
    for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT.max; attempt += 1) {
      const spoofed = `${uniqueClientAddress()}, ${address}`;
      expect((await logIn({ email: account.email, password: `wrong-${attempt}-password` }, spoofed)).status).toBe(401);
    }
    expectRateLimited(await logIn({ email: account.email, password: account.password }, `203.0.113.9, ${address}`));
  });

  it('locks one account against attempts from rotating addresses, with the same 429, and no other account', async () => {
    const [target, bystander] = await Promise.all([registerThroughApi('Guardian'), registerThroughApi('Guardian')]);
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_RATE_LIMIT.max; attempt += 1) {
      const answer = await logIn({ email: target.email, password: `wrong-${attempt}-password` }, uniqueClientAddress());
      expect(answer.status).toBe(401);
    }
    expectRateLimited(await logIn({ email: target.email, password: target.password }, uniqueClientAddress()));
    // The e-mail is the account however it is spelled.
    expectRateLimited(await logIn({ email: ` ${target.email.toUpperCase()} `, password: 'x' }, uniqueClientAddress()));

    expect((await logIn({ email: bystander.email, password: bystander.password }, uniqueClientAddress())).status).toBe(
      200,
    );
  });
});

describe('per-user limits on signed-in writes', () => {
  it(`answers 429 once one user has toggled shares ${USER_WRITE_RATE_LIMIT.max} times, whatever address it uses`, async () => {
    const [owner, agent, otherOwner] = await Promise.all([
      createAccountWithProfile('Guardian', 'Tess'),
      createAccountWithProfile('Agent', 'Toby'),
      createAccountWithProfile('Guardian', 'Uma'),
    ]);
    const propertyId = await seedProperty({ ownerId: owner.uid });
    const share = { propertyId, userId: agent.uid, permissionLevel: 'view' } as const;
    const unshare = { propertyId, userId: agent.uid };
    for (let call = 0; call < USER_WRITE_RATE_LIMIT.max; call += 1) {
      const shareCall = call % 2 === 0;
      const answer = await callApi('/api/properties/share', {
        method: shareCall ? 'POST' : 'DELETE',
        token: owner.idToken,
        body: shareCall ? share : unshare,
      });
      expect(answer.status).toBe(200);
    }
    const before = await readPropertyOrFail(propertyId);
    const refused = await callApi('/api/properties/share', {
      method: before.sharedWith[agent.uid] ? 'DELETE' : 'POST',
      token: owner.idToken,
      body: before.sharedWith[agent.uid] ? unshare : share,
    });
    expectRateLimited(refused);
    expect((await readPropertyOrFail(propertyId)).sharedWith).toEqual(before.sharedWith);

    // The limit is the caller's own: another owner shares as usual.
    const otherPropertyId = await seedProperty({ ownerId: otherOwner.uid });
    const other = await callApi(apiPath(apiRoutes.shareProperty), {
      method: 'POST',
      token: otherOwner.idToken,
      body: { propertyId: otherPropertyId, userId: agent.uid, permissionLevel: 'view' },
    });
    expect(other.status).toBe(200);
  });
});
