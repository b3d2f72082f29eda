import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { SHOWING_ACCESS_CASES, showingAccessFacts, type Role, type ShowingRelation } from '@estatekey/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
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

function showingFixture(agentId: string, ownerId: string, memberIds: readonly string[] = [ownerId, agentId]) {
  return {
    agentId,
    ownerId,
    memberIds,
    propertyId: PROPERTY_ID,
    propertyAddress: '12 Elm Street, Springfield, IL',
    date: '2026-03-10',
    startTime: '10:00',
    endTime: '10:30',
    fullStartTime: '2026-03-10T10:00',
    fullEndTime: '2026-03-10T10:30',
    clientName: 'Bob Buyer',
    createdAt: FIXTURE_TIME,
  };
}

/** `showingBuyers/{id}`: the buyer's contact and the agent's notes of the showing under test. */
const BUYER_PATH = 'showingBuyers/showing-under-test';

function buyerFixture(agentId: string) {
  return {
    agentId,
    date: '2026-03-10',
    fullStartTime: '2026-03-10T10:00',
    clientEmail: 'bob@example.com',
    clientPhone: '(555) 010-4000',
    notes: 'Cash buyer',
  };
}

function seedRelation(callerUid: string, relation: ShowingRelation): Promise<void> {
  const facts = showingAccessFacts(relation, callerUid, PARTIES);
  return seedDocuments(env, {
    [PROPERTY_PATH]: propertyFixture(facts.property.ownerId, facts.property.sharedWith),
    [SHOWING_PATH]: showingFixture(facts.showing.agentId, facts.showing.ownerId, facts.showing.memberIds),
    [BUYER_PATH]: buyerFixture(facts.showing.agentId),
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

describe('buyer contact and notes follow the domain’s SHOWING_ACCESS table (readBuyerDetails)', () => {
  beforeEach(() => env.clearFirestore());

  for (const { action, role, relation, allowed } of SHOWING_ACCESS_CASES) {
    if (action !== 'readBuyerDetails') continue;
    it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} read the buyer’s e-mail, phone and the notes`, async () => {
      const caller: { uid: string; role: Role } = PERSONA_OF_ROLE[role];
      await seedRelation(caller.uid, relation);
      const result = getDoc(doc(firestoreAs(env, caller), BUYER_PATH));
      if (allowed) await assertSucceeds(result);
      else await assertFails(result);
    });
  }

  it('the owner reads the showing, which carries the client’s name but no e-mail, phone or notes', async () => {
    const alice = PERSONAS.alice;
    await seedRelation(alice.uid, 'property owner');
    const showing = await assertSucceeds(getDoc(doc(firestoreAs(env, alice), SHOWING_PATH)));
    expect(showing.get('clientName')).toBe('Bob Buyer');
    for (const field of ['clientEmail', 'clientPhone', 'notes']) expect(showing.data()).not.toHaveProperty(field);
    await assertFails(getDoc(doc(firestoreAs(env, alice), BUYER_PATH)));
    await assertFails(
      getDocs(query(collection(firestoreAs(env, alice), 'showingBuyers'), where('agentId', '==', PARTIES.agentId))),
    );
  });

  it('lets the agent list the buyer details of their own showings live, and nobody list them all', async () => {
    const aaron = PERSONAS.aaron;
    await seedRelation(aaron.uid, 'booking agent');
    const db = firestoreAs(env, aaron);
    const own = await assertSucceeds(
      getDocs(query(collection(db, 'showingBuyers'), where('agentId', '==', aaron.uid))),
    );
    expect(own.docs.map((snapshot) => snapshot.get('clientEmail'))).toEqual(['bob@example.com']);
    await assertFails(getDocs(collection(db, 'showingBuyers')));
    await assertFails(getDocs(collection(firestoreAs(env, PERSONAS.ada), 'showingBuyers')));
  });

  it('lets the agent list the buyers of a month and of his newest showings, as his screens read them', async () => {
    // The screens read the buyers by the showings' window, never by id: a list by id is checked document by document,
    // and a showing cancelled meanwhile (its buyer document deleted) would fail it.
    const aaron = PERSONAS.aaron;
    await seedRelation(aaron.uid, 'booking agent');
    const db = firestoreAs(env, aaron);
    const own = query(collection(db, 'showingBuyers'), where('agentId', '==', aaron.uid));
    const month = await assertSucceeds(
      getDocs(query(own, where('date', '>=', '2026-03-01'), where('date', '<=', '2026-03-31'), orderBy('date'))),
    );
    expect(month.docs.map((snapshot) => snapshot.get('clientEmail'))).toEqual(['bob@example.com']);
    const newest = await assertSucceeds(getDocs(query(own, orderBy('fullStartTime', 'desc'), limit(21))));
    expect(newest.docs.map((snapshot) => snapshot.id)).toEqual(['showing-under-test']);
    // The same window without the agent's own id is refused, for him and for an admin.
    const window = (firestore: typeof db) =>
      query(collection(firestore, 'showingBuyers'), orderBy('fullStartTime', 'desc'), limit(21));
    await assertFails(getDocs(window(db)));
    await assertFails(getDocs(window(firestoreAs(env, PERSONAS.ada))));
  });

  it('refuses the booking agent before they verify their e-mail, and takes no client writes', async () => {
    const aaron = PERSONAS.aaron;
    await seedRelation(aaron.uid, 'booking agent');
    await assertFails(getDoc(doc(firestoreUnverifiedAs(env, aaron), BUYER_PATH)));
    const db = firestoreAs(env, aaron);
    await assertFails(updateDoc(doc(db, BUYER_PATH), { notes: 'changed by the client' }));
    await assertFails(setDoc(doc(db, 'showingBuyers/new-one'), buyerFixture(aaron.uid)));
    await assertFails(deleteDoc(doc(db, BUYER_PATH)));
  });
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

  it('lets a shared member follow the property’s showings live by their memberIds copy, and not list them by property alone', async () => {
    const alice = PERSONAS.alice;
    await seedRelation(alice.uid, 'shared member');
    const db = firestoreAs(env, alice);
    const ofProperty = query(collection(db, 'showings'), where('propertyId', '==', PROPERTY_ID));
    const listed = await assertSucceeds(getDocs(query(ofProperty, where('memberIds', 'array-contains', alice.uid))));
    expect(listed.docs.map((snapshot) => snapshot.get('clientName'))).toEqual(['Bob Buyer']);
    await assertFails(getDocs(ofProperty));
    // An admin lists every showing of the property.
    await assertSucceeds(
      getDocs(query(collection(firestoreAs(env, PERSONAS.ada), 'showings'), where('propertyId', '==', PROPERTY_ID))),
    );
  });

  const { memberIds: _dropped, ...withoutMembers } = showingFixture(PARTIES.agentId, PARTIES.ownerId, [
    PERSONAS.alice.uid,
  ]);

  it('refuses a member whose share was removed once the copy follows (and a showing written before the copy existed)', async () => {
    const alice = PERSONAS.alice;
    await seedDocuments(env, {
      [PROPERTY_PATH]: propertyFixture(PARTIES.ownerId, { [PARTIES.agentId]: 'view' }),
      [SHOWING_PATH]: showingFixture(PARTIES.agentId, PARTIES.ownerId),
      'showings/before-the-copy': withoutMembers,
    });
    await assertFails(getDoc(doc(firestoreAs(env, alice), SHOWING_PATH)));
    await assertFails(getDoc(doc(firestoreAs(env, alice), 'showings/before-the-copy')));
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
