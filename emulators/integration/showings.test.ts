import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  agentTexts,
  apiTexts,
  apiPath,
  apiRoutes,
  errorsTexts,
  formatLongUsDate,
  formatTime12h,
  type Role,
  ROLES,
  serverTodayIsoDate,
  type Showing,
  SHOWING_ACCESS_CASES,
  type ShowingBuyer,
  showingAccessFacts,
  type ShowingRelation,
  type ShowingRequestInput,
  showingsTexts,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { showingBuyerConverter, showingConverter } from '../../functions/src/lib/converters';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, failedFields } from './support/api-client';
import { signedInClient } from './support/client-sdk';
import { bystanderUid, readNotifications, seedProfile, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

const inAWeek = addDaysIso(serverTodayIsoDate(), 7);
const showingsRef = () => adminDb.collection('showings').withConverter(showingConverter);

function showingRequest(propertyId: string, overrides: Partial<ShowingRequestInput> = {}): ShowingRequestInput {
  return {
    propertyId,
    date: inAWeek,
    startTime: '10:00',
    endTime: '10:30',
    clientName: 'Bob Buyer',
    clientEmail: 'bob.buyer@example.com',
    clientPhone: '(555) 010-4000',
    notes: 'Prefers the back entrance.',
    ...overrides,
  };
}

const book = (token: string | undefined, body: unknown) =>
  callApi(apiPath(apiRoutes.createShowing), { method: 'POST', body, ...(token ? { token } : {}) });
const move = (token: string | undefined, id: string, body: unknown) =>
  callApi(`/api/showings/${id}`, { method: 'PUT', body, ...(token ? { token } : {}) });
const cancel = (token: string | undefined, id: string) =>
  callApi(`/api/showings/${id}`, { method: 'DELETE', ...(token ? { token } : {}) });
const list = (token: string | undefined) => callApi(apiPath(apiRoutes.showings), token ? { token } : {});

async function showingsOfProperty(propertyId: string): Promise<Showing[]> {
  return (await showingsRef().where('propertyId', '==', propertyId).get()).docs.map((doc) => doc.data());
}

async function storedShowing(id: string): Promise<Showing | undefined> {
  return (await showingsRef().doc(id).get()).data();
}

async function storedBuyer(id: string): Promise<ShowingBuyer | undefined> {
  return (await adminDb.collection('showingBuyers').doc(id).withConverter(showingBuyerConverter).get()).data();
}

/** The stored fields of `showings/{id}` as they are, unparsed: what a reader of the document gets. */
async function rawShowing(id: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb.collection('showings').doc(id).get()).data();
}

/** A showing as the API would have written it (in a week unless `date` says otherwise). */
async function seedShowing(
  fields: { agentId: string; ownerId: string; propertyId: string },
  date = inAWeek,
): Promise<string> {
  const id = `it-showing-${randomUUID()}`;
  await adminDb
    .collection('showings')
    .doc(id)
    .set({
      ...fields,
      propertyAddress: '12 Elm Street, Springfield, IL',
      date,
      startTime: '15:00',
      endTime: '15:30',
      fullStartTime: `${date}T15:00`,
      fullEndTime: `${date}T15:30`,
      clientName: 'Seeded Client',
      createdAt: Timestamp.now(),
    });
  await adminDb
    .collection('showingBuyers')
    .doc(id)
    .set({
      agentId: fields.agentId,
      date,
      fullStartTime: `${date}T15:00`,
      clientEmail: '',
      clientPhone: '',
      notes: '',
    });
  return id;
}

const accounts = {} as Record<Role, TestAccount>;
beforeAll(async () => {
  for (const role of ROLES) accounts[role] = await createAccountWithRole(role);
});

