import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  canReadDocument,
  COLLECTION_ACCESS,
  COLLECTION_NAMES,
  type Caller,
  type DocumentContext,
  type ReadGrant,
  type Role,
} from '@estatekey/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSeedData, type SeedDocument } from '../seed/seed-data.ts';
import { PERSONA_NAMES } from '@estatekey/emulators/personas';
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

/** The demo data set plus the server-only documents the seed does not create. */
const demoDocuments: readonly SeedDocument[] = [
  ...buildSeedData(FIXTURE_TIME).documents,
  {
    collection: 'userPrivate',
    path: `users/${PERSONAS.alice.uid}/private/secrets`,
    data: { smtpPassword: 'v1:ciphertext', verificationTokenHash: 'a'.repeat(64) },
  },
  // The sealed lockbox code of a property: served by the API to the owner and 'manage' shares, never read directly.
  {
    collection: 'propertyPrivate',
    path: 'properties/seed-property-elm-street/private/access',
    data: { lockboxCode: 'v1.aXY.dGFn.Y2lwaGVydGV4dA', updatedBy: PERSONAS.alice.uid },
  },
  {
    collection: 'invitations',
    path: `invitations/${'b'.repeat(64)}`,
    data: {
      caseId: 'seed-case-harold-estate',
      attorneyId: PERSONAS.avery.uid,
      expiresAt: FIXTURE_TIME,
      acceptedAt: null,
    },
  },
  {
    collection: 'mail',
    path: 'mail/invitation-to-grace',
    data: {
      to: 'grace.holloway@example.com',
      message: { subject: 'You are invited', text: '…' },
      createdAt: FIXTURE_TIME,
    },
  },
  // A property's showing settings: its members read them through the API, no client reads or writes them directly.
  {
    collection: 'showingSettings',
    path: 'showingSettings/seed-property-elm-street',
    data: { approvalMode: 'owner-approval', minimumNoticeHours: 24, blockedTimes: [], defaultLengthMinutes: 30 },
  },
  // Whoever reads a feed token's hash learns whose calendar it opens.
  {
    collection: 'calendarFeeds',
    path: `calendarFeeds/${'c'.repeat(64)}`,
    data: { userId: PERSONAS.aaron.uid, createdAt: FIXTURE_TIME },
  },
  // Only the intake's transaction (Admin SDK) reserves; a client who could delete one could make case numbers repeat.
  {
    collection: 'caseNumbers',
    path: 'caseNumbers/PR-2026-00142',
    data: { caseNumber: 'PR-2026-00142', caseId: 'seed-case-harold-estate', createdAt: FIXTURE_TIME },
  },
  // An offer of the sale, written through the API; read like its property (plus the linked cases' attorneys).
  {
    collection: 'propertyOffers',
    path: 'properties/seed-property-elm-street/offers/offer-from-bob',
    data: {
      propertyId: 'seed-property-elm-street',
      buyerName: 'Bob Buyer',
      amountCents: 50_000_000,
      depositCents: 1_000_000,
      financing: 'cash',
      contingencies: [],
      expiresOn: '2026-12-31',
      status: 'received',
      createdBy: PERSONAS.alice.uid,
      createdAt: FIXTURE_TIME,
      updatedAt: FIXTURE_TIME,
      updatedBy: PERSONAS.alice.uid,
    },
  },
  // A key custody log entry, appended by functions; read like its property (plus the linked cases' attorneys).
  {
    collection: 'propertyCustodyLog',
    path: 'properties/seed-property-elm-street/custodyLog/entry-code-set',
    data: {
      id: 'entry-code-set',
      propertyId: 'seed-property-elm-street',
      event: 'lockboxCodeSet',
      actorId: PERSONAS.alice.uid,
      actorName: 'Alice Guardian',
      summary: 'Alice Guardian set the lockbox code.',
      at: FIXTURE_TIME,
    },
  },
  // A secure conversation between Avery and Alice about her case, and one message: read by the two of them only.
  {
    collection: 'conversations',
    path: 'conversations/avery-and-alice',
    data: {
      id: 'avery-and-alice',
      subject: { kind: 'case', id: 'seed-case-harold-estate', name: 'Estate of Harold' },
      participantIds: [PERSONAS.alice.uid, PERSONAS.avery.uid],
      participants: [],
      lastMessage: null,
      readState: {},
      createdBy: PERSONAS.avery.uid,
      createdAt: FIXTURE_TIME,
      updatedAt: FIXTURE_TIME,
    },
  },
  {
    collection: 'conversationMessages',
    path: 'conversations/avery-and-alice/messages/first',
    data: {
      id: 'first',
      conversationId: 'avery-and-alice',
      senderId: PERSONAS.avery.uid,
      text: 'The court approved the sale.',
      documentIds: [],
      sentAt: FIXTURE_TIME,
    },
  },
  // A client who could reset its window could lift its own rate limit.
  {
    collection: 'rateLimits',
    path: `rateLimits/${'d'.repeat(64)}`,
    data: { route: 'POST /api/public/intake', windowStartedAt: FIXTURE_TIME, count: 3, expiresAt: FIXTURE_TIME },
  },
];

