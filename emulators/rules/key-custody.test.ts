import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { KEY_CUSTODY_CASES, KEY_CUSTODY_PERSONAS, keyCustodyFacts, type KeyCustodyPersona } from '@estatekey/domain';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import { PROPERTY_ID, PROPERTY_PATH, propertyFixture } from './fixtures.ts';
import { firestoreAs, firestoreSignedOut, seedDocuments, startRulesTestEnvironment } from './harness.ts';

/*
 * The chain of custody of the keys (KEY_CUSTODY_ACCESS): the custody log under the property is read by the rows of
 * `readCustodyLog` and written by no client; the sealed code (`private/access`) is read by nobody, whoever they are.
 */

const env = await startRulesTestEnvironment();
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const parties = { ownerId: 'uid-custody-owner', agentId: 'uid-custody-agent' };
const LOG_PATH = `${PROPERTY_PATH}/custodyLog`;
const ENTRY_PATH = `${LOG_PATH}/entry-1`;
const ACCESS_PATH = `${PROPERTY_PATH}/private/access`;

function uidOf(persona: KeyCustodyPersona): string {
  if (persona === 'owner') return parties.ownerId;
  if (persona === 'showing agent') return parties.agentId;
  return `uid-custody-${persona.replace(' ', '-')}`;
}

const entry = {
  propertyId: PROPERTY_ID,
  event: 'lockboxCodeViewed',
  actorId: parties.agentId,
  actorName: 'Aaron Agent',
  summary: 'Aaron Agent viewed the lockbox code at 2:14 PM for the 3:00 PM showing',
  showingId: 'showing-1',
  date: '2026-03-06',
  time: '15:00',
  at: Timestamp.fromMillis(0),
};

async function seedFor(persona: KeyCustodyPersona) {
  const uid = uidOf(persona);
  const { role, property } = keyCustodyFacts(persona, uid, parties);
  await seedDocuments(env, {
    [PROPERTY_PATH]: {
      ...propertyFixture(property.ownerId, property.sharedWith),
      saleAttorneyIds: property.saleAttorneyIds,
    },
    [ENTRY_PATH]: entry,
    [ACCESS_PATH]: { lockboxCode: 'v1.sealed', updatedBy: parties.ownerId },
  });
  return firestoreAs(env, { uid, role, emailVerified: true });
}

describe('the custody log (properties/{id}/custodyLog) is read as KEY_CUSTODY_ACCESS.readCustodyLog says', () => {
  for (const { persona, allowed } of KEY_CUSTODY_CASES.filter((row) => row.action === 'readCustodyLog')) {
    it(`${persona} ${allowed ? 'reads it live (document and query)' : 'may not read it'}`, async () => {
      const db = await seedFor(persona);
      if (allowed) {
        await assertSucceeds(getDoc(doc(db, ENTRY_PATH)));
        await assertSucceeds(getDocs(collection(db, LOG_PATH)));
      } else {
        await assertFails(getDoc(doc(db, ENTRY_PATH)));
        await assertFails(getDocs(collection(db, LOG_PATH)));
      }
    });
  }

  it('signed out, nobody reads it', async () => {
    await seedFor('owner');
    await assertFails(getDoc(doc(firestoreSignedOut(env), ENTRY_PATH)));
  });
});

describe('no client writes the custody log or reads or writes the sealed code', () => {
  for (const persona of KEY_CUSTODY_PERSONAS) {
    it(`${persona} may not append, change or forge entries, nor touch private/access`, async () => {
      const db = await seedFor(persona);
      await assertFails(setDoc(doc(db, `${LOG_PATH}/forged`), entry));
      await assertFails(updateDoc(doc(db, ENTRY_PATH), { summary: 'nothing happened' }));
      await assertFails(getDoc(doc(db, ACCESS_PATH)));
      await assertFails(setDoc(doc(db, ACCESS_PATH), { lockboxCode: '0000' }));
    });
  }
});