/** The property and a showing of it (booked by someone else unless the caller is the booking agent). */
async function seedRelation(callerUid: string, relation: ShowingRelation) {
  const facts = showingAccessFacts(relation, callerUid, {
    ownerId: bystanderUid('owner'),
    agentId: bystanderUid('agent'),
  });
  const propertyId = await seedProperty({ ownerId: facts.property.ownerId, sharedWith: facts.property.sharedWith });
  const showingId = await seedShowing({ ...facts.showing, propertyId });
  return { propertyId, showingId };
}

/** The refusal a route answers: 403 for a role the agent-only route does not serve, else 404 (nothing leaks). */
function refusalStatus(role: Role): number {
  return role === 'Agent' ? 404 : 403;
}

describe('showing routes follow the domain’s SHOWING_ACCESS table', () => {
  for (const { action, role, relation, allowed } of SHOWING_ACCESS_CASES) {
    if (action === 'bookShowing') {
      it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} book a showing of the property`, async () => {
        const caller = accounts[role];
        const { propertyId } = await seedRelation(caller.uid, relation);
        const answer = await book(caller.idToken, showingRequest(propertyId, { startTime: '09:00', endTime: '09:30' }));
        expect(answer.status).toBe(allowed ? 201 : refusalStatus(role));
        expect(await showingsOfProperty(propertyId)).toHaveLength(allowed ? 2 : 1);
      });
    }
    if (action === 'changeShowing') {
      it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} move and cancel the showing`, async () => {
        const caller = accounts[role];
        const { propertyId, showingId } = await seedRelation(caller.uid, relation);
        const before = await storedShowing(showingId);
        const moved = await move(
          caller.idToken,
          showingId,
          showingRequest(propertyId, { startTime: '16:00', endTime: '16:30' }),
        );
        expect(moved.status).toBe(allowed ? 200 : refusalStatus(role));
        if (!allowed) expect(await storedShowing(showingId)).toEqual(before);
        const cancelled = await cancel(caller.idToken, showingId);
        expect(cancelled.status).toBe(allowed ? 200 : refusalStatus(role));
        expect(await storedShowing(showingId)).toEqual(allowed ? undefined : before);
      });
    }
    // GET /api/showings lists the agent's own showings: the ones they may change.
    if (action === 'changeShowing' && role === 'Agent') {
      it(`an agent as ${relation} ${allowed ? 'finds' : 'does not find'} the showing in GET /api/showings`, async () => {
        const caller = accounts.Agent;
        const { showingId } = await seedRelation(caller.uid, relation);
        const answer = await list(caller.idToken);
        expect(answer.status).toBe(200);
        const ids = apiRoutes.showings.response.parse(answer.body).map((showing) => showing._id);
        expect(ids.includes(showingId)).toBe(allowed);
      });
    }
  }

  it('refuses unauthenticated callers on every showing route', async () => {
    const { propertyId, showingId } = await seedRelation(accounts.Agent.uid, 'booking agent');
    expect((await list(undefined)).status).toBe(401);
    expect((await book(undefined, showingRequest(propertyId))).status).toBe(401);
    expect((await move(undefined, showingId, showingRequest(propertyId))).status).toBe(401);
    expect((await cancel(undefined, showingId)).status).toBe(401);
    expect(await showingsOfProperty(propertyId)).toHaveLength(1);
  });
});

