import { randomBytes } from 'node:crypto';
import {
  apiPath,
  apiRoutes,
  errorsTexts,
  ROLES,
  type Role,
  SEARCH_CALLER_ROLES,
  SHARE_SEARCH_ROUTES,
  type ShareSearchRoute,
  USER_SEARCH_RATE_LIMIT,
  USER_SEARCH_RELATIONS,
  userSearchFinds,
  type UserSearchRelation,
  userSearchResultSchema,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { callApi, type ApiAnswer } from './support/api-client';
import { seedCase } from './support/cases';
import { bystanderUid, seedProfile, seedProperty } from './support/properties';

/*
 * Whom the user searches answer (USER_SEARCH_SCOPES) and how often: the directory could be walked by two-letter
 * prefixes, handing any attorney or agent the names, e-mails and roles of every guardian and executor.
 */

const resultsSchema = z.array(userSearchResultSchema);

function search(route: ShareSearchRoute, query: string, token: string): Promise<ApiAnswer> {
  return callApi(`${route}?query=${encodeURIComponent(query)}`, { token });
}

async function foundIds(route: ShareSearchRoute, query: string, token: string): Promise<string[]> {
  const answer = await search(route, query, token);
  expect(answer.status, `${route} ${query}`).toBe(200);
  return resultsSchema
    .parse(answer.body)
    .map((user) => user._id)
    .sort();
}

function uniqueWord(prefix: string): string {
  return `${prefix}${randomBytes(6).toString('hex')}`;
}

interface Target {
  readonly uid: string;
  readonly role: Role;
  readonly relation: UserSearchRelation;
}

/** Puts `target` in `relation` to `caller`, as the share and the accepted invitation would have. */
async function relate(caller: string, target: Target): Promise<void> {
  if (target.relation === 'propertyCoMember') {
    await seedProperty({ ownerId: target.uid, sharedWith: { [caller]: 'view' } });
  } else if (target.relation === 'caseClient') {
    await seedCase({ attorneyId: caller, clientId: target.uid });
  }
}

describe('whom each user search answers (USER_SEARCH_SCOPES)', () => {
  for (const callerRole of ROLES) {
    const routes = SHARE_SEARCH_ROUTES.filter((route) => SEARCH_CALLER_ROLES[route].includes(callerRole));

    describe(`a ${callerRole}`, () => {
      const surname = uniqueWord('Scope');
      const targets: Target[] = ROLES.flatMap((role) =>
        USER_SEARCH_RELATIONS.map((relation) => ({ uid: bystanderUid(`scope-${role}-${relation}`), role, relation })),
      );
      let caller: TestAccount;

      beforeAll(async () => {
        caller = await createAccountWithRole(callerRole);
        await Promise.all(
          targets.map(async (target) => {
            await seedProfile({ uid: target.uid, role: target.role, firstName: target.relation, lastName: surname });
            await relate(caller.uid, target);
          }),
        );
      });

      for (const route of routes) {
        it(`finds through ${route} exactly the users the table answers, with the spec's fields only`, async () => {
          const answer = await search(route, surname, caller.idToken);

          expect(answer.status).toBe(200);
          const expected = targets.filter((target) =>
            userSearchFinds(route, callerRole, { role: target.role, relations: [target.relation] }),
          );
          expect(
            resultsSchema
              .parse(answer.body)
              .map((user) => user._id)
              .sort(),
          ).toEqual(expected.map((target) => target.uid).sort());
          for (const result of answer.body as Record<string, unknown>[]) {
            expect(Object.keys(result).sort()).toEqual(['_id', 'email', 'firstName', 'lastName', 'role']);
          }
          if (callerRole !== 'Admin') {
            expect(resultsSchema.parse(answer.body).map((user) => user.role)).not.toContain('Admin');
          }
        });
      }
    });
  }
});

describe('walking the directory by two-letter prefixes', () => {
  it('hands an attorney without cases no guardian or executor, but still the agents and attorneys', async () => {
    const attorney = await createAccountWithRole('Attorney');
    const word = uniqueWord('Qx');
    const clients = [
      { uid: bystanderUid('harvest-guardian'), role: 'Guardian', firstName: `${word}g` },
      { uid: bystanderUid('harvest-executor'), role: 'Executor', firstName: `${word}e` },
    ] as const;
    const professionals = [
      { uid: bystanderUid('harvest-agent'), role: 'Agent', firstName: `${word}a` },
      { uid: bystanderUid('harvest-attorney'), role: 'Attorney', firstName: `${word}t` },
    ] as const;
    await Promise.all([...clients, ...professionals].map((person) => seedProfile({ ...person, lastName: 'Harvest' })));

    const route = apiRoutes.attorneySearchUsers.path;
    for (const prefix of ['qx', 'gi', 'ez', 'al', 'ev', 'ha', 'ma', 'ol', 'it']) {
      const answer = await search(route, prefix, attorney.idToken);
      expect(answer.status).toBe(200);
      const roles = resultsSchema.parse(answer.body).map((user) => user.role);
      expect(roles, prefix).not.toContain('Guardian');
      expect(roles, prefix).not.toContain('Executor');
      expect(roles, prefix).not.toContain('Admin');
    }
    const found = await foundIds(route, word, attorney.idToken);
    expect(found).toEqual(professionals.map((person) => person.uid).sort());

    // Once one of them is the client of a case the attorney runs, the attorney finds that client.
    await seedCase({ attorneyId: attorney.uid, clientId: clients[0].uid });
    expect(await foundIds(route, word, attorney.idToken)).toEqual(
      [...professionals.map((person) => person.uid), clients[0].uid].sort(),
    );
  });

  it('hands an agent a guardian only while they share a property, through the owner’s own share', async () => {
    const [agent, guardian] = await Promise.all([createAccountWithRole('Agent'), createAccountWithRole('Guardian')]);
    const surname = uniqueWord('Share');
    await Promise.all([
      seedProfile({ uid: agent.uid, role: 'Agent', firstName: 'Ava', lastName: 'Agent', email: agent.email }),
      seedProfile({ uid: guardian.uid, role: 'Guardian', firstName: 'Gwen', lastName: surname, email: guardian.email }),
    ]);
    const route = apiRoutes.attorneySearchUsers.path;
    expect(await foundIds(route, surname, agent.idToken)).toEqual([]);

    const propertyId = await seedProperty({ ownerId: guardian.uid });
    const shared = await callApi(apiPath(apiRoutes.shareProperty), {
      method: 'POST',
      token: guardian.idToken,
      body: { propertyId, userId: agent.uid, permissionLevel: 'view' },
    });
    expect(shared.status).toBe(200);
    expect(await foundIds(route, surname, agent.idToken)).toEqual([guardian.uid]);

    const unshared = await callApi(apiPath(apiRoutes.unshareProperty), {
      method: 'DELETE',
      token: guardian.idToken,
      body: { propertyId, userId: agent.uid },
    });
    expect(unshared.status).toBe(200);
    expect(await foundIds(route, surname, agent.idToken)).toEqual([]);
  });

  it('hands an agent the others shared on the same property, not the staff among them', async () => {
    const agent = await createAccountWithRole('Agent');
    const surname = uniqueWord('Cosh');
    const owner = { uid: bystanderUid('cosh-owner'), role: 'Executor', firstName: 'Olga' } as const;
    const otherAgent = { uid: bystanderUid('cosh-agent'), role: 'Agent', firstName: 'Otis' } as const;
    const staff = { uid: bystanderUid('cosh-admin'), role: 'Admin', firstName: 'Stan' } as const;
    await Promise.all([owner, otherAgent, staff].map((person) => seedProfile({ ...person, lastName: surname })));
    await seedProperty({
      ownerId: owner.uid,
      sharedWith: { [agent.uid]: 'view', [otherAgent.uid]: 'manage', [staff.uid]: 'view' },
    });

    expect(await foundIds(apiRoutes.attorneySearchUsers.path, surname, agent.idToken)).toEqual(
      [owner.uid, otherAgent.uid].sort(),
    );
  });
});

describe(`${USER_SEARCH_RATE_LIMIT.max} searches a minute per user`, () => {
  for (const route of SHARE_SEARCH_ROUTES) {
    it(`answers the next search through ${route} 429 with the catalogue's text and no results`, async () => {
      const role = SEARCH_CALLER_ROLES[route][0];
      if (role === undefined) throw new Error(`No caller for ${route}`);
      const [caller, other] = await Promise.all([createAccountWithRole(role), createAccountWithRole(role)]);

      for (let call = 1; call <= USER_SEARCH_RATE_LIMIT.max; call += 1) {
        expect((await search(route, `q${call}`, caller.idToken)).status, `search ${call}`).toBe(200);
      }
      const refused = await search(route, 'q0', caller.idToken);

      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: errorsTexts.searchRateLimited });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The limit is the caller's own.
      expect((await search(route, 'q0', other.idToken)).status).toBe(200);
    });
  }
});
