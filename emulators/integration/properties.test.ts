import {
  apiPath,
  apiRoutes,
  apiTexts,
  canManageProperty,
  canUpdateMilestone,
  canViewProperty,
  emptyStatusData,
  errorsTexts,
  MILESTONE_KEYS,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  notificationContentTexts,
  type PermissionLevel,
  propertiesTexts,
  type Role,
  ROLES,
  statusTexts,
} from '@estatekey/domain';
import { propertyFormFixture } from '@estatekey/domain/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountPerRole, createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields } from './support/api-client';
import { bystanderUid, readNotifications, readPropertyOrFail, seedProperty } from './support/properties';

const propertyForm = propertyFormFixture({
  address: '42 Probate Lane',
  propertyType: 'multiFamily',
  condition: 'needsWork',
  additionalInfo: 'Three units, one vacant.',
});

const publicShapedSubmission = {
  propertyAddress: '7 Visitor Road',
  propertyCity: 'Peoria',
  propertyState: 'IL',
  propertyZip: '61602',
  propertyType: 'land',
  propertyCondition: 'fair',
  contactName: 'Eve Executor',
  contactEmail: 'eve.executor@example.com',
  contactPhone: '(555) 010-3000',
  additionalInfo: '',
};

async function propertiesOwnedBy(uid: string): Promise<number> {
  return (await adminDb.collection('properties').where('ownerId', '==', uid).count().get()).data().count;
}

function statusPath(propertyId: string): `/api/${string}` {
  return apiPath(apiRoutes.updatePropertyStatus, { id: propertyId });
}

describe('POST /api/properties/submit with a token', () => {
  let guardian: TestAccount;
  beforeAll(async () => {
    guardian = await createAccountWithRole('Guardian');
  });

  it('answers 401 to a token that is not valid and creates nothing', async () => {
    const answer = await callApi(apiPath(apiRoutes.submitProperty), {
      method: 'POST',
      token: 'not-a-token',
      body: propertyForm,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: errorsTexts.invalidToken });
  });

  it('answers 400 naming the missing fields and creates nothing', async () => {
    const { address: _address, contactInfo: _contact, ...incomplete } = propertyForm;
    const answer = await callApi(apiPath(apiRoutes.submitProperty), {
      method: 'POST',
      token: guardian.idToken,
      body: incomplete,
    });
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toEqual(expect.arrayContaining(['address', 'contactInfo']));
    expect(await propertiesOwnedBy(guardian.uid)).toBe(0);
  });

  it('creates the property owned by the caller, pending with 12 Pending milestones, and reads it back', async () => {
    const before = Date.now();
    const answer = await callApi(apiPath(apiRoutes.submitProperty), {
      method: 'POST',
      token: guardian.idToken,
      body: propertyForm,
    });

    expect(answer.status).toBe(201);
    const { message, property } = apiRoutes.submitProperty.response.parse(answer.body);
    expect(message).toBe(apiTexts.propertySubmitted);
    expect(property).toBeDefined();
    const stored = await readPropertyOrFail(property?._id ?? '');
    expect(stored).toMatchObject({
      ownerId: guardian.uid,
      address: propertyForm.address,
      city: propertyForm.city,
      state: propertyForm.state,
      zipCode: propertyForm.zipCode,
      propertyType: 'multiFamily',
      condition: 'needsWork',
      contactInfo: propertyForm.contactInfo,
      additionalInfo: propertyForm.additionalInfo,
      status: 'pending',
      statusData: emptyStatusData(),
      sharedWith: {},
      memberIds: [guardian.uid],
      caseIds: [],
      updatedBy: guardian.uid,
    });
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(property?.createdAt.getTime()).toBe(stored.createdAt.getTime());
    expect(property?.statusData).toEqual(stored.statusData);
  });

  it('accepts the public form’s field names from a signed-in caller too', async () => {
    const executor = await createAccountWithRole('Executor');
    const answer = await callApi(apiPath(apiRoutes.submitProperty), {
      method: 'POST',
      token: executor.idToken,
      body: publicShapedSubmission,
    });

    expect(answer.status).toBe(201);
    const { property } = apiRoutes.submitProperty.response.parse(answer.body);
    const stored = await readPropertyOrFail(property?._id ?? '');
    expect(stored).toMatchObject({
      ownerId: executor.uid,
      address: '7 Visitor Road',
      zipCode: '61602',
      propertyType: 'land',
      condition: 'fair',
      contactInfo: { name: 'Eve Executor', email: 'eve.executor@example.com', phone: '(555) 010-3000' },
    });
  });

  it('tells the owner the property was submitted', async () => {
    const owner = await createAccountWithRole('Executor');
    const answer = await callApi(apiPath(apiRoutes.submitProperty), {
      method: 'POST',
      token: owner.idToken,
      body: propertyForm,
    });
    expect(answer.status).toBe(201);

    const notifications = await readNotifications(owner.uid);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      ...notificationContentTexts.propertySubmitted('42 Probate Lane, Springfield, IL'),
      category: 'property',
      link: '/submit-property',
      read: false,
    });
  });
});

