import { randomBytes } from 'node:crypto';
import { addDaysIso, apiPath, apiRoutes, calendarFeedPath, SALE_PRESETS, serverTodayIsoDate } from '@estatekey/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi } from './support/api-client';
import { seedCase, seedPropertyWithCase } from './support/cases';
import { bystanderUid, seedProperty } from './support/properties';
import { apiUrl, fetchWithTimeout } from './support/endpoints';

const inAWeek = addDaysIso(serverTodayIsoDate(), 7);

async function newFeedToken(account: TestAccount): Promise<string> {
  const answer = await callApi(apiPath(apiRoutes.resetCalendarFeed), { method: 'POST', token: account.idToken });
  expect(answer.status).toBe(201);
  return apiRoutes.resetCalendarFeed.response.parse(answer.body).feedToken;
}

async function feedStatus(account: TestAccount): Promise<boolean> {
  const answer = await callApi(apiPath(apiRoutes.calendarFeedStatus), { token: account.idToken });
  return apiRoutes.calendarFeedStatus.response.parse(answer.body).active;
}

/** The feed as a calendar program fetches it: no credentials but the token in the path. */
async function fetchFeed(feedToken: string) {
  const response = await fetchWithTimeout(apiUrl(calendarFeedPath(feedToken)));
  const body = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), body };
}

function eventUids(ics: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent).uid)
    .sort();
}

async function bookShowing(agent: TestAccount, propertyId: string, startTime: string): Promise<string> {
  const answer = await callApi(apiPath(apiRoutes.createShowing), {
    method: 'POST',
    token: agent.idToken,
    body: {
      propertyId,
      date: inAWeek,
      startTime,
      endTime: `${startTime.slice(0, 2)}:45`,
      clientName: 'Bob Buyer',
      notes: 'Secret note',
    },
  });
  expect(answer.status).toBe(201);
  return apiRoutes.createShowing.response.parse(answer.body).showing.id;
}

describe('private calendar feeds', () => {
  it('serves exactly the user’s events as iCalendar, without notes, to whoever holds the token', async () => {
    const agent = await createAccountWithRole('Agent');
    const otherAgent = await createAccountWithRole('Agent');
    const owner = await createAccountWithRole('Guardian');
    const propertyId = await seedProperty({
      ownerId: owner.uid,
      sharedWith: { [agent.uid]: 'view', [otherAgent.uid]: 'view' },
    });
    const mine = await bookShowing(agent, propertyId, '10:00');
    const theirs = await bookShowing(otherAgent, propertyId, '12:00');
    const caseId = await seedCase({ attorneyId: bystanderUid('attorney'), clientId: owner.uid });
    await adminDb.collection('cases').doc(caseId).update({ dueDate: inAWeek });

    expect(await feedStatus(agent)).toBe(false);
    const agentFeed = await fetchFeed(await newFeedToken(agent));
    expect(agentFeed.status).toBe(200);
    expect(agentFeed.contentType).toMatch(/^text\/calendar/);
    expect(eventUids(agentFeed.body)).toEqual([`showing-${mine}@estatekey`]);
    expect(agentFeed.body).not.toContain('Secret note');
    expect(await feedStatus(agent)).toBe(true);

    const ownerFeed = await fetchFeed(await newFeedToken(owner));
    expect(eventUids(ownerFeed.body)).toEqual(
      [`case-due-${caseId}@estatekey`, `owner-showing-${mine}@estatekey`, `owner-showing-${theirs}@estatekey`].sort(),
    );
  });

  it('holds the sale’s confirmation hearing and the end of its notice period for every party of the sale', async () => {
    const [owner, agent, attorney, client, outsider] = await Promise.all([
      createAccountWithRole('Executor'),
      createAccountWithRole('Agent'),
      createAccountWithRole('Attorney'),
      createAccountWithRole('Guardian'),
      createAccountWithRole('Guardian'),
    ]);
    const today = serverTodayIsoDate();
    const saleProperty = async () =>
      (
        await seedPropertyWithCase(
          { ownerId: owner.uid, sharedWith: { [agent.uid]: 'view' } },
          { attorneyId: attorney.uid, clientId: client.uid },
        )
      ).propertyId;
    const call = async (path: string, method: 'PUT' | 'POST', body: unknown, account = attorney) => {
      const answer = await callApi(path, { method, token: account.idToken, body });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      return answer.body as { id?: string };
    };

    const withHearing = await saleProperty();
    await call(apiPath(apiRoutes.setSaleHearing, { id: withHearing }), 'PUT', { date: inAWeek, department: '11' });

    const underNotice = await saleProperty();
    await call(apiPath(apiRoutes.setSaleAuthority, { id: underNotice }), 'PUT', {
      preset: 'ca-iaea-full',
      lettersIssuedOn: addDaysIso(today, -30),
      noticeMailedOn: today,
    });
    const offer = await call(apiPath(apiRoutes.createOffer, { id: underNotice }), 'POST', {
      buyerName: 'Bob Buyer',
      amount: 400_000,
      deposit: 10_000,
      financing: 'cash',
      contingencies: [],
      expiresOn: addDaysIso(today, 30),
    });
    await call(apiPath(apiRoutes.updateOfferStatus, { id: underNotice, offerId: offer.id ?? '' }), 'PUT', {
      status: 'accepted',
    });

    const saleEvents = [`sale-hearing-${withHearing}@estatekey`, `sale-notice-ends-${underNotice}@estatekey`].sort();
    for (const party of [owner, agent, attorney, client]) {
      const feed = await fetchFeed(await newFeedToken(party));
      expect(eventUids(feed.body).filter((uid) => uid.startsWith('sale-'))).toEqual(saleEvents);
      expect(feed.body).toContain('Department 11');
    }
    const ownerFeed = new ICAL.Component(ICAL.parse((await fetchFeed(await newFeedToken(owner))).body));
    const noticeEnd = ownerFeed
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.uid === `sale-notice-ends-${underNotice}@estatekey`);
    expect(noticeEnd?.startDate.toString()).toBe(addDaysIso(today, SALE_PRESETS['ca-iaea-full'].noticeDays ?? 0));
    expect(eventUids((await fetchFeed(await newFeedToken(outsider))).body)).toEqual([]);
  });

  it('revokes the old link when the user resets it', async () => {
    const agent = await createAccountWithRole('Agent');
    const first = await newFeedToken(agent);
    const second = await newFeedToken(agent);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
  });

  it('answers 404 for an unknown token and 401 to a signed-out caller asking for a link', async () => {
    expect((await fetchFeed(randomBytes(32).toString('base64url'))).status).toBe(404);
    expect((await callApi(apiPath(apiRoutes.resetCalendarFeed), { method: 'POST' })).status).toBe(401);
    expect((await callApi(apiPath(apiRoutes.calendarFeedStatus))).status).toBe(401);
  });
});
