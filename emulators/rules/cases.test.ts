import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CASE_STAGES, type Caller, COLLECTION_ACCESS } from '@estatekey/domain';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type UpdateData,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CASE_ID, CASE_PATH, caseFixture } from './fixtures.ts';
import { firestoreAs, PERSONAS, seedDocuments, startRulesTestEnvironment } from './harness.ts';

const env = await startRulesTestEnvironment();
afterAll(() => env.cleanup());

const avery = PERSONAS.avery;

function directUpdate(caller: Caller, fields: UpdateData<DocumentData>): Promise<void> {
  return updateDoc(doc(firestoreAs(env, caller), CASE_PATH), {
    ...fields,
    updatedBy: caller.uid,
    updatedAt: serverTimestamp(),
  });
}

beforeEach(() => env.clearFirestore());

describe('no client writes a case directly: stages and status move through the API (COLLECTION_ACCESS.cases)', () => {
  const callers: readonly { who: string; caller: Caller }[] = [
    { who: 'the case’s attorney', caller: avery },
    { who: 'an admin', caller: PERSONAS.ada },
    { who: 'the client', caller: PERSONAS.alice },
    { who: 'another attorney', caller: { uid: 'another-attorney', role: 'Attorney' } },
    { who: 'an agent of the case’s property', caller: PERSONAS.aaron },
  ];
  const changes: Record<string, UpdateData<DocumentData>> = {
    ...Object.fromEntries(
      CASE_STAGES.map((stage) => [`a stage (${stage})`, { [`progressStatus.${stage}`]: 'Complete' }]),
    ),
    'the status': { status: 'Closed' },
    'the members': { memberIds: [avery.uid, PERSONAS.mallory.uid] },
    'the case number': { caseNumber: 'EDITED-1' },
  };

  it('the table says so', () => {
    expect(COLLECTION_ACCESS.cases.update).toEqual({ kind: 'none' });
  });

  for (const { who, caller } of callers) {
    for (const [what, fields] of Object.entries(changes)) {
      it(`${who} may not change ${what}`, async () => {
        await seedDocuments(env, { [CASE_PATH]: caseFixture() });
        await assertFails(directUpdate(caller, fields));
        let stored: DocumentData | undefined;
        await env.withSecurityRulesDisabled(async (context) => {
          stored = (await getDoc(doc(context.firestore(), CASE_PATH))).data();
        });
        expect(stored).toMatchObject({ status: caseFixture().status, progressStatus: caseFixture().progressStatus });
      });
    }
  }

  it('the client still reads the case', async () => {
    await seedDocuments(env, { [CASE_PATH]: caseFixture() });
    await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.alice), CASE_PATH)));
  });
});

describe('attorney notes', () => {
  const notesPath = `cases/${CASE_ID}/private/notes`;

  beforeEach(() =>
    seedDocuments(env, { [CASE_PATH]: caseFixture(), [notesPath]: { attorneyNotes: 'Heirs agree on the price.' } }),
  );

  it('the case’s attorney may read the notes', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, avery), notesPath)));
  });

  it('an admin may read the notes', async () => {
    await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.ada), notesPath)));
  });

  it('the client may not read the notes', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, PERSONAS.alice), notesPath)));
  });

  it('another attorney may not read the notes', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, { uid: 'another-attorney', role: 'Attorney' }), notesPath)));
  });

  it('other documents beside the notes in a case’s private folder are closed even to its attorney', async () => {
    const otherPath = `cases/${CASE_ID}/private/draft`;
    await seedDocuments(env, { [otherPath]: { attorneyNotes: 'draft' } });
    await assertFails(getDoc(doc(firestoreAs(env, avery), otherPath)));
  });

  it('the attorney may not write the notes directly (PUT /api/attorney/cases/{id}/notes does)', async () => {
    await assertFails(setDoc(doc(firestoreAs(env, avery), notesPath), { attorneyNotes: 'direct' }));
  });
});
