import { randomUUID } from 'node:crypto';
import { apiPath, apiRoutes, type ClientIntakeInput, type PermissionLevel, type Role } from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, type ApiAnswer } from './support/api-client';
import { seedCase } from './support/cases';
import { readPropertyOrFail, seedProfile, seedProperty } from './support/properties';

/*
 * Linking a property to a case hands the property page to the case's attorney and client. The attack this suite
 * reproduces: someone with a mere 'view' share links a family's property to a case of theirs (by the attorney intake's
 * propertyId or by associate-property), so a third person reads it, and the link outlives the share. A link needs
 * the property's owner (or a 'manage' share acting for them, ending with that share), or the attorney of a case whose
 * client owns it; the owner always sees every link and may end it.
 */

async function account(role: Role, firstName: string, lastName: string): Promise<TestAccount> {
  const created = await createAccountWithRole(role);
  await seedProfile({ uid: created.uid, role, firstName, lastName, email: created.email });
  return created;
}

const path = (route: { path: string }, params: Record<string, string> = {}) => apiPath(route, params);

function intakeFor(email: string, propertyId: string): ClientIntakeInput {
  return {
    firstName: 'Third',
    lastName: 'Person',
    email,
    phone: '',
    role: 'Guardian',
    caseType: 'Estate Sale',
    caseName: `Estate Sale - ${randomUUID().slice(0, 6)}`,
    caseDescription: '',
    caseNumber: '',
    courtFilingNumber: '',
    priority: 'Medium',
    dueDate: '',
    propertyId,
  };
}

const associate = (token: string, link: { caseId: string; propertyId: string }) =>
  callApi(path(apiRoutes.associateProperty), { method: 'POST', token, body: link });
const disassociate = (token: string, link: { caseId: string; propertyId: string }) =>
  callApi(path(apiRoutes.disassociateProperty), { method: 'DELETE', token, body: link });
const clientProperties = (token: string, caseId: string) =>
  callApi(path(apiRoutes.caseClientProperties, { caseId }), { token });
const overview = (token: string, propertyId: string) =>
  callApi(path(apiRoutes.propertyOverview, { id: propertyId }), { token });
const share = (token: string, propertyId: string, userId: string, permissionLevel: PermissionLevel) =>
  callApi(path(apiRoutes.shareProperty), { method: 'POST', token, body: { propertyId, userId, permissionLevel } });
const unshare = (token: string, propertyId: string, userId: string) =>
  callApi(path(apiRoutes.unshareProperty), { method: 'DELETE', token, body: { propertyId, userId } });

async function links(propertyId: string, caseId: string) {
  const [property, legalCase] = await Promise.all([
    readPropertyOrFail(propertyId),
    adminDb.collection('cases').doc(caseId).get(),
  ]);
  return {
    propertyHasCase: property.caseIds.includes(caseId),
    caseHasProperty: ((legalCase.get('propertyIds') as string[] | undefined) ?? []).includes(propertyId),
  };
}

const UNLINKED = { propertyHasCase: false, caseHasProperty: false };
const LINKED = { propertyHasCase: true, caseHasProperty: true };

function propertyIdsOf(answer: ApiAnswer): string[] {
  return apiRoutes.caseClientProperties.response.parse(answer.body).map((property) => property._id);
}

function casesListed(answer: ApiAnswer): string[] {
  return apiRoutes.propertyCases.response.parse(answer.body).map((legalCase) => legalCase._id);
}

