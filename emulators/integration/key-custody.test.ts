import {
  apiRoutes,
  formatTime12h,
  KEY_CUSTODY_CASES,
  KEY_CUSTODY_PERSONA_ROLES,
  KEY_CUSTODY_PERSONAS,
  keyCustodyTexts,
  type KeyCustodyPersona,
  lockboxRevealResponseSchema,
  custodyLogPageResponseSchema,
  toIsoDate,
  wallClockTime,
} from '@estatekey/domain';
import { collection, doc, onSnapshot } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callRoute } from './support/api-client';
import { signedInClient } from './support/client-sdk';
import { readNotifications, seedProfile, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

/*
 * The chain of custody of the keys (KEY_CUSTODY_ACCESS): who sets the lockbox code, who sees it for a showing and
 * when, and who reads the custody log, walked row by row through the API; plus what an attacker with the web SDK sees.
 * The reveal window's edges are the domain's (lockboxRevealDecision, fixed clock); here a showing starts now.
 */

type Accounts = Record<KeyCustodyPersona, TestAccount>;

/** A trigger's hop can take over 10 s on two busy cores. */
const TRIGGER_HOP = { timeoutMs: 30_000 };

const setCode = (token: string | undefined, id: string, code: unknown) =>
  callRoute(apiRoutes.setLockboxCode, { params: { id }, body: { code }, token });
const reveal = (token: string | undefined, id: string) =>
  callRoute(apiRoutes.revealLockboxCode, { params: { id }, token });
const custodyLog = (token: string | undefined, id: string, query: Record<string, string> = {}) =>
  callRoute(apiRoutes.custodyLog, { params: { id }, query, token });

/** A showing of the property seeded as the API stores it, from `startTime` to `endTime` on `date`. */
async function seedShowing(
  propertyId: string,
  parties: { ownerId: string; agentId: string; memberIds: string[] },
  slot: { date: string; startTime: string; endTime: string },
  status: 'requested' | 'confirmed' = 'confirmed',
): Promise<string> {
  const ref = adminDb.collection('showings').doc();
  await ref.set({
    ...parties,
    propertyId,
    propertyAddress: '12 Elm Street',
    ...slot,
    fullStartTime: `${slot.date}T${slot.startTime}`,
    fullEndTime: `${slot.date}T${slot.endTime}`,
    clientName: 'Bea Buyer',
    status,
    feedbackRequestCount: 0,
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

/** A slot that is open now: it started this minute and ends at the day's last minute. */
function openSlot() {
  const now = new Date();
  return { date: toIsoDate(now), startTime: wallClockTime(now), endTime: '23:59' };
}

/** Every persona of the table, signed in, around one property with a confirmed showing that is open now. */
async function custodyScene() {
  const entries = await Promise.all(
    KEY_CUSTODY_PERSONAS.map(
      async (persona) => [persona, await createAccountWithRole(KEY_CUSTODY_PERSONA_ROLES[persona])] as const,
    ),
  );
  const accounts = Object.fromEntries(entries) as Accounts;
  await seedProfile({ uid: accounts['showing agent'].uid, role: 'Agent', firstName: 'Aaron', lastName: 'Agent' });
  const propertyId = await seedProperty({
    ownerId: accounts.owner.uid,
    sharedWith: {
      [accounts['manage share'].uid]: 'manage',
      [accounts['view share'].uid]: 'view',
      [accounts['showing agent'].uid]: 'view',
    },
  });
  await adminDb.doc(`properties/${propertyId}`).update({ saleAttorneyIds: [accounts['case attorney'].uid] });
  const memberIds = [
    accounts.owner.uid,
    accounts['manage share'].uid,
    accounts['view share'].uid,
    accounts['showing agent'].uid,
  ];
  const showingId = await seedShowing(
    propertyId,
    { ownerId: accounts.owner.uid, agentId: accounts['showing agent'].uid, memberIds },
    openSlot(),
  );
  return { accounts, propertyId, showingId, memberIds };
}

describe('KEY_CUSTODY_ACCESS through the API', () => {
  for (const action of ['setLockboxCode', 'revealLockboxCode', 'readCustodyLog'] as const) {
    it(`${action}: every persona as the table says`, async () => {
      const { accounts, propertyId, showingId } = await custodyScene();
      expect((await setCode(accounts.owner.idToken, propertyId, '4821')).status).toBe(200);
      for (const { persona, allowed } of KEY_CUSTODY_CASES.filter((row) => row.action === action)) {
        const token = accounts[persona].idToken;
        const answer =
          action === 'setLockboxCode'
            ? await setCode(token, propertyId, '4821')
            : action === 'revealLockboxCode'
              ? await reveal(token, showingId)
              : await custodyLog(token, propertyId);
        if (allowed) expect(answer.status, persona).toBe(200);
        else expect([403, 404], `${persona} answered ${answer.status}`).toContain(answer.status);
        expect(JSON.stringify(answer.body).includes('4821'), persona).toBe(allowed && action === 'revealLockboxCode');
      }
    });
  }

  it('answers 401 without a token', async () => {
    const { propertyId, showingId } = await custodyScene();
    expect((await setCode(undefined, propertyId, '1')).status).toBe(401);
    expect((await reveal(undefined, showingId)).status).toBe(401);
    expect((await custodyLog(undefined, propertyId)).status).toBe(401);
  });

  it('answers 404 for a property or showing that does not exist, and 400 for a bad page size', async () => {
    const { accounts, propertyId } = await custodyScene();
    expect((await setCode(accounts.owner.idToken, 'it-no-such-property', '1')).status).toBe(404);
    expect((await reveal(accounts['showing agent'].idToken, 'it-no-such-showing')).status).toBe(404);
    expect((await custodyLog(accounts.owner.idToken, 'it-no-such-property')).status).toBe(404);
    expect((await custodyLog(accounts.owner.idToken, propertyId, { limit: '0' })).status).toBe(400);
    expect((await custodyLog(accounts.owner.idToken, propertyId, { pageToken: 'forged' })).status).toBe(400);
  });
});

describe('the reveal', () => {
  it('gives the showing agent the code until the end, logs it without the code and tells the owner', async () => {
    const { accounts, propertyId, showingId } = await custodyScene();
    const slot = openSlot();
    expect(await setCode(accounts.owner.idToken, propertyId, ' 4821 ')).toMatchObject({ status: 200 });

    const answer = await reveal(accounts['showing agent'].idToken, showingId);
    expect(answer.status).toBe(200);
    const { code, validUntil } = lockboxRevealResponseSchema.parse(answer.body);
    expect(code).toBe('4821');
    expect(wallClockTime(validUntil)).toBe('23:59');

    const page = custodyLogPageResponseSchema.parse((await custodyLog(accounts.owner.idToken, propertyId)).body);
    expect(page.entries.map((entry) => entry.event)).toEqual(['lockboxCodeViewed', 'lockboxCodeSet']);
    const [viewed] = page.entries;
    expect(viewed).toMatchObject({ actorId: accounts['showing agent'].uid, actorName: 'Aaron Agent', showingId });
    expect(viewed?.summary).toMatch(
      new RegExp(
        `^Aaron Agent viewed the lockbox code at \\d{1,2}:\\d{2} [AP]M for the ${formatTime12h(slot.startTime)} showing$`,
      ),
    );
    expect(JSON.stringify(page)).not.toContain('4821');

    const notices = await readNotifications(accounts.owner.uid);
    expect(notices).toContainEqual(
      expect.objectContaining({ title: keyCustodyTexts.notification.title, message: viewed?.summary }),
    );
    const audit = await adminDb.collection('auditLog').where('targetId', '==', showingId).get();
    expect(audit.docs.map((entry) => entry.get('action'))).toEqual(['showing.lockboxCodeRevealed']);
  });

  it('refuses with 403, the time it opens and no code before the window and for a showing not confirmed', async () => {
    const { accounts, propertyId, memberIds } = await custodyScene();
    await setCode(accounts.owner.idToken, propertyId, '4821');
    const parties = { ownerId: accounts.owner.uid, agentId: accounts['showing agent'].uid, memberIds };
    const later = await seedShowing(propertyId, parties, { date: '2099-03-06', startTime: '15:00', endTime: '15:30' });
    const answer = await reveal(accounts['showing agent'].idToken, later);
    expect(answer).toMatchObject({
      status: 403,
      body: { message: keyCustodyTexts.reveal.opensAt('2099-03-06', '14:00') },
    });
    expect(new Date((answer.body as { opensAt: string }).opensAt).getTime()).toBe(
      new Date('2099-03-06T14:00').getTime(),
    );

    const requested = await seedShowing(propertyId, parties, openSlot(), 'requested');
    expect(await reveal(accounts['showing agent'].idToken, requested)).toMatchObject({
      status: 403,
      body: { message: keyCustodyTexts.reveal.notConfirmed },
    });
    const ended = await seedShowing(propertyId, parties, { date: '2001-03-06', startTime: '15:00', endTime: '15:30' });
    expect(await reveal(accounts['showing agent'].idToken, ended)).toMatchObject({
      status: 403,
      body: { message: keyCustodyTexts.reveal.ended },
    });
    const page = custodyLogPageResponseSchema.parse((await custodyLog(accounts.owner.idToken, propertyId)).body);
    expect(page.entries.map((entry) => entry.event)).toEqual(['lockboxCodeSet']);
  });
});

describe('the custody log', () => {
  it('records set, changed and removed (never the code), newest first, in cursor pages', async () => {
    const { accounts, propertyId } = await custodyScene();
    const owner = accounts.owner.idToken;
    expect(await setCode(owner, propertyId, '1111')).toMatchObject({ status: 200 });
    expect((await setCode(owner, propertyId, '1111')).body).not.toHaveProperty('code');
    await setCode(accounts['manage share'].idToken, propertyId, '2222');
    await setCode(owner, propertyId, '');

    const first = custodyLogPageResponseSchema.parse((await custodyLog(owner, propertyId, { limit: '2' })).body);
    expect(first.entries.map((entry) => entry.event)).toEqual(['lockboxCodeRemoved', 'lockboxCodeChanged']);
    expect(first.nextPageToken).not.toBeNull();
    const second = custodyLogPageResponseSchema.parse(
      (await custodyLog(owner, propertyId, { limit: '2', pageToken: first.nextPageToken ?? '' })).body,
    );
    expect(second.entries.map((entry) => entry.event)).toEqual(['lockboxCodeChanged', 'lockboxCodeSet']);
    expect(second.nextPageToken).toBeNull();
    expect(JSON.stringify([first, second])).not.toMatch(/1111|2222/);
  });

  it('records a key pickup of the property scheduled and cancelled (from the appointments trigger)', async () => {
    const { accounts, propertyId } = await custodyScene();
    const ref = adminDb.collection('appointments').doc();
    const appointment = {
      userId: accounts.owner.uid,
      date: '2099-03-06',
      time: '13:30',
      type: 'Key Pickup Schedule',
      duration: 30,
      details: '',
      needsCleanout: false,
      contact: { name: 'Alice Guardian', email: 'alice@example.com', phone: '(555) 010-2000' },
      propertyAddress: '12 Elm Street',
      propertyId,
      status: 'scheduled',
      createdAt: Timestamp.now(),
    };
    await ref.set(appointment);
    await waitFor(
      'the scheduled pickup in the custody log',
      async () => {
        const page = custodyLogPageResponseSchema.parse((await custodyLog(accounts.owner.idToken, propertyId)).body);
        return page.entries.length === 1 ? page : undefined;
      },
      TRIGGER_HOP,
    );
    await ref.update({ status: 'cancelled' });
    const page = await waitFor(
      'the cancelled pickup in the custody log',
      async () => {
        const answer = custodyLogPageResponseSchema.parse((await custodyLog(accounts.owner.idToken, propertyId)).body);
        return answer.entries.length === 2 ? answer : undefined;
      },
      TRIGGER_HOP,
    );
    expect(page.entries.map((entry) => [entry.event, entry.appointmentId, entry.summary])).toEqual([
      ['keyPickupCancelled', ref.id, keyCustodyTexts.events.keyPickupCancelled('2099-03-06', '13:30')],
      ['keyPickupScheduled', ref.id, keyCustodyTexts.events.keyPickupScheduled('2099-03-06', '13:30')],
    ]);
  });
});

describe('an attacker with the web SDK', () => {
  it('a view-share agent listening on the property and its custody log never sees a code', async () => {
    const { accounts, propertyId, showingId } = await custodyScene();
    const client = await signedInClient(accounts['view share']);
    const seen: string[] = [];
    const stops = [
      onSnapshot(doc(client.db, `properties/${propertyId}`), (snapshot) => seen.push(JSON.stringify(snapshot.data()))),
      onSnapshot(collection(client.db, `properties/${propertyId}/custodyLog`), (snapshot) =>
        seen.push(JSON.stringify(snapshot.docs.map((entry) => entry.data()))),
      ),
    ];
    const privateErrors: string[] = [];
    stops.push(
      onSnapshot(
        doc(client.db, `properties/${propertyId}/private/access`),
        () => privateErrors.push('read'),
        (error) => privateErrors.push(error.code),
      ),
    );
    try {
      await setCode(accounts.owner.idToken, propertyId, '7315');
      expect((await reveal(accounts['showing agent'].idToken, showingId)).status).toBe(200);
      await waitFor('the reveal reaching the listener', async () =>
        seen.some((snapshot) => snapshot.includes('lockboxCodeViewed')) ? true : undefined,
      );
      expect(seen.join('\n')).not.toContain('7315');
      // The denied listen's answer need not come before the reveal reaches the other listeners (seen on a loaded machine).
      await waitFor("the private document's listener to be answered", async () =>
        privateErrors.length > 0 ? true : undefined,
      );
      expect(privateErrors).toEqual(['permission-denied']);
    } finally {
      for (const stop of stops) stop();
      await client.close();
    }
  });
});
