import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import type { Persona } from '@estatekey/emulators/personas';
import { CASE_PATH, caseFixture, PROPERTY_PATH, propertyFixture } from './fixtures.ts';
import {
  firestoreAs,
  firestoreSignedInAt,
  FIXTURE_TIME,
  PERSONAS,
  seedDocuments,
  startRulesTestEnvironment,
} from './harness.ts';

/*
 * Functions revoke a user's sessions on a role change, on disable and on sign-out everywhere, and write the second
 * Auth reports as tokensValidAfterTime to users/{uid}.tokensRevokedAt. The rules must refuse a token signed in before
 * that second (its claims are stale: a demoted admin, a disabled user) exactly as the API's checkRevoked does, and
 * accept one signed in in that second or later.
 */

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

/** The second the sessions were revoked. */
const REVOKED_AT = 1_767_225_600;
const BEFORE = REVOKED_AT - 1;
const AUDIT_ENTRY_PATH = 'auditLog/entry-under-test';
const NOTES_PATH = `${CASE_PATH}/private/notes`;

function profileOf(persona: Persona, tokensRevokedAt?: number) {
  return {
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    role: persona.role,
    emailVerified: true,
    onboardingCompleted: true,
    searchTokens: [],
    createdAt: FIXTURE_TIME,
    ...(tokensRevokedAt === undefined ? {} : { tokensRevokedAt }),
  };
}

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocuments(env, {
    [`users/${PERSONAS.ada.uid}`]: profileOf(PERSONAS.ada, REVOKED_AT),
    [`users/${PERSONAS.alice.uid}`]: profileOf(PERSONAS.alice, REVOKED_AT),
    [`users/${PERSONAS.eve.uid}`]: profileOf(PERSONAS.eve),
    [PROPERTY_PATH]: propertyFixture(PERSONAS.alice.uid),
    [CASE_PATH]: caseFixture(),
    [NOTES_PATH]: { attorneyNotes: 'Settle before the hearing.' },
    [AUDIT_ENTRY_PATH]: {
      actorId: PERSONAS.ada.uid,
      action: 'user.roleChanged',
      targetType: 'user',
      targetId: PERSONAS.eve.uid,
      at: FIXTURE_TIME,
    },
  });
});

type Access = () => Promise<unknown>;

/** What an admin reads: the audit log (one entry and the list), another user's profile, a case's private notes. */
function adminReads(db: Firestore): Access[] {
  return [
    () => getDoc(doc(db, AUDIT_ENTRY_PATH)),
    () => getDocs(collection(db, 'auditLog')),
    () => getDoc(doc(db, `users/${PERSONAS.eve.uid}`)),
    () => getDoc(doc(db, NOTES_PATH)),
  ];
}

/** What the owner reads and writes directly: her property (alone and by the members query), a milestone, her phone. */
function memberAccess(db: Firestore): Access[] {
  return [
    () => getDoc(doc(db, PROPERTY_PATH)),
    () => getDocs(query(collection(db, 'properties'), where('memberIds', 'array-contains', PERSONAS.alice.uid))),
    () =>
      updateDoc(doc(db, PROPERTY_PATH), {
        'statusData.keyPickup': 'Completed',
        updatedBy: PERSONAS.alice.uid,
        updatedAt: serverTimestamp(),
      }),
    () => updateDoc(doc(db, `users/${PERSONAS.alice.uid}`), { phone: '(555) 010-3000' }),
  ];
}

describe('a session signed in before its revocation', () => {
  it('an admin whose sessions were revoked (demoted) no longer reads the audit log, users or case notes', async () => {
    for (const read of adminReads(firestoreSignedInAt(env, PERSONAS.ada, BEFORE))) await assertFails(read());
  });

  it('a member whose sessions were revoked (disabled) no longer reads her property nor writes a milestone', async () => {
    for (const access of memberAccess(firestoreSignedInAt(env, PERSONAS.alice, BEFORE))) await assertFails(access());
  });

  it('still reads her own profile, which is how the web app learns to sign out', async () => {
    await assertSucceeds(getDoc(doc(firestoreSignedInAt(env, PERSONAS.alice, BEFORE), `users/${PERSONAS.alice.uid}`)));
  });
});

describe('a session signed in at or after the revocation', () => {
  // checkRevoked refuses auth_time < tokensValidAfterTime only: a sign-in in the revocation second itself is valid.
  for (const [label, authTime] of [
    ['in the revocation second', REVOKED_AT],
    ['after it', REVOKED_AT + 60],
  ] as const) {
    it(`reads and writes again when signed in ${label}: admin and member`, async () => {
      for (const read of adminReads(firestoreSignedInAt(env, PERSONAS.ada, authTime))) await assertSucceeds(read());
      for (const access of memberAccess(firestoreSignedInAt(env, PERSONAS.alice, authTime))) {
        await assertSucceeds(access());
      }
    });
  }
});

describe('accounts never revoked', () => {
  it('read as before: a profile without a revocation time, and an account without a profile', async () => {
    await seedDocuments(env, { [PROPERTY_PATH]: propertyFixture(PERSONAS.eve.uid, { [PERSONAS.aaron.uid]: 'view' }) });
    await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.eve), PROPERTY_PATH)));
    await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.aaron), PROPERTY_PATH)));
  });
});