const casesById = new Map(
  demoDocuments
    .filter((document) => document.collection === 'cases')
    .map((document) => [document.path.split('/')[1], document.data]),
);

const propertiesById = new Map(
  demoDocuments
    .filter((document) => document.collection === 'properties')
    .map((document) => [document.path.split('/')[1], document.data]),
);

const conversationsById = new Map(
  demoDocuments
    .filter((document) => document.collection === 'conversations')
    .map((document) => [document.path.split('/')[1], document.data]),
);

function contextOf(document: SeedDocument): DocumentContext {
  const segments = document.path.split('/');
  const parentId = segments.length > 2 ? segments[1] : undefined;
  const parentCase = document.collection === 'caseNotes' && parentId ? casesById.get(parentId) : undefined;
  const attorneyId = parentCase?.attorneyId;
  const parentProperty =
    (document.collection === 'propertyOffers' || document.collection === 'propertyCustodyLog') && parentId
      ? propertiesById.get(parentId)
      : undefined;
  const parentConversation =
    document.collection === 'conversationMessages' && parentId ? conversationsById.get(parentId) : undefined;
  return {
    id: segments[segments.length - 1] ?? '',
    ...(parentId ? { parentId } : {}),
    ...(typeof attorneyId === 'string' ? { parentCaseAttorneyId: attorneyId } : {}),
    ...(parentProperty ? { parentPropertyData: parentProperty } : {}),
    ...(parentConversation ? { parentConversationData: parentConversation } : {}),
    data: document.data,
  };
}

const callers: readonly { name: string; caller: Caller | null; db: () => Firestore }[] = [
  ...PERSONA_NAMES.map((name) => {
    const persona = PERSONAS[name];
    return {
      name: `${persona.firstName} (${persona.role})`,
      caller: { uid: persona.uid, role: persona.role },
      db: () => firestoreAs(env, persona),
    };
  }),
  // The same people before verifying their e-mail address: their own profile and notifications only (DESIGN §5).
  ...PERSONA_NAMES.map((name) => {
    const persona = PERSONAS[name];
    return {
      name: `${persona.firstName} (${persona.role}, e-mail not verified)`,
      caller: { uid: persona.uid, role: persona.role, emailVerified: false },
      db: () => firestoreUnverifiedAs(env, persona),
    };
  }),
  { name: 'a signed-out visitor', caller: null, db: () => firestoreSignedOut(env) },
];

function seedAllDemoDocuments(): Promise<void> {
  return seedDocuments(env, Object.fromEntries(demoDocuments.map((document) => [document.path, document.data])));
}

describe('every collection of COLLECTION_ACCESS has demo documents to test against', () => {
  it.each(COLLECTION_NAMES)('%s', (name) => {
    expect(demoDocuments.some((document) => document.collection === name)).toBe(true);
  });
});

