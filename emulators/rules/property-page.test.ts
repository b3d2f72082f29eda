import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { PROPERTY_PAGE_ACCESS_CASES, propertyPageFacts } from '@estatekey/domain';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { CASE_PATH, caseFixture, PERSONA_OF_ROLE, PROPERTY_ID, PROPERTY_PATH, propertyFixture } from './fixtures.ts';
import { firestoreAs, firestoreSignedOut, seedDocuments, startRulesTestEnvironment } from './harness.ts';

/*
 * The property page's live read walks the domain's PROPERTY_PAGE_ACCESS (`liveRead`), every role × relation: property
 * members and admins read `properties/{id}` directly; the attorney and client of an associated case who are not
 * members do not (they get the page through GET /api/properties/{id}/overview, emulators/integration/property-overview.test.ts).
 */

const env = await startRulesTestEnvironment();
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const OTHERS = { ownerId: 'owner-bystander', attorneyId: 'attorney-bystander', clientId: 'client-bystander' };

describe('the property page’s live read of properties/{id} follows PROPERTY_PAGE_ACCESS', () => {
  for (const { role, relation, liveRead } of PROPERTY_PAGE_ACCESS_CASES) {
    const persona = PERSONA_OF_ROLE[role];
    it(`${role} (${persona.firstName}), ${relation}: ${liveRead ? 'may' : 'may not'} read it`, async () => {
      const facts = propertyPageFacts(relation, persona.uid, OTHERS);
      await seedDocuments(env, {
        [PROPERTY_PATH]: {
          ...propertyFixture(facts.property.ownerId, { ...facts.property.sharedWith }),
          caseIds: ['case-under-test'],
        },
        [CASE_PATH]: {
          ...caseFixture(),
          attorneyId: facts.associatedCase.attorneyId,
          clientId: facts.associatedCase.clientId,
          memberIds: [...facts.associatedCase.memberIds],
          propertyIds: [PROPERTY_ID],
        },
      });
      const attempt = getDoc(doc(firestoreAs(env, persona), PROPERTY_PATH));
      if (liveRead) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  }

  it('a signed-out visitor may not read it', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyFixture(OTHERS.ownerId) });
    await assertFails(getDoc(doc(firestoreSignedOut(env), PROPERTY_PATH)));
  });
});