describe('POST /api/showings', () => {
  it('books the showing with the spec payload, the server computing the full times, and lists it', async () => {
    const agent = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view' } });
    const answer = await book(agent.idToken, {
      ...showingRequest(propertyId),
      fullStartTime: '1999-01-01T00:00',
      fullEndTime: 'nonsense',
    });

    expect(answer.status).toBe(201);
    const { message, showing } = apiRoutes.createShowing.response.parse(answer.body);
    expect(message).toBe(showingsTexts.scheduled);
    const expected = {
      agentId: agent.uid,
      ownerId,
      propertyId,
      propertyAddress: '12 Elm Street, Springfield, IL',
      date: inAWeek,
      startTime: '10:00',
      endTime: '10:30',
      fullStartTime: `${inAWeek}T10:00`,
      fullEndTime: `${inAWeek}T10:30`,
      clientName: 'Bob Buyer',
    };
    const buyerDetails = {
      clientEmail: 'bob.buyer@example.com',
      clientPhone: '(555) 010-4000',
      notes: 'Prefers the back entrance.',
    };
    expect(showing).toMatchObject({ ...expected, ...buyerDetails, _id: showing.id });
    expect(await storedShowing(showing.id)).toMatchObject(expected);
    // The buyer document carries the showing's date and start: the agent's screens read it by the same window.
    expect(await storedBuyer(showing.id)).toEqual({
      id: showing.id,
      agentId: agent.uid,
      date: inAWeek,
      fullStartTime: `${inAWeek}T10:00`,
      ...buyerDetails,
    });

    const listed = apiRoutes.showings.response.parse((await list(agent.idToken)).body);
    expect(listed.map((item) => item._id)).toEqual([showing.id]);
  });

  it('answers 400 with the spec message for a missing field, an end not after the start or a past date', async () => {
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: bystanderUid('owner'), sharedWith: { [agent.uid]: 'view' } });

    const missing = await book(agent.idToken, showingRequest(propertyId, { clientName: '' }));
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe(showingsTexts.requiredFields);

    for (const endTime of ['10:00', '09:30']) {
      const answer = await book(agent.idToken, showingRequest(propertyId, { endTime }));
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['endTime']);
    }
    const past = await book(agent.idToken, showingRequest(propertyId, { date: addDaysIso(serverTodayIsoDate(), -1) }));
    expect(past.status).toBe(400);
    expect(await showingsOfProperty(propertyId)).toEqual([]);
  });

  it('refuses an overlapping showing of the same property with 409, and allows touching or other properties', async () => {
    const agent = await createAccountWithRole('Agent');
    const other = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view', [other.uid]: 'view' } });
    const otherPropertyId = await seedProperty({ ownerId, sharedWith: { [other.uid]: 'view' } });
    expect((await book(agent.idToken, showingRequest(propertyId))).status).toBe(201);

    const overlap = await book(other.idToken, showingRequest(propertyId, { startTime: '10:15', endTime: '11:00' }));
    expect(overlap.status).toBe(409);
    expect((overlap.body as { message: string }).message).toBe(errorsTexts.showingOverlap);
    expect(await showingsOfProperty(propertyId)).toHaveLength(1);

    expect(
      (await book(other.idToken, showingRequest(propertyId, { startTime: '10:30', endTime: '11:00' }))).status,
    ).toBe(201);
    expect((await book(other.idToken, showingRequest(otherPropertyId))).status).toBe(201);
  });

  it('books exactly one of two concurrent requests for the same slot', async () => {
    const first = await createAccountWithRole('Agent');
    const second = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({
      ownerId: bystanderUid('owner'),
      sharedWith: { [first.uid]: 'view', [second.uid]: 'view' },
    });
    const answers = await Promise.all([
      book(first.idToken, showingRequest(propertyId)),
      book(second.idToken, showingRequest(propertyId, { startTime: '10:10', endTime: '10:40' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await showingsOfProperty(propertyId)).toHaveLength(1);
  });
});

describe('GET /api/showings answers a bounded page, whatever the agent has booked', () => {
  const listIds = async (token: string, query: string) => {
    const answer = await callApi(`${apiPath(apiRoutes.showings)}${query}`, { token });
    expect(answer.status).toBe(200);
    return apiRoutes.showings.response.parse(answer.body).map((showing) => showing._id);
  };

  it('lists newest first, at most `limit`, the next ones after the last id of the previous answer', async () => {
    const agent = await createAccountWithRole('Agent');
    const colleague = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view', [colleague.uid]: 'view' } });
    const oldestFirst: string[] = [];
    for (let day = 1; day <= 5; day += 1) {
      oldestFirst.push(await seedShowing({ agentId: agent.uid, ownerId, propertyId }, addDaysIso(inAWeek, day)));
    }
    await seedShowing({ agentId: colleague.uid, ownerId, propertyId }, addDaysIso(inAWeek, 9));
    const newestFirst = [...oldestFirst].reverse();

    expect(await listIds(agent.idToken, '')).toEqual(newestFirst);
    expect(await listIds(agent.idToken, '?limit=2')).toEqual(newestFirst.slice(0, 2));
    expect(await listIds(agent.idToken, `?limit=2&after=${newestFirst[1]}`)).toEqual(newestFirst.slice(2, 4));
    expect(await listIds(agent.idToken, `?limit=2&after=${newestFirst[3]}`)).toEqual(newestFirst.slice(4));
    expect(await listIds(agent.idToken, `?after=${newestFirst[4]}`)).toEqual([]);
  });

  it('answers 400 for a limit out of bounds and for `after` naming a showing that is not the caller’s', async () => {
    const agent = await createAccountWithRole('Agent');
    const colleague = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view', [colleague.uid]: 'view' } });
    const colleaguesShowing = await seedShowing({ agentId: colleague.uid, ownerId, propertyId });
    const path = apiPath(apiRoutes.showings);

    for (const query of ['?limit=0', '?limit=201', '?limit=ten']) {
      expect((await callApi(`${path}${query}`, { token: agent.idToken })).status).toBe(400);
    }
    for (const after of [colleaguesShowing, `it-showing-${randomUUID()}`]) {
      const answer = await callApi(`${path}?after=${after}`, { token: agent.idToken });
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBe(apiTexts.unknownAfter);
    }
  });
});

describe('PUT and DELETE /api/showings/{id}', () => {
  it('moves a showing (not overlapping itself) and cancels it by deleting it', async () => {
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: bystanderUid('owner'), sharedWith: { [agent.uid]: 'view' } });
    const { showing } = apiRoutes.createShowing.response.parse(
      (await book(agent.idToken, showingRequest(propertyId))).body,
    );

    const moved = await move(
      agent.idToken,
      showing.id,
      showingRequest(propertyId, { startTime: '10:15', endTime: '11:15' }),
    );
    expect(moved.status).toBe(200);
    expect(apiRoutes.updateShowing.response.parse(moved.body).message).toBe(showingsTexts.updated);
    expect(await storedShowing(showing.id)).toMatchObject({ startTime: '10:15', fullEndTime: `${inAWeek}T11:15` });
    expect(await storedBuyer(showing.id)).toMatchObject({ date: inAWeek, fullStartTime: `${inAWeek}T10:15` });

    const cancelled = await cancel(agent.idToken, showing.id);
    expect(cancelled.status).toBe(200);
    expect(apiRoutes.cancelShowing.response.parse(cancelled.body).message).toBe(showingsTexts.cancelled);
    expect(await storedShowing(showing.id)).toBeUndefined();
    expect(await storedBuyer(showing.id)).toBeUndefined();
    expect((await cancel(agent.idToken, showing.id)).status).toBe(404);
  });

  it('refuses moving onto another showing of the property (409) and leaves the showing as it was', async () => {
    const agent = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view' } });
    await seedShowing({ agentId: bystanderUid('agent'), ownerId, propertyId });
    const { showing } = apiRoutes.createShowing.response.parse(
      (await book(agent.idToken, showingRequest(propertyId))).body,
    );
    const before = await storedShowing(showing.id);

    const answer = await move(
      agent.idToken,
      showing.id,
      showingRequest(propertyId, { startTime: '15:15', endTime: '16:00' }),
    );
    expect(answer.status).toBe(409);
    expect(await storedShowing(showing.id)).toEqual(before);
  });
});

