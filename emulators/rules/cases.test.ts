import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  canClientUpdateCaseProgress,
  CASE_STAGE_STATUSES,
  CASE_STAGES,
  type Caller,
  type CaseStageStatus,
} from '@estatekey/domain';
import {
  deleteField,
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

function progressUpdate(
  caller: Caller,
  changes: Record<string, unknown>,
  stamp: Record<string, unknown> = {},
): Promise<void> {
  const fields: UpdateData<DocumentData> = { updatedBy: caller.uid, updatedAt: serverTimestamp(), ...stamp };
  for (const [stage, value] of Object.entries(changes)) fields[`progressStatus.${stage}`] = value;
  return updateDoc(doc(firestoreAs(env, caller), CASE_PATH), fields);
}

function startingValueBefore(value: CaseStageStatus): CaseStageStatus {
  return value === 'Pending' ? 'Complete' : 'Pending';
}

beforeEach(() => env.clearFirestore());

describe('case progress stages are moved by the case’s attorney or an admin', () => {
  const callers: readonly { who: string; caller: Caller }[] = [
    { who: 'the case’s attorney', caller: avery },
    { who: 'an admin', caller: PERSONAS.ada },
    { who: 'the client', caller: PERSONAS.alice },
    { who: 'another attorney', caller: { uid: 'another-attorney', role: 'Attorney' } },
    { who: 'an agent of the case’s property', caller: PERSONAS.aaron },
    { who: 'the attorney’s uid with a client role claim', caller: { uid: avery.uid, role: 'Guardian' } },
  ];

  for (const { who, caller } of callers) {
    for (const stage of CASE_STAGES) {
      for (const value of CASE_STAGE_STATUSES) {
        const allowed = canClientUpdateCaseProgress(caller, caseFixture(), { [stage]: value });
        it(`${who} ${allowed ? 'may' : 'may not'} set ${stage} to ${value}`, async () => {
          const legalCase = caseFixture();
          legalCase.progressStatus[stage] = startingValueBefore(value);
          await seedDocuments(env, { [CASE_PATH]: legalCase });
          const attempt = progressUpdate(caller, { [stage]: value });
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
        });
      }
    }
  }
});

describe('case progress values and stamps', () => {
  beforeEach(() => seedDocuments(env, { [CASE_PATH]: caseFixture() }));

  for (const value of ['Completed', 'Done', '', null]) {
    it(`the attorney may not set a stage to ${JSON.stringify(value)}`, async () => {
      await assertFails(progressUpdate(avery, { courtApproval: value }));
    });
  }

  it('the attorney may not add a stage that does not exist', async () => {
    await assertFails(progressUpdate(avery, { appeal: 'Complete' }));
  });

  it('the attorney may not remove a stage', async () => {
    await assertFails(progressUpdate(avery, { caseClosed: deleteField() }));
  });

  it('the attorney may not record someone else as updatedBy', async () => {
    await assertFails(progressUpdate(avery, { initialConsultation: 'Complete' }, { updatedBy: PERSONAS.alice.uid }));
  });

  it('updatedAt must be the server time', async () => {
    await assertFails(
      progressUpdate(avery, { initialConsultation: 'Complete' }, { updatedAt: new Date('2020-01-01T00:00:00Z') }),
    );
  });

  it('the stage the attorney set is what the client then reads', async () => {
    await assertSucceeds(progressUpdate(avery, { documentsReceived: 'In Progress' }));
    const snapshot = await assertSucceeds(getDoc(doc(firestoreAs(env, PERSONAS.alice), CASE_PATH)));
    expect(snapshot.get('progressStatus.documentsReceived')).toBe('In Progress');
  });

  const otherFields: Record<string, unknown> = {
    status: 'Closed',
    priority: 'Low',
    attorneyId: PERSONAS.mallory.uid,
    clientId: PERSONAS.mallory.uid,
    memberIds: [avery.uid, PERSONAS.mallory.uid],
    propertyIds: [],
    caseNumber: 'EDITED-1',
    description: 'edited',
  };
  for (const caller of [avery, PERSONAS.ada]) {
    for (const [field, value] of Object.entries(otherFields)) {
      it(`${caller.role === 'Admin' ? 'an admin' : 'the attorney'} may not change ${field} directly (the API does)`, async () => {
        await assertFails(progressUpdate(caller, { initialConsultation: 'Complete' }, { [field]: value }));
      });
    }
  }
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