describe('the walk below proves the e-mail verification gate on every collection clients read (DESIGN §5)', () => {
  const readable = COLLECTION_NAMES.filter((name) => COLLECTION_ACCESS[name].read.length > 0);
  it.each(readable)('%s: unverified, a persona reads only her own profile and notifications', (name) => {
    const decisions = demoDocuments
      .filter((document) => document.collection === name)
      .flatMap((document) =>
        PERSONA_NAMES.map((personaName) => {
          const { uid, role } = PERSONAS[personaName];
          return {
            // users/{uid} or users/{uid}/notifications/{id} of this persona.
            own: document.path.split('/')[1] === uid && (name === 'users' || name === 'notifications'),
            verified: canReadDocument(name, { uid, role }, contextOf(document)),
            unverified: canReadDocument(name, { uid, role, emailVerified: false }, contextOf(document)),
          };
        }),
      );
    // The walk has something readable in every collection; unverified, exactly the owned documents stay readable.
    expect(decisions.some((decision) => decision.verified)).toBe(true);
    expect(decisions.filter((decision) => decision.unverified)).toEqual(decisions.filter((decision) => decision.own));
    expect(decisions.filter((decision) => decision.own).every((decision) => decision.verified)).toBe(true);
  });
});

describe('reads follow COLLECTION_ACCESS for every demo document and every caller', () => {
  // Reads change nothing, so the demo data is written once for this block.
  beforeAll(async () => {
    await env.clearFirestore();
    await seedAllDemoDocuments();
  });

  for (const document of demoDocuments) {
    describe(document.path, () => {
      for (const { name, caller, db } of callers) {
        const allowed = canReadDocument(document.collection, caller, contextOf(document));
        it(`${name} ${allowed ? 'may' : 'may not'} read it`, async () => {
          const attempt = getDoc(doc(db(), document.path));
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    });
  }

  describe('the live queries the app runs are allowed and return exactly the caller’s documents', () => {
    const fieldGrants = COLLECTION_NAMES.flatMap((name) =>
      COLLECTION_ACCESS[name].read.flatMap((grant) =>
        grant.kind === 'arrayHasCaller' || grant.kind === 'fieldIsCaller' ? [{ name, grant }] : [],
      ),
    );
    for (const { name, grant } of fieldGrants) {
      const collectionPath = COLLECTION_ACCESS[name].path.split('/')[0] ?? name;
      for (const personaName of PERSONA_NAMES) {
        const persona = PERSONAS[personaName];
        const expected = demoDocuments.filter((document) => {
          if (document.collection !== name) return false;
          const value = document.data[grant.field];
          return grant.kind === 'arrayHasCaller'
            ? Array.isArray(value) && value.includes(persona.uid)
            : value === persona.uid;
        });
        it(`${persona.firstName} lists ${collectionPath} where ${grant.field} ${grant.kind === 'arrayHasCaller' ? 'contains' : 'is'} her uid (${expected.length})`, async () => {
          const constraint =
            grant.kind === 'arrayHasCaller'
              ? where(grant.field, 'array-contains', persona.uid)
              : where(grant.field, '==', persona.uid);
          const snapshot = await assertSucceeds(
            getDocs(query(collection(firestoreAs(env, persona), collectionPath), constraint)),
          );
          expect(snapshot.docs.map((snap) => snap.ref.path).sort()).toEqual(
            expected.map((document) => document.path).sort(),
          );
        });
      }
    }

    for (const personaName of PERSONA_NAMES) {
      const persona = PERSONAS[personaName];
      it(`${persona.firstName} lists her own notifications`, async () => {
        const snapshot = await assertSucceeds(
          getDocs(collection(firestoreAs(env, persona), `users/${persona.uid}/notifications`)),
        );
        expect(snapshot.size).toBe(
          demoDocuments.filter((document) => document.path.startsWith(`users/${persona.uid}/notifications/`)).length,
        );
      });
    }

    it('an unverified Alice still lists her own notifications, but not the properties she is a member of', async () => {
      const unverifiedAlice = firestoreUnverifiedAs(env, PERSONAS.alice);
      await assertSucceeds(getDocs(collection(unverifiedAlice, `users/${PERSONAS.alice.uid}/notifications`)));
      await assertFails(
        getDocs(
          query(collection(unverifiedAlice, 'properties'), where('memberIds', 'array-contains', PERSONAS.alice.uid)),
        ),
      );
    });

    it('Mallory may not list Alice’s notifications', async () => {
      await assertFails(
        getDocs(collection(firestoreAs(env, PERSONAS.mallory), `users/${PERSONAS.alice.uid}/notifications`)),
      );
    });
  });

  describe('whole collections are listed only by roles granted the whole collection', () => {
    const topLevel = COLLECTION_NAMES.filter((name) => COLLECTION_ACCESS[name].path.split('/').length === 2);
    for (const name of topLevel) {
      const collectionPath = COLLECTION_ACCESS[name].path.split('/')[0] ?? name;
      const grants: readonly ReadGrant[] = COLLECTION_ACCESS[name].read;
      const wholeCollectionRoles: readonly Role[] = grants.flatMap((grant) =>
        grant.kind === 'role' ? grant.roles : [],
      );
      for (const personaName of PERSONA_NAMES) {
        const persona = PERSONAS[personaName];
        const allowed = wholeCollectionRoles.includes(persona.role);
        it(`${persona.firstName} (${persona.role}) ${allowed ? 'may' : 'may not'} list all of ${collectionPath}`, async () => {
          const attempt = getDocs(collection(firestoreAs(env, persona), collectionPath));
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  });
});

describe('clients never create, delete or add fields to documents; functions do', () => {
  beforeEach(async () => {
    await env.clearFirestore();
    await seedAllDemoDocuments();
  });

  const samples = COLLECTION_NAMES.map((name) => {
    const sample = demoDocuments.find((document) => document.collection === name);
    if (!sample) throw new Error(`No demo document for ${name}`);
    return sample;
  });

  for (const sample of samples) {
    const access = COLLECTION_ACCESS[sample.collection];
    const clientFields: readonly string[] = access.update.kind === 'none' ? [] : access.update.fields;
    describe(`${sample.collection} (${access.path})`, () => {
      for (const personaName of PERSONA_NAMES) {
        const persona = PERSONAS[personaName];
        it(`${persona.firstName} (${persona.role}) may not create one`, async () => {
          expect(access.create.kind).toBe('none');
          const freshPath = `${sample.path.slice(0, sample.path.lastIndexOf('/'))}/created-by-client`;
          await assertFails(setDoc(doc(firestoreAs(env, persona), freshPath), sample.data));
        });

        it(`${persona.firstName} (${persona.role}) may not delete one`, async () => {
          expect(access.delete.kind).toBe('none');
          await assertFails(deleteDoc(doc(firestoreAs(env, persona), sample.path)));
        });

        it(`${persona.firstName} (${persona.role}) may not add a field outside its client-writable fields`, async () => {
          expect(clientFields).not.toContain('clientProbe');
          await assertFails(updateDoc(doc(firestoreAs(env, persona), sample.path), { clientProbe: true }));
        });
      }
    });
  }
});

describe('anything outside the listed collections is closed', () => {
  beforeEach(() => env.clearFirestore());

  const strangers = ['unlisted/doc', 'users/persona-alice/unlisted/doc', 'cases/seed-case-harold-estate/unlisted/doc'];
  for (const path of strangers) {
    it(`an admin may not read or write ${path}`, async () => {
      await seedDocuments(env, { [path]: { note: 'written by functions' } });
      const db = firestoreAs(env, PERSONAS.ada);
      await assertFails(getDoc(doc(db, path)));
      await assertFails(setDoc(doc(db, path), { note: 'client' }));
    });

    it(`the owner of the parent path may not read or write ${path}`, async () => {
      await seedDocuments(env, { [path]: { note: 'written by functions' } });
      const db = firestoreAs(env, PERSONAS.alice);
      await assertFails(getDoc(doc(db, path)));
      await assertFails(setDoc(doc(db, path), { note: 'client' }));
    });
  }

  it('a signed-out visitor may not write anywhere', async () => {
    await assertFails(setDoc(doc(firestoreSignedOut(env), 'unlisted/doc'), { note: 'visitor' }));
    await assertFails(setDoc(doc(firestoreSignedOut(env), 'intakeRequests/from-visitor'), { kind: 'property' }));
  });
});
