import {
  apiPath,
  apiRoutes,
  firestorePaths,
  type GuardianOnboardingInput,
  LOCKBOX_CODE_MAX,
  propertiesTexts,
} from '@estatekey/domain';
import { guardianOnboardingAnswers } from '@estatekey/domain/testing/fixtures';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createAccountWithRole } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields } from './support/api-client';
import { seedProperty } from './support/properties';
import { signedInAccount } from './support/registered-accounts';

/*
 * The lockbox code of an empty house: never on the property document every member reads, sealed in
 * `properties/{id}/private/access`, handed out by the API to the owner and 'manage' shares only (DESIGN §5).
 */

const lockboxPath = (propertyId: string) => apiPath(apiRoutes.propertyLockbox, { id: propertyId });

const getCode = (propertyId: string, token: string) => callApi(lockboxPath(propertyId), { token });
const putCode = (propertyId: string, token: string, code: unknown) =>
  callApi(lockboxPath(propertyId), { method: 'PUT', token, body: { code } });

function lockboxAnswers(code: string): GuardianOnboardingInput {
  return guardianOnboardingAnswers({
    bathrooms: '2',
    propertyPrice: null,
    hasMortgage: false,
    mortgageBalance: null,
    keyPickupMethod: 'lockbox',
    lockboxCode: code,
    pickupDate: '',
    pickupTime: '',
    needsCleanout: false,
  });
}

async function accessDocument(propertyId: string) {
  return (await adminDb.doc(firestorePaths.propertyAccess(propertyId)).get()).data();
}

async function auditEntries(propertyId: string, action: string) {
  const snapshot = await adminDb.collection('auditLog').where('targetId', '==', propertyId).get();
  return snapshot.docs.map((doc) => doc.data()).filter((entry) => entry['action'] === action);
}

async function shareWith(propertyId: string, uid: string, level: 'view' | 'manage'): Promise<void> {
  await adminDb.doc(firestorePaths.property(propertyId)).update({
    [`sharedWith.${uid}`]: level,
    memberIds: FieldValue.arrayUnion(uid),
  });
}

describe('the wizard’s lockbox code', () => {
  it('is kept off the property and the profile, sealed privately, and given back to the owner through GET', async () => {
    const alice = await signedInAccount('Guardian');
    const answer = await callApi(apiPath(apiRoutes.completeOnboarding), {
      method: 'PUT',
      token: alice.idToken,
      body: { formData: lockboxAnswers('4821') },
    });
    expect(answer.status).toBe(200);

    const [property, ...others] = (await adminDb.collection('properties').where('ownerId', '==', alice.uid).get()).docs;
    expect(others).toHaveLength(0);
    if (!property) throw new Error('The wizard created no property');
    expect(property.get('details')).toMatchObject({ keyPickupMethod: 'lockbox' });
    expect(JSON.stringify(property.data())).not.toContain('4821');
    const profile = (await adminDb.doc(firestorePaths.user(alice.uid)).get()).data();
    expect(profile?.['onboarding']).toMatchObject({ keyPickupMethod: 'lockbox' });
    expect(JSON.stringify(profile)).not.toContain('4821');

    const sealed = await accessDocument(property.id);
    expect(sealed?.['lockboxCode']).toMatch(/^v1\./);
    expect(sealed?.['lockboxCode']).not.toContain('4821');

    const read = await getCode(property.id, alice.idToken);
    expect(read).toMatchObject({ status: 200, body: { code: '4821' } });
    const [viewed, ...moreViews] = await auditEntries(property.id, 'property.lockboxCodeViewed');
    expect(moreViews).toHaveLength(0);
    expect(viewed).toMatchObject({ actorId: alice.uid, targetType: 'property' });
    expect(JSON.stringify(viewed)).not.toContain('4821');
  });

  it('a view-share agent gets 403 from GET and PUT, and the code stays as it was', async () => {
    const alice = await signedInAccount('Executor');
    await callApi(apiPath(apiRoutes.completeOnboarding), {
      method: 'PUT',
      token: alice.idToken,
      body: { formData: lockboxAnswers('9056') },
    });
    const [property] = (await adminDb.collection('properties').where('ownerId', '==', alice.uid).get()).docs;
    if (!property) throw new Error('The wizard created no property');
    const aaron = await createAccountWithRole('Agent');
    await shareWith(property.id, aaron.uid, 'view');

    const read = await getCode(property.id, aaron.idToken);
    expect(read).toMatchObject({ status: 403, body: { message: propertiesTexts.errors.lockboxForbidden } });
    expect(read.body).not.toHaveProperty('code');
    const write = await putCode(property.id, aaron.idToken, '0000');
    expect(write).toMatchObject({ status: 403, body: { message: propertiesTexts.errors.lockboxForbidden } });
    expect(await getCode(property.id, alice.idToken)).toMatchObject({ status: 200, body: { code: '9056' } });
    expect(await auditEntries(property.id, 'property.lockboxCodeChanged')).toHaveLength(0);
  });
});

