import { randomBytes } from 'node:crypto';
import {
  apiPath,
  apiRoutes,
  apiTexts,
  canListSharedUsers,
  canShareProperty,
  errorsTexts,
  type Property,
  propertiesTexts,
  type Role,
  SEARCH_RESULTS_LIMIT,
  sharingTexts,
  userSearchFinds,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount, createAccountWithProfile } from './support/accounts';
import { callApi, failedFields, callRoute } from './support/api-client';
import { bystanderUid, readPropertyOrFail, seedProfile, seedProperty } from './support/properties';

/** memberIds exactly as sharing must leave them: the owner, then every uid of sharedWith. */
function expectMembersConsistent(property: Property) {
  expect(property.memberIds[0]).toBe(property.ownerId);
  expect([...property.memberIds].sort()).toEqual([property.ownerId, ...Object.keys(property.sharedWith)].sort());
  expect(new Set(property.memberIds).size).toBe(property.memberIds.length);
}

function sharedUsersPath(propertyId: string): `/api/${string}` {
  return apiPath(apiRoutes.sharedUsers, { id: propertyId });
}

describe('property sharing', () => {
  let owner: TestAccount;
  let agent: TestAccount;
  let viewer: TestAccount;
  let manager: TestAccount;
  let outsider: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [owner, agent, viewer, manager, outsider, admin] = await Promise.all([
      createAccountWithProfile('Guardian', 'Olivia'),
      createAccountWithProfile('Agent', 'Aaron'),
      createAccountWithProfile('Agent', 'Victor'),
      createAccountWithProfile('Agent', 'Mona'),
      createAccountWithProfile('Guardian', 'Mallory'),
      createAccountWithProfile('Admin', 'Ada'),
    ]);
  });

  function sharedProperty() {
    return seedProperty({ ownerId: owner.uid, sharedWith: { [viewer.uid]: 'view', [manager.uid]: 'manage' } });
  }

  describe('GET /api/properties/{id}/shared-users', () => {
    it('answers 401 without a token', async () => {
      expect((await callApi(sharedUsersPath(await sharedProperty()))).status).toBe(401);
    });

    it('answers 404 to a non-member, the same as for a property that does not exist', async () => {
      const id = await sharedProperty();
      const notMine = await callApi(sharedUsersPath(id), { token: outsider.idToken });
      const missing = await callApi(sharedUsersPath(`it-missing-${id}`), { token: outsider.idToken });
      expect(notMine.status).toBe(404);
      expect(notMine.body).toEqual(missing.body);
    });

    it('answers 400 to an id that cannot be a document id', async () => {
      const answer = await callApi(sharedUsersPath('x'.repeat(1501)), { token: owner.idToken });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['params.id']);
    });

    it('answers each member as the domain’s canListSharedUsers decides', async () => {
      const id = await sharedProperty();
      const property = await readPropertyOrFail(id);
      const members = [
        { account: owner, role: 'Guardian' },
        { account: manager, role: 'Agent' },
        { account: viewer, role: 'Agent' },
        { account: admin, role: 'Admin' },
      ] as const;
      for (const { account, role } of members) {
        const answer = await callApi(sharedUsersPath(id), { token: account.idToken });
        const allowed = canListSharedUsers({ role, uid: account.uid, property });
        expect(answer.status, `${role} ${account.uid}`).toBe(allowed ? 200 : 403);
      }
    });

    it('lists each share with exactly the user’s id, names, e-mail, role and level', async () => {
      const id = await sharedProperty();
      const answer = await callApi(sharedUsersPath(id), { token: owner.idToken });

      expect(answer.status).toBe(200);
      const sharedUsers = apiRoutes.sharedUsers.response.parse(answer.body);
      expect(answer.body).toEqual([
        {
          _id: manager.uid,
          firstName: 'Mona',
          lastName: 'Agent',
          email: manager.email,
          role: 'Agent',
          permissionLevel: 'manage',
        },
        {
          _id: viewer.uid,
          firstName: 'Victor',
          lastName: 'Agent',
          email: viewer.email,
          role: 'Agent',
          permissionLevel: 'view',
        },
      ]);
      expect(sharedUsers).toHaveLength(2);
    });
  });

  describe('POST /api/properties/share', () => {
    it('answers 401 without a token and changes nothing', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const answer = await callApi(apiPath(apiRoutes.shareProperty), {
        method: 'POST',
        body: { propertyId: id, userId: agent.uid, permissionLevel: 'view' },
      });
      expect(answer.status).toBe(401);
      expect((await readPropertyOrFail(id)).sharedWith).toEqual({});
    });

    it('answers 400 naming the fields of a bad request', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const answer = await callApi(apiPath(apiRoutes.shareProperty), {
        method: 'POST',
        token: owner.idToken,
        body: { propertyId: id, permissionLevel: 'owner' },
      });
      expect(answer.status).toBe(400);
      expect(failedFields(answer).sort()).toEqual(['permissionLevel', 'userId']);
      expect((await readPropertyOrFail(id)).sharedWith).toEqual({});
    });

    it('answers 404 to a non-member and changes nothing', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const answer = await callApi(apiPath(apiRoutes.shareProperty), {
        method: 'POST',
        token: outsider.idToken,
        body: { propertyId: id, userId: agent.uid, permissionLevel: 'manage' },
      });
      expect(answer.status).toBe(404);
      expect((await readPropertyOrFail(id)).sharedWith).toEqual({});
    });

    it('lets members share only as the domain’s canShareProperty decides', async () => {
      for (const { account, role } of [
        { account: manager, role: 'Agent' },
        { account: viewer, role: 'Agent' },
      ] as const) {
        const id = await sharedProperty();
        const property = await readPropertyOrFail(id);
        const answer = await callApi(apiPath(apiRoutes.shareProperty), {
          method: 'POST',
          token: account.idToken,
          body: { propertyId: id, userId: agent.uid, permissionLevel: 'view' },
        });
        const allowed = canShareProperty({ role, uid: account.uid, property });
        expect(answer.status).toBe(allowed ? 200 : 403);
        expect(Object.hasOwn((await readPropertyOrFail(id)).sharedWith, agent.uid)).toBe(allowed);
      }
    });

    it('refuses to share with the caller, with a user that does not exist, or with the owner', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const share = (token: string, userId: string) =>
        callApi(apiPath(apiRoutes.shareProperty), {
          method: 'POST',
          token,
          body: { propertyId: id, userId, permissionLevel: 'view' },
        });

      const withSelf = await share(owner.idToken, owner.uid);
      const withNobody = await share(owner.idToken, bystanderUid('nobody'));
      const withOwner = await share(admin.idToken, owner.uid);

      expect(withSelf.status).toBe(400);
      expect(withSelf.body).toEqual({ message: errorsTexts.cannotShareWithSelf });
      expect(withNobody.status).toBe(404);
      expect(withNobody.body).toEqual({ message: errorsTexts.userNotFound });
      expect(withOwner.status).toBe(400);
      expect(withOwner.body).toEqual({ message: propertiesTexts.errors.cannotShareWithOwner });
      expect(await readPropertyOrFail(id)).toMatchObject({ sharedWith: {}, memberIds: [owner.uid] });
    });

    it('shares at the chosen level, adds the member, and sharing again changes only the level', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const share = (permissionLevel: string) =>
        callApi(apiPath(apiRoutes.shareProperty), {
          method: 'POST',
          token: owner.idToken,
          body: { propertyId: id, userId: agent.uid, permissionLevel },
        });

      const first = await share('view');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: apiTexts.propertyShared });
      const afterFirst = await readPropertyOrFail(id);
      expect(afterFirst.sharedWith).toEqual({ [agent.uid]: 'view' });
      expect(afterFirst.memberIds).toEqual([owner.uid, agent.uid]);
      expect(afterFirst.updatedBy).toBe(owner.uid);

      expect((await share('manage')).status).toBe(200);
      const afterSecond = await readPropertyOrFail(id);
      expect(afterSecond.sharedWith).toEqual({ [agent.uid]: 'manage' });
      expect(afterSecond.memberIds).toEqual([owner.uid, agent.uid]);

      const listed = await callApi(apiPath(apiRoutes.agentProperties), { token: agent.idToken });
      expect(apiRoutes.agentProperties.response.parse(listed.body).map((property) => property._id)).toContain(id);
    });

    it('lets an admin share a property she is not a member of', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const answer = await callApi(apiPath(apiRoutes.shareProperty), {
        method: 'POST',
        token: admin.idToken,
        body: { propertyId: id, userId: agent.uid, permissionLevel: 'manage' },
      });
      expect(answer.status).toBe(200);
      const stored = await readPropertyOrFail(id);
      expect(stored.sharedWith).toEqual({ [agent.uid]: 'manage' });
      expect(stored.updatedBy).toBe(admin.uid);
      expectMembersConsistent(stored);
    });

    it('keeps sharedWith and memberIds consistent when several shares land at once', async () => {
      const id = await seedProperty({ ownerId: owner.uid });
      const targets = [agent, viewer, manager, outsider, admin];
      const answers = await Promise.all(
        targets.map((target, index) =>
          callApi(apiPath(apiRoutes.shareProperty), {
            method: 'POST',
            token: owner.idToken,
            body: { propertyId: id, userId: target.uid, permissionLevel: index % 2 === 0 ? 'view' : 'manage' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
      const stored = await readPropertyOrFail(id);
      expect(Object.keys(stored.sharedWith).sort()).toEqual(targets.map((target) => target.uid).sort());
      expectMembersConsistent(stored);
    });
  });

  describe('DELETE /api/properties/share', () => {
    it('answers 401 without a token and changes nothing', async () => {
      const id = await sharedProperty();
      const answer = await callApi(apiPath(apiRoutes.unshareProperty), {
        method: 'DELETE',
        body: { propertyId: id, userId: viewer.uid },
      });
      expect(answer.status).toBe(401);
      expect((await readPropertyOrFail(id)).sharedWith).toHaveProperty(viewer.uid, 'view');
    });

    it('answers 400 naming the missing field', async () => {
      const id = await sharedProperty();
      const answer = await callApi(apiPath(apiRoutes.unshareProperty), {
        method: 'DELETE',
        token: owner.idToken,
        body: { propertyId: id },
      });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['userId']);
    });

    it('answers 404 to a non-member and 403 to a member who may not decide shares, changing nothing', async () => {
      const id = await sharedProperty();
      const property = await readPropertyOrFail(id);
      const fromOutsider = await callApi(apiPath(apiRoutes.unshareProperty), {
        method: 'DELETE',
        token: outsider.idToken,
        body: { propertyId: id, userId: viewer.uid },
      });
      const fromViewer = await callApi(apiPath(apiRoutes.unshareProperty), {
        method: 'DELETE',
        token: viewer.idToken,
        body: { propertyId: id, userId: manager.uid },
      });
      expect(fromOutsider.status).toBe(404);
      expect(canShareProperty({ role: 'Agent', uid: viewer.uid, property })).toBe(false);
      expect(fromViewer.status).toBe(403);
      expect(await readPropertyOrFail(id)).toEqual(property);
    });

    it('removes the share and the membership together; removing it again changes nothing', async () => {
      const id = await sharedProperty();
      const unshare = () =>
        callApi(apiPath(apiRoutes.unshareProperty), {
          method: 'DELETE',
          token: owner.idToken,
          body: { propertyId: id, userId: viewer.uid },
        });

      const first = await unshare();
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: apiTexts.sharingRemoved });
      const stored = await readPropertyOrFail(id);
      expect(stored.sharedWith).toEqual({ [manager.uid]: 'manage' });
      expect(stored.memberIds).toEqual([owner.uid, manager.uid]);

      const again = await unshare();
      expect(again.status).toBe(200);
      expect(await readPropertyOrFail(id)).toEqual(stored);

      const viewerList = await callApi(apiPath(apiRoutes.agentProperties), { token: viewer.idToken });
      expect(apiRoutes.agentProperties.response.parse(viewerList.body).map((property) => property._id)).not.toContain(
        id,
      );
    });

    it('refuses to remove the owner', async () => {
      const id = await sharedProperty();
      const answer = await callApi(apiPath(apiRoutes.unshareProperty), {
        method: 'DELETE',
        token: admin.idToken,
        body: { propertyId: id, userId: owner.uid },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: propertiesTexts.errors.cannotUnshareOwner });
      expectMembersConsistent(await readPropertyOrFail(id));
    });
  });
});

