import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  apiPath,
  apiRoutes,
  canListCaseOfProperty,
  errorsTexts,
  PROPERTY_PAGE_ACCESS_CASES,
  propertyOverviewResponseSchema,
  propertyPageFacts,
  type PropertyPageRelation,
  type Role,
  serverTodayIsoDate,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountPerRole, createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, type ApiAnswer } from './support/api-client';
import { seedPropertyWithCase } from './support/cases';
import { bystanderUid, seedProperty } from './support/properties';

/*
 * GET /api/properties/{id}/overview walks the domain's PROPERTY_PAGE_ACCESS, every role × relation: allowed rows get the
 * property with its upcoming showings and key pickups and the associated cases they may read; refused rows get the same
 * 404 as a property that does not exist. The rules walk the same rows (emulators/rules/property-page.test.ts).
 */

/** The suite's caller of each role. */
let callerFor: (role: Role) => TestAccount;

beforeAll(async () => {
  callerFor = await createAccountPerRole();
});

function overviewPath(propertyId: string): `/api/${string}` {
  return apiPath(apiRoutes.propertyOverview, { id: propertyId });
}

const today = serverTodayIsoDate();

async function seedShowing(propertyId: string, ownerId: string, date: string, clientName: string): Promise<string> {
  const id = `it-showing-${randomUUID()}`;
  await adminDb
    .collection('showings')
    .doc(id)
    .set({
      agentId: bystanderUid('agent'),
      propertyId,
      propertyAddress: '12 Elm Street, Springfield, IL',
      ownerId,
      date,
      startTime: '10:00',
      endTime: '10:30',
      fullStartTime: `${date}T10:00`,
      fullEndTime: `${date}T10:30`,
      clientName,
      clientEmail: 'buyer@example.com',
      clientPhone: '',
      notes: '',
      createdAt: Timestamp.now(),
    });
  return id;
}

async function seedPickup(propertyId: string, userId: string, date: string, status: string): Promise<string> {
  const id = `it-pickup-${randomUUID()}`;
  await adminDb
    .collection('appointments')
    .doc(id)
    .set({
      userId,
      date,
      time: '09:00',
      type: 'Key Pickup Schedule',
      duration: 30,
      details: '',
      needsCleanout: true,
      contact: { name: 'Integration Owner', email: 'owner@example.com', phone: '(555) 010-2000' },
      propertyAddress: '12 Elm Street',
      propertyId,
      status,
      createdAt: Timestamp.now(),
    });
  return id;
}

/** A property in `relation` to the caller, with a case linked both ways, and past and upcoming visits. */
async function seedScene(role: Role, relation: PropertyPageRelation) {
  const caller = callerFor(role);
  const facts = propertyPageFacts(relation, caller.uid, {
    ownerId: bystanderUid('owner'),
    attorneyId: bystanderUid('attorney'),
    clientId: bystanderUid('client'),
  });
  const { propertyId, caseId } = await seedPropertyWithCase(
    { ownerId: facts.property.ownerId, sharedWith: { ...facts.property.sharedWith } },
    { attorneyId: facts.associatedCase.attorneyId, clientId: facts.associatedCase.clientId },
  );
  const ownerId = facts.property.ownerId;
  const [upcomingShowing, , upcomingPickup] = await Promise.all([
    seedShowing(propertyId, ownerId, addDaysIso(today, 3), 'Jordan Buyer'),
    seedShowing(propertyId, ownerId, addDaysIso(today, -3), 'Past Buyer'),
    seedPickup(propertyId, ownerId, addDaysIso(today, 2), 'scheduled'),
    seedPickup(propertyId, ownerId, addDaysIso(today, 4), 'cancelled'),
    seedPickup(propertyId, ownerId, addDaysIso(today, -2), 'completed'),
  ]);
  return { caller, facts, propertyId, caseId, upcomingShowing, upcomingPickup };
}

describe('the property page’s read follows PROPERTY_PAGE_ACCESS', () => {
  it.each(PROPERTY_PAGE_ACCESS_CASES)(
    '$role, $relation: sees the page $page',
    async ({ role, relation, page, liveRead }) => {
      const scene = await seedScene(role, relation);
      const answer = await callApi(overviewPath(scene.propertyId), { token: scene.caller.idToken });
      if (!page) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: errorsTexts.propertyNotFound });
        return;
      }
      expect(answer.status).toBe(200);
      const overview = propertyOverviewResponseSchema.parse(answer.body);
      expect(overview.property._id).toBe(scene.propertyId);
      expect(overview.property.address).toBe('12 Elm Street');
      expect(overview.member).toBe(liveRead);
      // Only what is still to come: the past showing and the past and cancelled pickups are left out.
      expect(overview.showings.map((showing) => showing._id)).toEqual([scene.upcomingShowing]);
      expect(overview.showings[0]?.clientName).toBe('Jordan Buyer');
      expect(overview.keyPickups.map((pickup) => pickup._id)).toEqual([scene.upcomingPickup]);
      // The owner lists every linked case, whoever linked it; other members only the cases they may read.
      const listsCase = canListCaseOfProperty(
        { role, uid: scene.caller.uid, case: scene.facts.associatedCase },
        scene.facts.property,
        true,
      );
      expect(overview.cases.map((legalCase) => legalCase._id)).toEqual(listsCase ? [scene.caseId] : []);
    },
  );
});

describe('GET /api/properties/{id}/overview refusals', () => {
  it('answers a property that does not exist exactly like one the caller may not see', async () => {
    const missing = await callApi(overviewPath(`it-property-${randomUUID()}`), { token: callerFor('Agent').idToken });
    const hidden = await seedScene('Agent', 'outsider');
    const refused: ApiAnswer = await callApi(overviewPath(hidden.propertyId), { token: hidden.caller.idToken });
    expect(missing.status).toBe(404);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
  });

  it('needs a signed-in caller', async () => {
    const { propertyId } = await seedScene('Guardian', 'owner');
    const answer = await callApi(overviewPath(propertyId));
    expect(answer.status).toBe(401);
  });

  it('refuses an unverified owner until the e-mail is verified', async () => {
    const unverified = await createAccountWithRole('Guardian', { emailVerified: false });
    const propertyId = await seedProperty({ ownerId: unverified.uid });
    const answer = await callApi(overviewPath(propertyId), { token: unverified.idToken });
    expect(answer.status).toBe(403);
  });
});