describe('linking a family’s property to a case', () => {
  let owner: TestAccount;
  let attorney: TestAccount;
  let viewer: TestAccount;

  beforeAll(async () => {
    [owner, attorney, viewer] = await Promise.all([
      account('Guardian', 'Olive', 'Owner'),
      account('Attorney', 'Vic', 'Viewshare'),
      account('Guardian', 'Val', 'Viewer'),
    ]);
  });

  it('refuses the intake’s propertyId on a property the attorney only has a view share of, and writes no case', async () => {
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [attorney.uid]: 'view' } });
    const email = `it-third-${randomUUID()}@example.com`;
    const answer = await callApi(path(apiRoutes.submitClient), {
      method: 'POST',
      token: attorney.idToken,
      body: intakeFor(email, propertyId),
    });
    expect(answer.status).toBe(403);
    expect((await readPropertyOrFail(propertyId)).caseIds).toEqual([]);
    const cases = await adminDb.collection('cases').where('client.email', '==', email).get();
    expect(cases.size).toBe(0);
  });

  it('refuses associate-property to an attorney or a guardian whose share is only view', async () => {
    const propertyId = await seedProperty({
      ownerId: owner.uid,
      sharedWith: { [attorney.uid]: 'view', [viewer.uid]: 'view' },
    });
    const attorneysCase = await seedCase({ attorneyId: attorney.uid, clientId: null });
    const viewersCase = await seedCase({ attorneyId: attorney.uid, clientId: viewer.uid });
    expect((await associate(attorney.idToken, { caseId: attorneysCase, propertyId })).status).toBe(403);
    expect((await associate(viewer.idToken, { caseId: viewersCase, propertyId })).status).toBe(403);
    expect(await links(propertyId, attorneysCase)).toEqual(UNLINKED);
    expect(await links(propertyId, viewersCase)).toEqual(UNLINKED);
  });

  it('lets the attorney link a property their case’s client owns, and the client their own', async () => {
    const client = await account('Executor', 'Cleo', 'Client');
    const propertyId = await seedProperty({ ownerId: client.uid });
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid });
    expect((await associate(attorney.idToken, { caseId, propertyId })).status).toBe(200);
    expect(await links(propertyId, caseId)).toEqual(LINKED);
    expect((await overview(attorney.idToken, propertyId)).status).toBe(200);
  });

  it('lists to the case attorney the client’s own properties only, links one, and opens its page', async () => {
    const client = await account('Guardian', 'Pia', 'Picker');
    const [pine, oak, sharedWithClient] = await Promise.all([
      seedProperty({ ownerId: client.uid, address: '9 Pine Road' }),
      seedProperty({ ownerId: client.uid, address: '48 Oak Avenue' }),
      // Someone else's property the client may manage: not the client's to give through their attorney.
      seedProperty({ ownerId: owner.uid, sharedWith: { [client.uid]: 'manage' } }),
    ]);
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid });
    const listed = await clientProperties(attorney.idToken, caseId);
    expect(listed.status).toBe(200);
    expect(propertyIdsOf(listed).sort()).toEqual([oak, pine].sort());
    expect(propertyIdsOf(listed)).not.toContain(sharedWithClient);
    expect((await overview(attorney.idToken, pine)).status).toBe(404);

    expect((await associate(attorney.idToken, { caseId, propertyId: pine })).status).toBe(200);
    expect(await links(pine, caseId)).toEqual(LINKED);
    expect((await overview(attorney.idToken, pine)).status).toBe(200);
    expect(propertyIdsOf(await clientProperties(attorney.idToken, caseId))).toEqual([oak]);

    // The property merely shared with the client stays out of the attorney's reach.
    expect((await associate(attorney.idToken, { caseId, propertyId: sharedWithClient })).status).toBe(403);
    expect(await links(sharedWithClient, caseId)).toEqual(UNLINKED);
  });

  it('refuses the attorney of another case: the list of this case is hidden, and the client’s property is not theirs to link', async () => {
    const client = await account('Executor', 'Rex', 'Reserved');
    const propertyId = await seedProperty({ ownerId: client.uid });
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid });
    const otherAttorney = await account('Attorney', 'Oto', 'Other');
    const othersCase = await seedCase({ attorneyId: otherAttorney.uid, clientId: viewer.uid });

    expect((await clientProperties(otherAttorney.idToken, caseId)).status).toBe(404);
    expect(propertyIdsOf(await clientProperties(otherAttorney.idToken, othersCase))).not.toContain(propertyId);
    expect((await associate(otherAttorney.idToken, { caseId: othersCase, propertyId })).status).toBe(403);
    expect(await links(propertyId, othersCase)).toEqual(UNLINKED);
    expect((await overview(otherAttorney.idToken, propertyId)).status).toBe(404);
    // The case's client is offered the same list: their own properties.
    expect(propertyIdsOf(await clientProperties(client.idToken, caseId))).toEqual([propertyId]);
  });

  it('ends a link made through a manage share when the share ends, and with it the case attorney’s access', async () => {
    const manager = await account('Guardian', 'Manny', 'Manager');
    const caseAttorney = await account('Attorney', 'Cal', 'Counsel');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [manager.uid]: 'manage' } });
    const caseId = await seedCase({ attorneyId: caseAttorney.uid, clientId: manager.uid });
    expect((await associate(manager.idToken, { caseId, propertyId })).status).toBe(200);
    expect((await overview(caseAttorney.idToken, propertyId)).status).toBe(200);
    expect((await readPropertyOrFail(propertyId)).caseLinksByShare).toEqual({ [caseId]: manager.uid });

    expect((await unshare(owner.idToken, propertyId, manager.uid)).status).toBe(200);
    expect(await links(propertyId, caseId)).toEqual(UNLINKED);
    expect((await overview(caseAttorney.idToken, propertyId)).status).toBe(404);
    expect((await overview(manager.idToken, propertyId)).status).toBe(404);
  });

  it('also ends it when the manage share is lowered to view', async () => {
    const manager = await account('Guardian', 'Mina', 'Manager');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [manager.uid]: 'manage' } });
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: manager.uid });
    expect((await associate(manager.idToken, { caseId, propertyId })).status).toBe(200);
    expect((await share(owner.idToken, propertyId, manager.uid, 'view')).status).toBe(200);
    expect(await links(propertyId, caseId)).toEqual(UNLINKED);
    expect((await readPropertyOrFail(propertyId)).caseLinksByShare).toEqual({});
  });

  it('shows the owner every case linked to their property, with its attorney, and lets them end any link', async () => {
    const client = await account('Guardian', 'Gus', 'Client');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [client.uid]: 'manage' } });
    // A case the owner is no member of, linked through the client's manage share.
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid, caseName: 'Estate of Gus' });
    expect((await associate(client.idToken, { caseId, propertyId })).status).toBe(200);

    const listed = await callApi(path(apiRoutes.propertyCases, { id: propertyId }), { token: owner.idToken });
    expect(listed.status).toBe(200);
    expect(apiRoutes.propertyCases.response.parse(listed.body)).toEqual([
      expect.objectContaining({ _id: caseId, caseName: 'Estate of Gus', attorneyName: 'Vic Viewshare' }),
    ]);
    // A stranger to the property learns nothing, and cannot unlink.
    const stranger = await account('Attorney', 'Sly', 'Stranger');
    expect((await disassociate(stranger.idToken, { caseId, propertyId })).status).toBe(404);

    expect((await disassociate(owner.idToken, { caseId, propertyId })).status).toBe(200);
    expect(await links(propertyId, caseId)).toEqual(UNLINKED);
    const after = await callApi(path(apiRoutes.propertyCases, { id: propertyId }), { token: owner.idToken });
    expect(casesListed(after)).toEqual([]);
  });
});