describe('user searches', () => {
  /** A surname no other test uses, so each search sees only this suite's users. */
  const surname = `Srch${randomBytes(6).toString('hex')}`;
  const searchUid = (label: string) => bystanderUid(`search-${label}`);
  const people = {
    agent: { uid: searchUid('agent'), role: 'Agent', firstName: 'Sam' },
    guardian: { uid: searchUid('guardian'), role: 'Guardian', firstName: 'Gina' },
    executor: { uid: searchUid('executor'), role: 'Executor', firstName: 'Ezra' },
    attorney: { uid: searchUid('attorney'), role: 'Attorney', firstName: 'Tara' },
    admin: { uid: searchUid('admin'), role: 'Admin', firstName: 'Abe' },
  } as const;
  const callers = new Map<Role, TestAccount>();

  beforeAll(async () => {
    await Promise.all(Object.values(people).map((person) => seedProfile({ ...person, lastName: surname })));
    for (const role of ['Admin', 'Guardian', 'Executor', 'Attorney', 'Agent'] as const) {
      callers.set(role, await createAccountWithRole(role));
    }
  });

  function tokenOf(role: Role): string {
    const account = callers.get(role);
    if (!account) throw new Error(`No caller for ${role}`);
    return account.idToken;
  }

  const searches = [
    { route: apiRoutes.searchUsers, allowed: ['Admin'], refused: ['Guardian', 'Agent'] },
    { route: apiRoutes.searchAgents, allowed: ['Guardian', 'Executor', 'Admin'], refused: ['Agent', 'Attorney'] },
    {
      route: apiRoutes.attorneySearchUsers,
      allowed: ['Attorney', 'Agent', 'Admin'],
      refused: ['Guardian', 'Executor'],
    },
  ] as const;

  for (const { route, allowed, refused } of searches) {
    const search = (query: string, token?: string) =>
      callRoute(route, { query: { query }, ...(token === undefined ? {} : { token }) });

    describe(`GET ${route.path}`, () => {
      it('answers 401 without a token', async () => {
        expect((await search(surname)).status).toBe(401);
      });

      for (const role of refused) {
        it(`answers 403 to ${role}`, async () => {
          expect((await search(surname, tokenOf(role))).status).toBe(403);
        });
      }

      for (const query of ['', 's', '  s  ']) {
        it(`answers 400 to the query ${JSON.stringify(query)}, shorter than 2 characters`, async () => {
          const answer = await search(query, tokenOf(allowed[0]));
          expect(answer.status).toBe(400);
          expect(answer.body).toMatchObject({ message: sharingTexts.minChars });
        });
      }

      for (const role of allowed) {
        it(`finds, for ${role}, exactly the unrelated users the scope table answers, with minimal fields`, async () => {
          const answer = await search(surname.toUpperCase(), tokenOf(role));

          expect(answer.status).toBe(200);
          const results = route.response.parse(answer.body);
          const expected = Object.values(people).filter((person) =>
            userSearchFinds(route.path, role, { role: person.role, relations: ['unrelated'] }),
          );
          expect(results.map((result) => result._id).sort()).toEqual(expected.map((person) => person.uid).sort());
          for (const result of answer.body as Record<string, unknown>[]) {
            expect(Object.keys(result).sort()).toEqual(['_id', 'email', 'firstName', 'lastName', 'role']);
          }
        });
      }
    });
  }

  it('search-agents answers only Agents', async () => {
    const answer = await callRoute(apiRoutes.searchAgents, { query: { query: surname }, token: tokenOf('Guardian') });
    expect(apiRoutes.searchAgents.response.parse(answer.body)).toEqual([
      {
        _id: people.agent.uid,
        firstName: 'Sam',
        lastName: surname,
        email: `${people.agent.uid}@example.com`,
        role: 'Agent',
      },
    ]);
  });

  it('matches first names and e-mail prefixes too, and leaves the caller out', async () => {
    const caller = await createAccountWithRole('Agent');
    const callerSurname = `Self${randomBytes(6).toString('hex')}`;
    await seedProfile({
      uid: caller.uid,
      role: 'Agent',
      firstName: 'Selma',
      lastName: callerSurname,
      email: caller.email,
    });
    const other = { uid: searchUid('other'), role: 'Guardian', firstName: 'Otto', lastName: callerSurname } as const;
    await seedProfile(other);
    // An agent finds only people it shares a property with.
    await seedProperty({ ownerId: other.uid, sharedWith: { [caller.uid]: 'view' } });

    const bySurname = await callRoute(apiRoutes.attorneySearchUsers, {
      query: { query: callerSurname },
      token: caller.idToken,
    });
    expect(apiRoutes.attorneySearchUsers.response.parse(bySurname.body).map((result) => result._id)).toEqual([
      other.uid,
    ]);

    const byEmail = await callRoute(apiRoutes.attorneySearchUsers, {
      query: { query: other.uid.slice(0, 18) },
      token: caller.idToken,
    });
    expect(apiRoutes.attorneySearchUsers.response.parse(byEmail.body).map((result) => result._id)).toContain(other.uid);
  });

  it(`answers at most ${SEARCH_RESULTS_LIMIT} users`, async () => {
    const crowd = `Crowd${randomBytes(6).toString('hex')}`;
    await Promise.all(
      Array.from({ length: SEARCH_RESULTS_LIMIT + 3 }, (_, index) =>
        seedProfile({ uid: searchUid(`crowd-${index}`), role: 'Agent', firstName: `Agent${index}`, lastName: crowd }),
      ),
    );

    const answer = await callRoute(apiRoutes.searchAgents, { query: { query: crowd }, token: tokenOf('Executor') });

    expect(answer.status).toBe(200);
    expect(apiRoutes.searchAgents.response.parse(answer.body)).toHaveLength(SEARCH_RESULTS_LIMIT);
  });
});