describe('GET and PUT /api/properties/{id}/lockbox', () => {
  it('answers 401 without a token', async () => {
    const propertyId = await seedProperty({ ownerId: 'it-owner-without-token' });
    expect((await callApi(lockboxPath(propertyId))).status).toBe(401);
    expect((await callApi(lockboxPath(propertyId), { method: 'PUT', body: { code: '1' } })).status).toBe(401);
  });

  it('answers 404 to a stranger and for a property that does not exist', async () => {
    const owner = await createAccountWithRole('Guardian');
    const mallory = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid });
    expect((await getCode(propertyId, mallory.idToken)).status).toBe(404);
    expect((await putCode(propertyId, mallory.idToken, '1234')).status).toBe(404);
    expect((await getCode('it-no-such-property', owner.idToken)).status).toBe(404);
    expect(await accessDocument(propertyId)).toBeUndefined();
  });

  it('lets the owner and a manage share set, read, change and clear the code, audit-logged without it', async () => {
    const owner = await createAccountWithRole('Guardian');
    const manager = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [manager.uid]: 'manage' } });

    expect(await getCode(propertyId, owner.idToken)).toMatchObject({ status: 200, body: { code: '' } });
    expect(await putCode(propertyId, owner.idToken, ' 2468 ')).toMatchObject({
      status: 200,
      body: { message: propertiesTexts.lockbox.saved },
    });
    expect(await getCode(propertyId, manager.idToken)).toMatchObject({ status: 200, body: { code: '2468' } });
    expect(await putCode(propertyId, manager.idToken, 'A-1357')).toMatchObject({ status: 200 });
    expect(await getCode(propertyId, owner.idToken)).toMatchObject({ status: 200, body: { code: 'A-1357' } });
    expect(await putCode(propertyId, owner.idToken, '')).toMatchObject({
      status: 200,
      body: { message: propertiesTexts.lockbox.cleared },
    });
    expect(await getCode(propertyId, manager.idToken)).toMatchObject({ status: 200, body: { code: '' } });
    expect(await accessDocument(propertyId)).not.toHaveProperty('lockboxCode');

    const changes = await auditEntries(propertyId, 'property.lockboxCodeChanged');
    expect(changes.map((entry) => entry['actorId']).sort()).toEqual([owner.uid, owner.uid, manager.uid].sort());
    const views = await auditEntries(propertyId, 'property.lockboxCodeViewed');
    expect(views.map((entry) => entry['actorId']).sort()).toEqual(
      [owner.uid, manager.uid, owner.uid, manager.uid].sort(),
    );
    // What the entries record besides who and when (random uids and nanoseconds can spell the digits): no code.
    const recorded = [...changes, ...views].map(({ actorId: _actor, targetId: _target, at: _at, ...rest }) => rest);
    expect(recorded.length).toBe(7);
    expect(JSON.stringify(recorded)).not.toMatch(/2468|A-1357/);
    // The property document itself never changed.
    expect((await adminDb.doc(firestorePaths.property(propertyId)).get()).get('details')).toBeUndefined();
  });

  it('refuses a code that is too long or not a string, and stores nothing', async () => {
    const owner = await createAccountWithRole('Guardian');
    const propertyId = await seedProperty({ ownerId: owner.uid });
    for (const code of ['9'.repeat(LOCKBOX_CODE_MAX + 1), 4821, null]) {
      const answer = await putCode(propertyId, owner.idToken, code);
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['code']);
    }
    expect(await accessDocument(propertyId)).toBeUndefined();
  });
});