describe('every member of the property reads its showings (the memberIds copy)', () => {
  const share = (token: string, body: unknown) =>
    callApi(apiPath(apiRoutes.shareProperty), { method: 'POST', body, token });
  const unshare = (token: string, body: unknown) =>
    callApi(apiPath(apiRoutes.unshareProperty), { method: 'DELETE', body, token });
  const membersOf = async (id: string) => [...((await storedShowing(id))?.memberIds ?? [])].sort();

  it('a booked showing carries the property’s members; a share added or removed later follows, and the member lists it live', async () => {
    const agent = await createAccountWithRole('Agent');
    const owner = await createAccountWithRole('Guardian');
    const relative = await createAccountWithRole('Executor');
    // Sharing finds the user by profile.
    await seedProfile({
      uid: relative.uid,
      role: 'Executor',
      firstName: 'Rita',
      lastName: 'Relative',
      email: relative.email,
    });
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    const { showing } = apiRoutes.createShowing.response.parse(
      (await book(agent.idToken, showingRequest(propertyId))).body,
    );
    expect(await membersOf(showing.id)).toEqual([owner.uid, agent.uid].sort());

    expect((await share(owner.idToken, { propertyId, userId: relative.uid, permissionLevel: 'view' })).status).toBe(
      200,
    );
    await waitFor('the new member in the showing’s memberIds', async () =>
      (await membersOf(showing.id)).includes(relative.uid) ? true : undefined,
    );
    const relativeClient = await signedInClient(relative);
    try {
      const ofProperty = query(
        collection(relativeClient.db, 'showings'),
        where('propertyId', '==', propertyId),
        where('memberIds', 'array-contains', relative.uid),
      );
      const listed = await getDocs(ofProperty);
      expect(listed.docs.map((snapshot) => snapshot.get('clientName'))).toEqual(['Bob Buyer']);
      for (const field of ['clientEmail', 'clientPhone', 'notes'])
        expect(listed.docs[0]?.data()).not.toHaveProperty(field);

      expect((await unshare(owner.idToken, { propertyId, userId: relative.uid })).status).toBe(200);
      await waitFor('the removed member gone from the showing’s memberIds', async () =>
        (await membersOf(showing.id)).includes(relative.uid) ? undefined : true,
      );
      expect(await membersOf(showing.id)).toEqual([owner.uid, agent.uid].sort());
      await expect(getDoc(doc(relativeClient.db, 'showings', showing.id))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await relativeClient.close();
    }
  });
});

describe('the buyer’s contact and the agent’s notes are the booking agent’s only (SHOWING_ACCESS.readBuyerDetails)', () => {
  const buyerFields = ['clientEmail', 'clientPhone', 'notes'];

  it('the owner reads the showing with the Firebase SDK, but not the buyer’s e-mail, phone or the notes', async () => {
    const agent = await createAccountWithRole('Agent');
    const owner = await createAccountWithRole('Guardian');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    const { showing } = apiRoutes.createShowing.response.parse(
      (await book(agent.idToken, showingRequest(propertyId))).body,
    );

    const ownerClient = await signedInClient(owner);
    const agentClient = await signedInClient(agent);
    try {
      const seenByOwner = await getDoc(doc(ownerClient.db, 'showings', showing.id));
      expect(seenByOwner.get('clientName')).toBe('Bob Buyer');
      for (const field of buyerFields) expect(seenByOwner.data()).not.toHaveProperty(field);
      await expect(getDoc(doc(ownerClient.db, 'showingBuyers', showing.id))).rejects.toMatchObject({
        code: 'permission-denied',
      });

      const seenByAgent = await getDoc(doc(agentClient.db, 'showingBuyers', showing.id));
      expect(seenByAgent.data()).toMatchObject({
        clientEmail: 'bob.buyer@example.com',
        clientPhone: '(555) 010-4000',
        notes: 'Prefers the back entrance.',
      });
    } finally {
      await Promise.all([ownerClient.close(), agentClient.close()]);
    }
  });

  it('moving rewrites the buyer details, also of a showing stored before they moved out; cancelling deletes them', async () => {
    const agent = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view' } });
    const showingId = await seedShowing({ agentId: agent.uid, ownerId, propertyId });
    await adminDb.collection('showings').doc(showingId).update({ clientEmail: 'old@example.com', notes: 'Old note' });

    const moved = await move(
      agent.idToken,
      showingId,
      showingRequest(propertyId, { clientPhone: '', notes: 'Bring the keys' }),
    );
    expect(moved.status).toBe(200);
    expect(apiRoutes.updateShowing.response.parse(moved.body).showing).toMatchObject({
      clientEmail: 'bob.buyer@example.com',
      clientPhone: '',
      notes: 'Bring the keys',
    });
    const stored = await rawShowing(showingId);
    for (const field of buyerFields) expect(stored).not.toHaveProperty(field);
    expect(await storedBuyer(showingId)).toMatchObject({ agentId: agent.uid, notes: 'Bring the keys' });

    const listed = apiRoutes.showings.response.parse((await list(agent.idToken)).body);
    expect(listed.find((item) => item._id === showingId)).toMatchObject({ clientEmail: 'bob.buyer@example.com' });

    expect((await cancel(agent.idToken, showingId)).status).toBe(200);
    expect(await storedBuyer(showingId)).toBeUndefined();
  });

  it('the admin repair moves an old showing’s buyer details into its buyer document', async () => {
    const agent = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view' } });
    const showingId = await seedShowing({ agentId: agent.uid, ownerId, propertyId });
    // As stored before the split: the details on the showing, no buyer document.
    await adminDb
      .collection('showings')
      .doc(showingId)
      .update({ clientEmail: 'old@example.com', clientPhone: '(555) 010-1111', notes: 'Old note' });
    await adminDb.collection('showingBuyers').doc(showingId).delete();

    const admin = await createAccountWithRole('Admin');
    const answer = await callApi(apiPath(apiRoutes.adminMovePrivateFields), {
      method: 'POST',
      token: admin.idToken,
    });
    expect(answer.status).toBe(200);
    expect(apiRoutes.adminMovePrivateFields.response.parse(answer.body).showings).toBeGreaterThanOrEqual(1);

    const stored = await rawShowing(showingId);
    for (const field of buyerFields) expect(stored).not.toHaveProperty(field);
    const { date, fullStartTime } = stored ?? {};
    expect(await storedBuyer(showingId)).toEqual({
      id: showingId,
      agentId: agent.uid,
      date,
      fullStartTime,
      clientEmail: 'old@example.com',
      clientPhone: '(555) 010-1111',
      notes: 'Old note',
    });
  });
});

describe('the showing trigger', () => {
  it('tells the owner once each that a showing was scheduled, moved and cancelled', async () => {
    const agent = await createAccountWithRole('Agent');
    const owner = await createAccountWithRole('Guardian');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    const { showing } = apiRoutes.createShowing.response.parse(
      (await book(agent.idToken, showingRequest(propertyId))).body,
    );
    const address = '12 Elm Street, Springfield, IL';
    const when = (time: string) => `${formatLongUsDate(inAWeek)} at ${formatTime12h(time)}`;
    const texts = agentTexts.notifications;

    const titles = async () => (await readNotifications(owner.uid)).map((notification) => notification.message);
    await waitFor('the scheduled notice', async () =>
      (await titles()).includes(texts.showingScheduled(address, when('10:00')).message) ? true : undefined,
    );
    await move(agent.idToken, showing.id, showingRequest(propertyId, { startTime: '13:00', endTime: '13:30' }));
    await waitFor('the moved notice', async () =>
      (await titles()).includes(texts.showingMoved(address, when('13:00')).message) ? true : undefined,
    );
    await cancel(agent.idToken, showing.id);
    await waitFor('the cancelled notice', async () =>
      (await titles()).includes(texts.showingCancelled(address, when('13:00')).message) ? true : undefined,
    );
    const notifications = await readNotifications(owner.uid);
    expect(notifications).toHaveLength(3);
    expect(notifications.every((notification) => notification.link === '/submit-property')).toBe(true);
  });
});