describe('GET /api/properties/user', () => {
  it('answers 401 without a token', async () => {
    expect((await callApi(apiPath(apiRoutes.userProperties))).status).toBe(401);
  });

  it('lists the properties the caller owns or shares, newest first, and nobody else’s', async () => {
    const guardian = await createAccountWithRole('Guardian');
    const otherOwner = bystanderUid('owner');
    const older = await seedProperty({ ownerId: guardian.uid, createdAt: new Date('2026-01-01T10:00:00Z') });
    const shared = await seedProperty({
      ownerId: otherOwner,
      sharedWith: { [guardian.uid]: 'view' },
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const newest = await seedProperty({ ownerId: guardian.uid, createdAt: new Date('2026-03-01T10:00:00Z') });
    await seedProperty({ ownerId: otherOwner });

    const answer = await callApi(apiPath(apiRoutes.userProperties), { token: guardian.idToken });

    expect(answer.status).toBe(200);
    const properties = apiRoutes.userProperties.response.parse(answer.body);
    expect(properties.map((property) => property._id)).toEqual([newest, shared, older]);
    expect(properties.every((property) => property.memberIds.includes(guardian.uid))).toBe(true);
  });
});

describe('GET /api/properties/agent', () => {
  it('answers 401 without a token', async () => {
    expect((await callApi(apiPath(apiRoutes.agentProperties))).status).toBe(401);
  });

  it('answers 403 to a role other than Agent', async () => {
    const guardian = await createAccountWithRole('Guardian');
    expect((await callApi(apiPath(apiRoutes.agentProperties), { token: guardian.idToken })).status).toBe(403);
  });

  it('lists the properties shared with the agent, and none shared only with others', async () => {
    const agent = await createAccountWithRole('Agent');
    const owner = bystanderUid('owner');
    const viewShare = await seedProperty({ ownerId: owner, sharedWith: { [agent.uid]: 'view' } });
    const manageShare = await seedProperty({ ownerId: owner, sharedWith: { [agent.uid]: 'manage' } });
    await seedProperty({ ownerId: owner, sharedWith: { [bystanderUid('agent')]: 'manage' } });

    const answer = await callApi(apiPath(apiRoutes.agentProperties), { token: agent.idToken });

    expect(answer.status).toBe(200);
    const ids = apiRoutes.agentProperties.response.parse(answer.body).map((property) => property._id);
    expect(ids.sort()).toEqual([viewShare, manageShare].sort());
  });
});

describe('PUT /api/properties/{id}/status', () => {
  let guardian: TestAccount;
  beforeAll(async () => {
    guardian = await createAccountWithRole('Guardian');
  });

  it('answers 401 without a token and changes nothing', async () => {
    const id = await seedProperty({ ownerId: guardian.uid });
    const answer = await callApi(statusPath(id), { method: 'PUT', body: { statusData: { keyPickup: 'Completed' } } });
    expect(answer.status).toBe(401);
    expect((await readPropertyOrFail(id)).statusData.keyPickup).toBe('Pending');
  });

  for (const path of ['/api/properties//status', '/api/properties/%20/status'] as const) {
    it(`answers the spec’s text when no property id is given (${path})`, async () => {
      const answer = await callApi(path, {
        method: 'PUT',
        token: guardian.idToken,
        body: { statusData: { keyPickup: 'Completed' } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: statusTexts.propertyMissing });
    });
  }

  const badBodies: Record<string, unknown> = {
    'a value that is not one of the three': { statusData: { keyPickup: 'Complete' } },
    'a milestone that does not exist': { statusData: { swimmingPool: 'Completed' } },
    'no milestone at all': { statusData: {} },
    'no statusData': {},
    'a list instead of a map': { statusData: ['keyPickup'] },
  };
  for (const [what, body] of Object.entries(badBodies)) {
    it(`answers 400 to ${what} and changes nothing`, async () => {
      const id = await seedProperty({ ownerId: guardian.uid });
      const answer = await callApi(statusPath(id), { method: 'PUT', token: guardian.idToken, body });
      expect(answer.status).toBe(400);
      expect(failedFields(answer).some((path) => path.startsWith('statusData'))).toBe(true);
      expect((await readPropertyOrFail(id)).statusData).toEqual(emptyStatusData());
    });
  }

  it('answers the same 404 for a property that does not exist and one the caller is not a member of', async () => {
    const outsiders = await seedProperty({ ownerId: bystanderUid('owner') });
    const body = { statusData: { keyPickup: 'Completed' } };

    const notMine = await callApi(statusPath(outsiders), { method: 'PUT', token: guardian.idToken, body });
    const missing = await callApi(statusPath(`it-missing-${outsiders}`), {
      method: 'PUT',
      token: guardian.idToken,
      body,
    });

    expect(notMine.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(notMine.body).toEqual(missing.body);
    expect((await readPropertyOrFail(outsiders)).statusData.keyPickup).toBe('Pending');
  });

  it('refuses the whole update when one milestone is not the role’s, and changes nothing', async () => {
    const id = await seedProperty({ ownerId: guardian.uid });
    const answer = await callApi(statusPath(id), {
      method: 'PUT',
      token: guardian.idToken,
      body: { statusData: { keyPickup: 'Completed', marketing: 'Completed' } },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: statusTexts.noPermission });
    expect((await readPropertyOrFail(id)).statusData).toEqual(emptyStatusData());
  });

  it('sets several milestones at once, stamps the caller and the time, and answers the stored property', async () => {
    const id = await seedProperty({ ownerId: guardian.uid, createdAt: new Date('2026-01-01T00:00:00Z') });
    const answer = await callApi(statusPath(id), {
      method: 'PUT',
      token: guardian.idToken,
      body: { statusData: { keyPickup: 'Completed', cleanout: 'In Progress' } },
    });

    expect(answer.status).toBe(200);
    const { message, property } = apiRoutes.updatePropertyStatus.response.parse(answer.body);
    expect(message).toBe(apiTexts.statusUpdated);
    const stored = await readPropertyOrFail(id);
    expect(stored.statusData).toEqual({ ...emptyStatusData(), keyPickup: 'Completed', cleanout: 'In Progress' });
    expect(stored.updatedBy).toBe(guardian.uid);
    expect(stored.updatedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:00Z').getTime());
    expect(property.statusData).toEqual(stored.statusData);
    expect(property.updatedAt.getTime()).toBe(stored.updatedAt.getTime());
  });
});

describe('PUT /api/properties/{id}', () => {
  const edited = {
    ...propertyForm,
    address: '43 Probate Lane',
    zipCode: '62702',
    condition: 'good',
    contactInfo: { name: 'Mona Manager', email: 'mona@example.com', phone: '(555) 010-7000' },
    additionalInfo: 'Roof replaced.',
  };
  let owner: TestAccount;
  let agent: TestAccount;
  beforeAll(async () => {
    [owner, agent] = await Promise.all([createAccountWithRole('Guardian'), createAccountWithRole('Agent')]);
  });

  function editPath(propertyId: string): `/api/${string}` {
    return apiPath(apiRoutes.updateProperty, { id: propertyId });
  }

  it('answers 401 without a token and changes nothing', async () => {
    const id = await seedProperty({ ownerId: owner.uid });
    expect((await callApi(editPath(id), { method: 'PUT', body: edited })).status).toBe(401);
    expect((await readPropertyOrFail(id)).address).toBe('12 Elm Street');
  });

  it('answers 400 naming the fields that fail and changes nothing', async () => {
    const id = await seedProperty({ ownerId: owner.uid });
    const answer = await callApi(editPath(id), {
      method: 'PUT',
      token: owner.idToken,
      body: { ...edited, zipCode: 'not a zip', propertyType: 'castle' },
    });
    expect(answer.status).toBe(400);
    expect(failedFields(answer).sort()).toEqual(['propertyType', 'zipCode']);
    expect((await readPropertyOrFail(id)).address).toBe('12 Elm Street');
  });

  it('answers the same 404 to a non-member as for a property that does not exist', async () => {
    const id = await seedProperty({ ownerId: bystanderUid('owner') });
    const notMine = await callApi(editPath(id), { method: 'PUT', token: owner.idToken, body: edited });
    const missing = await callApi(editPath(`it-missing-${id}`), { method: 'PUT', token: owner.idToken, body: edited });
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual(missing.body);
    expect((await readPropertyOrFail(id)).address).toBe('12 Elm Street');
  });

  for (const level of ['view', 'manage'] as const) {
    it(`lets a ${level} share edit only as the domain’s canManageProperty decides`, async () => {
      const id = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: level } });
      const property = await readPropertyOrFail(id);
      const allowed = canManageProperty({ role: 'Agent', uid: agent.uid, property });
      const answer = await callApi(editPath(id), { method: 'PUT', token: agent.idToken, body: edited });
      expect(answer.status).toBe(allowed ? 200 : 403);
      expect((await readPropertyOrFail(id)).address).toBe(allowed ? edited.address : '12 Elm Street');
    });
  }

  it('changes the form’s fields, keeps milestones, shares and review status, and answers the stored property', async () => {
    const id = await seedProperty({
      ownerId: owner.uid,
      sharedWith: { [agent.uid]: 'manage' },
      statusData: { keyPickup: 'Completed' },
    });
    const answer = await callApi(editPath(id), { method: 'PUT', token: owner.idToken, body: edited });

    expect(answer.status).toBe(200);
    const { message, property } = apiRoutes.updateProperty.response.parse(answer.body);
    expect(message).toBe(propertiesTexts.editForm.updated);
    const stored = await readPropertyOrFail(id);
    expect(stored).toMatchObject({
      address: edited.address,
      zipCode: edited.zipCode,
      propertyType: 'multiFamily',
      condition: 'good',
      contactInfo: edited.contactInfo,
      additionalInfo: edited.additionalInfo,
      status: 'pending',
      statusData: { ...emptyStatusData(), keyPickup: 'Completed' },
      sharedWith: { [agent.uid]: 'manage' },
      memberIds: [owner.uid, agent.uid],
      updatedBy: owner.uid,
    });
    expect(property).toMatchObject({ _id: id, address: edited.address, contactInfo: edited.contactInfo });
  });
});

/*
 * The same rows as the rules' matrix (emulators/rules/properties.test.ts): every role × relation × milestone, the
 * expectation taken from the domain (canUpdateMilestone). Where the rules deny a write, the API refuses it: 404 when
 * the caller may not even see the property, 403 with the spec's warning otherwise.
 */
describe('PUT /api/properties/{id}/status follows the domain’s milestone matrix', () => {
  const RELATIONS = ['owner', 'manage share', 'view share', 'outsider'] as const;
  let callerFor: (role: Role) => TestAccount;

  beforeAll(async () => {
    callerFor = await createAccountPerRole();
  });

  function seedFor(uid: string, relation: (typeof RELATIONS)[number]) {
    const owner = bystanderUid('owner');
    const share = (level: PermissionLevel) => ({ ownerId: owner, sharedWith: { [uid]: level } });
    switch (relation) {
      case 'owner':
        return { ownerId: uid };
      case 'manage share':
        return share('manage');
      case 'view share':
        return share('view');
      case 'outsider':
        return { ownerId: owner };
    }
  }

  for (const role of ROLES) {
    for (const relation of RELATIONS) {
      describe(`${role} as ${relation}`, () => {
        let propertyId: string;
        beforeAll(async () => {
          propertyId = await seedProperty(seedFor(callerFor(role).uid, relation));
        });

        MILESTONE_KEYS.forEach((key, index) => {
          const value: MilestoneStatus = MILESTONE_STATUSES[1 + (index % 2)] ?? 'Completed';
          it(`${key} → ${value}`, async () => {
            const caller = callerFor(role);
            const before = await readPropertyOrFail(propertyId);
            const actor = { role, uid: caller.uid, property: before };
            const answer = await callApi(statusPath(propertyId), {
              method: 'PUT',
              token: caller.idToken,
              body: { statusData: { [key]: value } },
            });
            const after = await readPropertyOrFail(propertyId);

            if (canUpdateMilestone(actor, key)) {
              expect(answer.status).toBe(200);
              expect(after.statusData[key]).toBe(value);
              expect(after.updatedBy).toBe(caller.uid);
            } else {
              expect(answer.status).toBe(canViewProperty(actor) ? 403 : 404);
              if (canViewProperty(actor)) expect(answer.body).toEqual({ message: statusTexts.noPermission });
              expect(after.statusData[key]).toBe('Pending');
              expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
            }
          });
        });
      });
    }
  }
});
