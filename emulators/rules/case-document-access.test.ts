import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  CASE_ACCESS_CASES,
  CASE_ACTION_ENFORCEMENT,
  CASE_ACTIONS,
  caseAccessFacts,
  type CaseAction,
  type CaseRelation,
  type Role,
} from '@estatekey/domain';
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CASE_ID, CASE_PATH, caseFixture, PERSONA_OF_ROLE, PROPERTY_PATH, propertyFixture } from './fixtures.ts';
import { firestoreAs, FIXTURE_TIME, seedDocuments, startRulesTestEnvironment } from './harness.ts';

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

/** The case's other parties: uids no persona signs in with. */
const PARTIES = { attorneyId: 'attorney-of-record', clientId: 'client-of-record' };
const NOTES_PATH = `${CASE_PATH}/private/notes`;
const DOCUMENT_ID = 'document-under-test';
const DOCUMENT_PATH = `documents/${DOCUMENT_ID}`;

/** The case, its notes, a document filed under it and its associated property, as `relation` makes them. */
function seedRelation(caller: { uid: string; role: Role }, relation: CaseRelation): Promise<void> {
  const facts = caseAccessFacts(relation, caller.uid, PARTIES, caller.role);
  return seedDocuments(env, {
    [CASE_PATH]: { ...caseFixture(), ...facts.case },
    [NOTES_PATH]: { attorneyNotes: 'Heirs agree on the price.' },
    [DOCUMENT_PATH]: {
      caseId: CASE_ID,
      caseName: caseFixture().caseName,
      caseNumber: caseFixture().caseNumber,
      documentType: 'Petition',
      description: 'Petition for leave to sell real estate.',
      filingDate: null,
      originalName: 'petition.pdf',
      storagePath: `documents/${DOCUMENT_ID}`,
      mimeType: 'application/pdf',
      size: 1024,
      sha256: 'c'.repeat(64),
      uploaderId: facts.case.attorneyId,
      uploaderName: 'Attorney of Record',
      uploaderRole: 'Attorney',
      viewedBy: {},
      readerIds: [...facts.document.readerIds],
      createdAt: FIXTURE_TIME,
    },
    [PROPERTY_PATH]: {
      ...propertyFixture(facts.property.ownerId, { ...facts.property.sharedWith }),
      caseIds: [CASE_ID],
    },
  });
}

/** The client attempt each action of the table that the rules judge stands for. */
const ATTEMPTS: Partial<Record<CaseAction, (db: Firestore) => Promise<unknown>>> = {
  readCase: (db) => getDoc(doc(db, CASE_PATH)),
  readCaseNotes: (db) => getDoc(doc(db, NOTES_PATH)),
  readDocument: (db) => getDoc(doc(db, DOCUMENT_PATH)),
};

const RULES_ACTIONS = CASE_ACTIONS.filter((action) => CASE_ACTION_ENFORCEMENT[action].rules);

it('has an attempt for exactly the actions the rules judge', () => {
  expect(Object.keys(ATTEMPTS).sort()).toEqual([...RULES_ACTIONS].sort());
});

describe('cases and documents follow the domain’s CASE_ACCESS table', () => {
  beforeEach(() => env.clearFirestore());

  for (const { action, role, relation, allowed } of CASE_ACCESS_CASES) {
    const attempt = ATTEMPTS[action];
    if (!attempt) continue;
    it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} ${action}`, async () => {
      const caller: { uid: string; role: Role } = PERSONA_OF_ROLE[role];
      await seedRelation(caller, relation);
      const result = attempt(firestoreAs(env, caller));
      if (allowed) await assertSucceeds(result);
      else await assertFails(result);
    });
  }
});

/** The case page's live documents query (web/src/data/documents/use-case-documents-snapshot.ts). */
function caseDocumentsQuery(db: Firestore, caller: { uid: string; role: Role }) {
  const ofCase = query(collection(db, 'documents'), where('caseId', '==', CASE_ID));
  return caller.role === 'Admin' ? ofCase : query(ofCase, where('readerIds', 'array-contains', caller.uid));
}

describe('the case page’s live documents query lists the document exactly for those CASE_ACCESS lets read it', () => {
  beforeEach(() => env.clearFirestore());

  for (const { action, role, relation, allowed } of CASE_ACCESS_CASES) {
    if (action !== 'readDocument') continue;
    it(`${role} as ${relation} ${allowed ? 'lists' : 'does not list'} the case’s document`, async () => {
      const caller: { uid: string; role: Role } = PERSONA_OF_ROLE[role];
      await seedRelation(caller, relation);
      const listed = await assertSucceeds(getDocs(caseDocumentsQuery(firestoreAs(env, caller), caller)));
      expect(listed.docs.map((snapshot) => snapshot.id)).toEqual(allowed ? [DOCUMENT_ID] : []);
    });
  }

  it('refuses the same query without the readerIds filter to anyone but an admin', async () => {
    const avery = PERSONA_OF_ROLE.Attorney;
    await seedRelation(avery, 'case attorney');
    await assertFails(getDocs(query(collection(firestoreAs(env, avery), 'documents'), where('caseId', '==', CASE_ID))));
  });
});