describe('POST /api/admin/maintenance/move-private-fields', () => {
  it('moves an old plaintext code into the sealed private document and deletes it from property and profile', async () => {
    const owner = await createAccountWithRole('Guardian');
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    await adminDb.doc(firestorePaths.property(propertyId)).update({
      details: { keyPickupMethod: 'lockbox', lockboxCode: '7319', needsCleanout: false },
    });
    // A profile from before the move: whole (the browser suite's admin lists read it later in the same emulators),
    // with the plaintext code in its onboarding answers.
    await adminDb.doc(firestorePaths.user(owner.uid)).set({
      firstName: 'Old',
      lastName: 'Owner',
      email: owner.email,
      role: 'Guardian',
      onboarding: { keyPickupMethod: 'lockbox', lockboxCode: '7319', fullName: 'Old Owner' },
      createdAt: FieldValue.serverTimestamp(),
    });

    const admin = await createAccountWithRole('Admin');
    expect(
      (await callApi(apiPath(apiRoutes.adminMovePrivateFields), { method: 'POST', token: agent.idToken })).status,
    ).toBe(403);
    const answer = await callApi(apiPath(apiRoutes.adminMovePrivateFields), {
      method: 'POST',
      token: admin.idToken,
    });
    expect(answer.status).toBe(200);
    const counts = apiRoutes.adminMovePrivateFields.response.parse(answer.body);
    expect(counts.lockboxCodes).toBeGreaterThanOrEqual(1);
    expect(counts.profiles).toBeGreaterThanOrEqual(1);

    const property = (await adminDb.doc(firestorePaths.property(propertyId)).get()).data();
    expect(property?.['details']).toEqual({ keyPickupMethod: 'lockbox', needsCleanout: false });
    const profile = (await adminDb.doc(firestorePaths.user(owner.uid)).get()).data();
    expect(profile?.['onboarding']).toEqual({ keyPickupMethod: 'lockbox', fullName: 'Old Owner' });
    expect((await accessDocument(propertyId))?.['lockboxCode']).toMatch(/^v1\./);
    expect(await getCode(propertyId, owner.idToken)).toMatchObject({ status: 200, body: { code: '7319' } });
    expect((await getCode(propertyId, agent.idToken)).status).toBe(403);

    // A second run finds nothing left of this property and keeps the sealed code.
    expect(
      (await callApi(apiPath(apiRoutes.adminMovePrivateFields), { method: 'POST', token: admin.idToken })).status,
    ).toBe(200);
    expect(await getCode(propertyId, owner.idToken)).toMatchObject({ status: 200, body: { code: '7319' } });
  });

  it('keeps a code set through the API since, and still deletes the stale plaintext one', async () => {
    const owner = await createAccountWithRole('Guardian');
    const propertyId = await seedProperty({ ownerId: owner.uid });
    expect((await putCode(propertyId, owner.idToken, '5555')).status).toBe(200);
    await adminDb.doc(firestorePaths.property(propertyId)).update({ 'details.lockboxCode': '1111' });

    const admin = await createAccountWithRole('Admin');
    expect(
      (await callApi(apiPath(apiRoutes.adminMovePrivateFields), { method: 'POST', token: admin.idToken })).status,
    ).toBe(200);
    expect((await adminDb.doc(firestorePaths.property(propertyId)).get()).get('details')).toEqual({});
    expect(await getCode(propertyId, owner.idToken)).toMatchObject({ status: 200, body: { code: '5555' } });
  });

  it('gives an old buyer document its showing’s date and start, and leaves one whose showing is gone', async () => {
    const owner = await createAccountWithRole('Guardian');
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    // As booked before buyer documents carried their showing's date and start: a whole showing, a buyer document
    // without them; and a buyer document whose showing was deleted since.
    const showing = adminDb.collection('showings').doc();
    await showing.set({
      agentId: agent.uid,
      ownerId: owner.uid,
      propertyId,
      memberIds: [owner.uid, agent.uid],
      propertyAddress: '12 Elm Street, Springfield, IL',
      date: '2031-05-14',
      startTime: '15:00',
      endTime: '15:30',
      fullStartTime: '2031-05-14T15:00',
      fullEndTime: '2031-05-14T15:30',
      clientName: 'Old Client',
      status: 'confirmed',
      createdAt: FieldValue.serverTimestamp(),
    });
    const buyer = adminDb.doc(firestorePaths.showingBuyer(showing.id));
    const buyerDetails = {
      agentId: agent.uid,
      clientEmail: 'old.buyer@example.com',
      clientPhone: '',
      notes: 'Gate code',
    };
    await buyer.set(buyerDetails);
    const orphan = adminDb.doc(firestorePaths.showingBuyer(adminDb.collection('showings').doc().id));
    await orphan.set(buyerDetails);

    const admin = await createAccountWithRole('Admin');
    const repair = async () => {
      const answer = await callApi(apiPath(apiRoutes.adminMovePrivateFields), {
        method: 'POST',
        token: admin.idToken,
      });
      expect(answer.status).toBe(200);
      return apiRoutes.adminMovePrivateFields.response.parse(answer.body);
    };
    // At least: test files running alongside in the same emulators seed buyer documents of their own.
    expect((await repair()).buyerWindows).toBeGreaterThanOrEqual(1);
    const completed = await buyer.get();
    expect(completed.data()).toEqual({ ...buyerDetails, date: '2031-05-14', fullStartTime: '2031-05-14T15:00' });
    expect((await orphan.get()).data()).toEqual(buyerDetails);

    // A second run writes neither again (the count alone could include those other files' documents).
    await repair();
    expect((await buyer.get()).updateTime).toEqual(completed.updateTime);
    expect((await orphan.get()).data()).toEqual(buyerDetails);
  });
});

it('the wizard refuses a lockbox code longer than any key safe takes', async () => {
  const alice = await signedInAccount('Guardian');
  const answer = await callApi(apiPath(apiRoutes.completeOnboarding), {
    method: 'PUT',
    token: alice.idToken,
    body: { formData: lockboxAnswers('7'.repeat(LOCKBOX_CODE_MAX + 1)) },
  });
  expect(answer.status).toBe(400);
  expect(failedFields(answer)).toEqual(['formData.lockboxCode']);
});
