import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { SHOWING_ACCESS_CASES, showingAccessFacts, type Role, type ShowingRelation } from '@estatekey/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { PERSONA_OF_ROLE, PROPERTY_ID, PROPERTY_PATH, propertyFixture } from './fixtures.ts';
import {
  firestoreAs,
  firestoreSignedOut,
  firestoreUnverifiedAs,
  FIXTURE_TIME,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

/** The showing's other parties: uids no persona signs in with. */
const PARTIES = { ownerId: 'owner-of-record', agentId: 'agent-of-record' };
const SHOWING_PATH = 'showings/showing-under-test';

function showingFixture(agentId: string, ownerId: string) {
  return {
    agentId,
    ownerId,
    propertyId: PROPERTY_ID,
    propertyAddress: '12 Elm Street, Springfield, IL',
    date: '2026-03-10',
    startTime: '10:00',
    endTime: '10:30',
    fullStartTime: '2026-03-10T10:00',
    fullEndTime: '2026-03-10T10:30',
    clientName: 'Bob Buyer',
    clientEmail: 'bob@example.com',
    clientPhone: '',
    notes: '',
    createdAt: FIXTURE_TIME,
  };
}

function seedRelation(callerUid: string, relation: ShowingRelation): Promise<void> {
  const facts = showingAccessFacts(relation, callerUid, PARTIES);
  return seedDocuments(env, {
    [PROPERTY_PATH]: propertyFixture(facts.property.ownerId, facts.property.sharedWith),
    [SHOWING_PATH]: showingFixture(facts.showing.agentId, facts.showing.ownerId),
  });
}

describe('showings follow the domain’s SHOWING_ACCESS table (readShowing)', () => {
  beforeEach(() => env.clearFirestore());

  for (const { action, role, relation, allowed } of SHOWING_ACCESS_CASES) {
    if (action !== 'readShowing') continue;
    it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} read the showing`, async () => {
      const caller: { uid: string; role: Role } = PERSONA_OF_ROLE[role];
      await seedRelation(caller.uid, relation);
      const result = getDoc(doc(firestoreAs(env, caller), SHOWING_PATH));
      if (allowed) await assertSucceeds(result);
      else await assertFails(result);
    });
  }
});

describe('showings outside the table', () => {
  beforeEach(() => env.clearFirestore());
  const aaron = PERSONAS.aaron;

  it('lets the agent list their own showings live, and nobody list all showings', async () => {
    await seedRelation(aaron.uid, 'booking agent');
    const db = firestoreAs(env, aaron);
    await assertSucceeds(getDocs(query(collection(db, 'showings'), where('agentId', '==', aaron.uid))));
    await assertFails(getDocs(collection(db, 'showings')));
  });

  it('refuses signed-out callers and the booking agent before they verify their e-mail', async () => {
    await seedRelation(aaron.uid, 'booking agent');
    await assertFails(getDoc(doc(firestoreSignedOut(env), SHOWING_PATH)));
    await assertFails(getDoc(doc(firestoreUnverifiedAs(env, aaron), SHOWING_PATH)));
  });

  it('takes no client writes: showings change only through the API', async () => {
    await seedRelation(aaron.uid, 'booking agent');
    const db = firestoreAs(env, aaron);
    await assertFails(setDoc(doc(db, 'showings/new-one'), showingFixture(aaron.uid, PARTIES.ownerId)));
    await assertFails(updateDoc(doc(db, SHOWING_PATH), { startTime: '11:00' }));
    await assertFails(deleteDoc(doc(db, SHOWING_PATH)));
  });
});
