import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { canReadDocument, KEY_PICKUP_DURATION_MINUTES, ROLES, type PropertyKeyPickupCopy } from '@estatekey/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONA_OF_ROLE, PROPERTY_ID, PROPERTY_PATH, PROPERTY_RELATIONS, propertyRelatedTo } from './fixtures.ts';
import {
  firestoreAs,
  firestoreSignedOut,
  firestoreUnverifiedAs,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

/*
 * The property page follows its key pickups through the members' copies (`propertyKeyPickups`, no contact details):
 * every role × relation to the property walks COLLECTION_ACCESS.propertyKeyPickups, by the page's own query.
 */

const env = await startRulesTestEnvironment();
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const PICKUP_PATH = 'propertyKeyPickups/pickup-under-test';

function pickupFixture(memberIds: readonly string[]): Omit<PropertyKeyPickupCopy, 'id'> {
  return {
    propertyId: PROPERTY_ID,
    date: '2026-03-10',
    time: '10:00',
    duration: KEY_PICKUP_DURATION_MINUTES,
    status: 'scheduled',
    needsCleanout: true,
    memberIds: [...memberIds],
  };
}

describe('the property page’s live key pickups follow COLLECTION_ACCESS.propertyKeyPickups', () => {
  for (const role of ROLES) {
    const persona = PERSONA_OF_ROLE[role];
    for (const relation of PROPERTY_RELATIONS) {
      const property = propertyRelatedTo(persona.uid, relation);
      const pickup = pickupFixture(property.memberIds);
      const allowed = canReadDocument(
        'propertyKeyPickups',
        { uid: persona.uid, role },
        { id: 'pickup-under-test', data: pickup },
      );
      it(`${role} (${persona.firstName}), ${relation}: ${allowed ? 'follows' : 'may not follow'} the pickups`, async () => {
        await seedDocuments(env, { [PROPERTY_PATH]: property, [PICKUP_PATH]: pickup });
        const db = firestoreAs(env, persona);
        const ofProperty = query(collection(db, 'propertyKeyPickups'), where('propertyId', '==', PROPERTY_ID));
        // What the page runs: admins by property, everyone else by property and their uid in the members' copy.
        const pageQuery =
          role === 'Admin' ? ofProperty : query(ofProperty, where('memberIds', 'array-contains', persona.uid));
        if (allowed) {
          const listed = await assertSucceeds(getDocs(pageQuery));
          expect(listed.docs.map((snapshot) => snapshot.ref.path)).toEqual([PICKUP_PATH]);
          await assertSucceeds(getDoc(doc(db, PICKUP_PATH)));
        } else {
          // The member query of a non-member is allowed and lists nothing; the copy itself is refused.
          expect((await assertSucceeds(getDocs(pageQuery))).docs).toEqual([]);
          await assertFails(getDoc(doc(db, PICKUP_PATH)));
        }
      });
    }
  }

  it('refuses a member listing by property alone, a member before verifying the e-mail and a signed-out visitor', async () => {
    const alice = PERSONAS.alice;
    await seedDocuments(env, { [PICKUP_PATH]: pickupFixture([alice.uid]) });
    const byProperty = (db: ReturnType<typeof firestoreAs>) =>
      getDocs(query(collection(db, 'propertyKeyPickups'), where('propertyId', '==', PROPERTY_ID)));
    await assertFails(byProperty(firestoreAs(env, alice)));
    await assertFails(getDoc(doc(firestoreUnverifiedAs(env, alice), PICKUP_PATH)));
    await assertFails(getDoc(doc(firestoreSignedOut(env), PICKUP_PATH)));
  });

  it('lets no client write a copy, not even a member or an admin', async () => {
    const alice = PERSONAS.alice;
    await seedDocuments(env, { [PICKUP_PATH]: pickupFixture([alice.uid]) });
    for (const persona of [alice, PERSONAS.ada]) {
      const db = firestoreAs(env, persona);
      await assertFails(setDoc(doc(db, 'propertyKeyPickups/new-one'), pickupFixture([persona.uid])));
      await assertFails(updateDoc(doc(db, PICKUP_PATH), { status: 'cancelled' }));
      await assertFails(deleteDoc(doc(db, PICKUP_PATH)));
    }
  });
});
