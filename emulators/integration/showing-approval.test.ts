import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  apiPath,
  apiRoutes,
  DEFAULT_SHOWING_SETTINGS,
  type Role,
  ROLES,
  serverTodayIsoDate,
  SHOWING_ACCESS_CASES,
  showingAccessFacts,
  type ShowingAction,
  type ShowingApprovalStatus,
  type ShowingRelation,
  type ShowingSettings,
  showingsTexts,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { showingConverter } from '../../functions/src/lib/converters';
import { askForShowingFeedback } from '../../functions/src/services/showings/feedback-requests';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi } from './support/api-client';
import { bystanderUid, readNotifications, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

const inAWeek = addDaysIso(serverTodayIsoDate(), 7);
const lastWeek = addDaysIso(serverTodayIsoDate(), -7);

const ownerApproval: ShowingSettings = { ...DEFAULT_SHOWING_SETTINGS, approvalMode: 'owner-approval' };
const feedback = { interest: 4, priceOpinion: 'too-high', comments: 'Loved the porch.' } as const;

const token = (caller: TestAccount | undefined) => (caller ? { token: caller.idToken } : {});
const getSettings = (caller: TestAccount | undefined, id: string) =>
  callApi(apiPath(apiRoutes.showingSettings, { id }), token(caller));
const putSettings = (caller: TestAccount | undefined, id: string, body: unknown) =>
  callApi(apiPath(apiRoutes.updateShowingSettings, { id }), { method: 'PUT', body, ...token(caller) });
const decide = (caller: TestAccount | undefined, id: string, body: unknown) =>
  callApi(apiPath(apiRoutes.decideShowing, { id }), { method: 'PUT', body, ...token(caller) });
const giveFeedback = (caller: TestAccount | undefined, id: string, body: unknown) =>
  callApi(apiPath(apiRoutes.showingFeedback, { id }), { method: 'PUT', body, ...token(caller) });
const book = (caller: TestAccount, body: unknown) =>
  callApi(apiPath(apiRoutes.createShowing), { method: 'POST', body, ...token(caller) });

const showingsRef = () => adminDb.collection('showings').withConverter(showingConverter);
const storedShowing = async (id: string) => (await showingsRef().doc(id).get()).data();

async function seedShowing(
  fields: { agentId: string; ownerId: string; propertyId: string; memberIds: string[] },
  extra: { status?: ShowingApprovalStatus; date?: string; startTime?: string; endTime?: string } = {},
): Promise<string> {
  const id = `it-showing-${randomUUID()}`;
  const { date = inAWeek, startTime = '15:00', endTime = '15:30', status } = extra;
  await adminDb
    .collection('showings')
    .doc(id)
    .set({
      ...fields,
      propertyAddress: '12 Elm Street, Springfield, IL',
      date,
      startTime,
      endTime,
      fullStartTime: `${date}T${startTime}`,
      fullEndTime: `${date}T${endTime}`,
      clientName: 'Seeded Client',
      ...(status ? { status } : {}),
      createdAt: Timestamp.now(),
    });
  return id;
}

const accounts = {} as Record<Role, TestAccount>;
beforeAll(async () => {
  for (const role of ROLES) accounts[role] = await createAccountWithRole(role);
});

async function seedRelation(callerUid: string, relation: ShowingRelation, showing: Parameters<typeof seedShowing>[1]) {
  const facts = showingAccessFacts(relation, callerUid, {
    ownerId: bystanderUid('owner'),
    agentId: bystanderUid('agent'),
  });
  const propertyId = await seedProperty({ ownerId: facts.property.ownerId, sharedWith: facts.property.sharedWith });
  const showingId = await seedShowing({ ...facts.showing, propertyId }, showing);
  return { propertyId, showingId, readsProperty: relation !== 'unrelated' };
}

const NEW_ACTIONS: readonly ShowingAction[] = [
  'readShowingSettings',
  'changeShowingSettings',
  'decideShowing',
  'giveFeedback',
];

describe('showing settings, decisions and feedback follow the domain’s SHOWING_ACCESS table', () => {
  for (const { action, role, relation, allowed } of SHOWING_ACCESS_CASES) {
    if (!NEW_ACTIONS.includes(action)) continue;
    it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} ${action}`, async () => {
      const caller = accounts[role];
      const seeded = await seedRelation(caller.uid, relation, {
        status: action === 'giveFeedback' ? 'confirmed' : 'requested',
        date: action === 'giveFeedback' ? lastWeek : inAWeek,
      });
      // Members who read the property or showing but may not act get 403; everyone else 404, so nothing leaks.
      const refused = seeded.readsProperty || role === 'Admin' ? 403 : 404;
      if (action === 'readShowingSettings') {
        const answer = await getSettings(caller, seeded.propertyId);
        expect(answer.status).toBe(allowed ? 200 : 404);
        if (allowed) expect(answer.body).toEqual(DEFAULT_SHOWING_SETTINGS);
      }
      if (action === 'changeShowingSettings') {
        const answer = await putSettings(caller, seeded.propertyId, ownerApproval);
        expect(answer.status).toBe(allowed ? 200 : refused);
        const stored = await adminDb.collection('showingSettings').doc(seeded.propertyId).get();
        expect(stored.exists).toBe(allowed);
      }
      if (action === 'decideShowing') {
        const answer = await decide(caller, seeded.showingId, { decision: 'confirm' });
        expect(answer.status).toBe(allowed ? 200 : refused);
        expect((await storedShowing(seeded.showingId))?.status).toBe(allowed ? 'confirmed' : 'requested');
      }
      if (action === 'giveFeedback') {
        const answer = await giveFeedback(caller, seeded.showingId, feedback);
        expect(answer.status).toBe(allowed ? 200 : role === 'Agent' ? 404 : 403);
        expect((await storedShowing(seeded.showingId))?.feedback).toEqual(allowed ? feedback : undefined);
      }
    });
  }

  it('refuses unauthenticated callers on every new route', async () => {
    const { propertyId, showingId } = await seedRelation(accounts.Guardian.uid, 'property owner', {
      status: 'requested',
    });
    expect((await getSettings(undefined, propertyId)).status).toBe(401);
    expect((await putSettings(undefined, propertyId, ownerApproval)).status).toBe(401);
    expect((await decide(undefined, showingId, { decision: 'confirm' })).status).toBe(401);
    expect((await giveFeedback(undefined, showingId, feedback)).status).toBe(401);
  });
});

describe('booking under the showing settings', () => {
  async function propertyWith(settings: ShowingSettings) {
    const owner = accounts.Guardian;
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    expect((await putSettings(owner, propertyId, settings)).status).toBe(200);
    return { owner, agent, propertyId };
  }
  const request = (propertyId: string, overrides: object = {}) => ({
    propertyId,
    date: inAWeek,
    startTime: '10:00',
    endTime: '10:30',
    clientName: 'Bob Buyer',
    ...overrides,
  });

  it('reads back what the owner saved, and refuses a bad body with 400', async () => {
    const blocked = {
      ...ownerApproval,
      blockedTimes: [{ weekday: 'Monday' as const, startTime: '09:00', endTime: '12:00' }],
    };
    const { owner, propertyId } = await propertyWith(blocked);
    expect((await getSettings(owner, propertyId)).body).toEqual(blocked);
    expect((await putSettings(owner, propertyId, { ...blocked, minimumNoticeHours: 73 })).status).toBe(400);
    expect((await getSettings(owner, propertyId)).body).toEqual(blocked);
  });

  it('creates a requested showing under owner approval, and the owner confirms it once', async () => {
    const { owner, agent, propertyId } = await propertyWith(ownerApproval);
    const answer = await book(agent, request(propertyId));
    expect(answer.status).toBe(201);
    const { showing } = apiRoutes.createShowing.response.parse(answer.body);
    expect(showing.status).toBe('requested');
    const confirmed = await decide(owner, showing.id, { decision: 'confirm' });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    const again = await decide(owner, showing.id, { decision: 'decline' });
    expect(again).toMatchObject({ status: 409, body: { message: showingsTexts.decision.notRequested } });
    expect((await storedShowing(showing.id))?.status).toBe('confirmed');
  });

  it('keeps the decline reason, and a declined showing frees its slot', async () => {
    const { owner, agent, propertyId } = await propertyWith(ownerApproval);
    const first = apiRoutes.createShowing.response.parse((await book(agent, request(propertyId))).body).showing;
    expect((await book(agent, request(propertyId, { clientName: 'Second' }))).status).toBe(409);
    const declined = await decide(owner, first.id, { decision: 'decline', reason: 'Painters are in' });
    expect(declined.body).toEqual({ status: 'declined' });
    expect((await storedShowing(first.id))?.decisionReason).toBe('Painters are in');
    expect((await book(agent, request(propertyId, { clientName: 'Second' }))).status).toBe(201);
  });

  it('refuses a slot inside the minimum notice or a blocked time with 409 naming the rule', async () => {
    const { agent, propertyId } = await propertyWith({
      ...DEFAULT_SHOWING_SETTINGS,
      minimumNoticeHours: 72,
      blockedTimes: [{ date: inAWeek, startTime: '09:00', endTime: '11:00' }],
    });
    const tooSoon = await book(
      agent,
      request(propertyId, { date: serverTodayIsoDate(), startTime: '23:00', endTime: '23:30' }),
    );
    expect(tooSoon).toMatchObject({ status: 409, body: { message: showingsTexts.settings.noticeRule(72) } });
    const blocked = await book(agent, request(propertyId));
    expect(blocked).toMatchObject({ status: 409, body: { message: showingsTexts.settings.blockedRule } });
    const free = await book(agent, request(propertyId, { startTime: '11:00', endTime: '11:30' }));
    expect(free.status).toBe(201);
    expect(apiRoutes.createShowing.response.parse(free.body).showing.status).toBe('confirmed');
  });

  it('answers an existing showing without a status as confirmed', async () => {
    const { agent, propertyId, owner } = await propertyWith(DEFAULT_SHOWING_SETTINGS);
    const id = await seedShowing({
      agentId: agent.uid,
      ownerId: owner.uid,
      propertyId,
      memberIds: [owner.uid, agent.uid],
    });
    const list = apiRoutes.showings.response.parse((await callApi(apiPath(apiRoutes.showings), token(agent))).body);
    expect(list.find((showing) => showing.id === id)?.status).toBe('confirmed');
  });
});

describe('PUT /api/showings/{id}/feedback', () => {
  it('refuses feedback before the showing ended with 409, and reads it back after', async () => {
    const agent = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view' } });
    const fields = { agentId: agent.uid, ownerId, propertyId, memberIds: [ownerId, agent.uid] };
    const upcoming = await seedShowing(fields);
    expect(await giveFeedback(agent, upcoming, feedback)).toMatchObject({
      status: 409,
      body: { message: showingsTexts.feedback.notEnded },
    });
    const past = await seedShowing(fields, { date: lastWeek });
    expect((await giveFeedback(agent, past, { ...feedback, interest: 6 })).status).toBe(400);
    expect((await giveFeedback(agent, past, feedback)).status).toBe(200);
    expect((await storedShowing(past))?.feedback).toEqual(feedback);
  });
});

describe('showing notifications', () => {
  it('asks the owner and a manage share to decide, and tells the agent the decision', async () => {
    const owner = await createAccountWithRole('Guardian');
    const manager = await createAccountWithRole('Agent');
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({
      ownerId: owner.uid,
      sharedWith: { [agent.uid]: 'view', [manager.uid]: 'manage' },
    });
    expect((await putSettings(owner, propertyId, ownerApproval)).status).toBe(200);
    const booked = await book(agent, {
      propertyId,
      date: inAWeek,
      startTime: '10:00',
      endTime: '10:30',
      clientName: 'Bob',
    });
    const { showing } = apiRoutes.createShowing.response.parse(booked.body);
    const request = { kind: 'showingDecision', showingId: showing.id };
    for (const decider of [owner, manager]) {
      const notifications = await waitFor(`notifications of ${decider.uid}`, async () => {
        const list = await readNotifications(decider.uid);
        return list.length > 0 ? list : undefined;
      });
      expect(notifications.map((notification) => notification.action)).toEqual([request]);
    }
    expect((await decide(manager, showing.id, { decision: 'decline', reason: 'Painters are in' })).status).toBe(200);
    const told = await waitFor(`notifications of ${agent.uid}`, async () => {
      const list = await readNotifications(agent.uid);
      return list.length > 0 ? list : undefined;
    });
    expect(told.map((notification) => notification.title)).toEqual(['Showing declined']);
    expect(told[0]?.message).toContain('Painters are in');
    for (const decider of [owner, manager]) {
      const answered = await waitFor(`answered requests of ${decider.uid}`, async () => {
        const list = await readNotifications(decider.uid);
        return list.every((notification) => notification.action?.outcome) ? list : undefined;
      });
      expect(answered.map((notification) => notification.action)).toEqual([{ ...request, outcome: 'declined' }]);
    }
  });

  it('marks the request answered as cancelled when the agent cancels it', async () => {
    const owner = await createAccountWithRole('Guardian');
    const agent = await createAccountWithRole('Agent');
    const propertyId = await seedProperty({ ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } });
    expect((await putSettings(owner, propertyId, ownerApproval)).status).toBe(200);
    const booked = await book(agent, {
      propertyId,
      date: inAWeek,
      startTime: '11:00',
      endTime: '11:30',
      clientName: 'Bo',
    });
    const { showing } = apiRoutes.createShowing.response.parse(booked.body);
    await waitFor(`request of ${owner.uid}`, async () => {
      const list = await readNotifications(owner.uid);
      return list.length > 0 ? list : undefined;
    });
    const cancelled = await callApi(apiPath(apiRoutes.cancelShowing, { id: showing.id }), {
      method: 'DELETE',
      ...token(agent),
    });
    expect(cancelled.status).toBe(200);
    const answered = await waitFor(`answered request of ${owner.uid}`, async () => {
      const list = await readNotifications(owner.uid);
      const request = list.find((notification) => notification.action);
      return request?.action?.outcome ? request : undefined;
    });
    expect(answered.action).toEqual({ kind: 'showingDecision', showingId: showing.id, outcome: 'cancelled' });
  });
});

describe('askForShowingFeedback (the scheduled sweep, with a fixed clock)', () => {
  it('asks the agent once after the showing ends, once more a day later, and never again', async () => {
    const agent = await createAccountWithRole('Agent');
    const ownerId = bystanderUid('owner');
    const propertyId = await seedProperty({ ownerId, sharedWith: { [agent.uid]: 'view' } });
    // A date of its own: the sweep reads every showing of the days around its clock.
    const date = '2003-04-10';
    const fields = { agentId: agent.uid, ownerId, propertyId, memberIds: [ownerId, agent.uid] };
    const id = await seedShowing(fields, { date, startTime: '09:00', endTime: '09:30' });
    const requested = await seedShowing(fields, { date, startTime: '11:00', endTime: '11:30', status: 'requested' });
    const ended = new Date(2003, 3, 10, 12, 0);
    const hours = (count: number) => new Date(ended.getTime() + count * 60 * 60 * 1000);

    expect(await askForShowingFeedback(adminDb, new Date(2003, 3, 10, 9, 15))).toBe(0);
    expect(await askForShowingFeedback(adminDb, ended)).toBe(1);
    expect(await askForShowingFeedback(adminDb, ended)).toBe(0);
    expect(await askForShowingFeedback(adminDb, hours(23))).toBe(0);
    expect(await askForShowingFeedback(adminDb, hours(24))).toBe(1);
    expect(await askForShowingFeedback(adminDb, hours(48))).toBe(0);

    const asked = await readNotifications(agent.uid);
    expect(asked.map((notification) => notification.title)).toEqual([
      'How did the showing go?',
      'How did the showing go?',
    ]);
    expect((await storedShowing(id))?.feedbackRequestCount).toBe(2);
    expect((await storedShowing(requested))?.feedbackRequestCount).toBe(0);
  });
});
