import {
  apiPath,
  apiRoutes,
  apiTexts,
  CASE_STAGES,
  type CaseStage,
  type CaseStageStatus,
  type CaseStatus,
  notificationContentTexts,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithRole, type TestAccount, createAccountWithProfile } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, type ApiAnswer } from './support/api-client';
import { seedCase } from './support/cases';
import { readNotifications, seedProperty } from './support/properties';
import { waitFor } from './support/wait-for';

async function readCase(caseId: string) {
  return (await adminDb.collection('cases').doc(caseId).get()).data();
}

async function auditActionsFor(caseId: string): Promise<string[]> {
  const entries = await adminDb.collection('auditLog').where('targetId', '==', caseId).get();
  return entries.docs.map((doc) => doc.get('action') as string);
}

describe('attorney cases', () => {
  let attorney: TestAccount;
  let otherAttorney: TestAccount;
  let client: TestAccount;
  let agent: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [attorney, otherAttorney, client, agent, admin] = await Promise.all([
      createAccountWithProfile('Attorney', 'Avery', 'Attorney'),
      createAccountWithProfile('Attorney', 'Otto', 'Other'),
      createAccountWithProfile('Guardian', 'Alice', 'Guardian'),
      createAccountWithProfile('Agent', 'Aaron', 'Agent'),
      createAccountWithProfile('Admin', 'Ada', 'Admin'),
    ]);
  });

  function ourCase(overrides: { propertyIds?: string[] } = {}) {
    return seedCase({ attorneyId: attorney.uid, clientId: client.uid, ...overrides });
  }

  /** Each case route for one case: how to call it, and the body a success needs. */
  function caseCalls(caseId: string): { name: string; call: (token: string) => Promise<ApiAnswer> }[] {
    return [
      { name: 'GET case', call: (token) => callApi(apiPath(apiRoutes.attorneyCase, { id: caseId }), { token }) },
      {
        name: 'PUT notes',
        call: (token) =>
          callApi(apiPath(apiRoutes.saveCaseNotes, { id: caseId }), { method: 'PUT', token, body: { notes: 'n' } }),
      },
      {
        name: 'PUT status',
        call: (token) =>
          callApi(apiPath(apiRoutes.updateCaseStatus, { id: caseId }), {
            method: 'PUT',
            token,
            body: { status: 'Review' },
          }),
      },
      {
        name: 'PUT progress',
        call: (token) =>
          callApi(apiPath(apiRoutes.updateCaseProgress, { id: caseId }), {
            method: 'PUT',
            token,
            body: { stage: 'initialConsultation', status: 'In Progress' },
          }),
      },
    ];
  }

  describe('guards of every case route', () => {
    it('answer 401 without a token, 403 to clients and agents, 404 to another attorney', async () => {
      const caseId = await ourCase();
      for (const { name, call } of caseCalls(caseId)) {
        expect((await call('')).status, name).toBe(401);
        expect((await call(client.idToken)).status, name).toBe(403);
        expect((await call(agent.idToken)).status, name).toBe(403);
        expect((await call(otherAttorney.idToken)).status, name).toBe(404);
      }
      const untouched = await readCase(caseId);
      expect(untouched).toMatchObject({ status: 'New', progressStatus: { initialConsultation: 'Pending' } });
      expect((await adminDb.doc(`cases/${caseId}/private/notes`).get()).exists).toBe(false);
    });

    it('answer 404 for a case that does not exist', async () => {
      for (const { name, call } of caseCalls('no-such-case')) {
        expect((await call(attorney.idToken)).status, name).toBe(404);
      }
    });
  });

  describe('GET /api/attorney/cases', () => {
    it('lists the attorney’s own cases; an admin sees every case', async () => {
      const own = await ourCase();
      const others = await seedCase({ attorneyId: otherAttorney.uid, clientId: null });
      const mine = await callApi(apiPath(apiRoutes.attorneyCases), { token: attorney.idToken });
      expect(mine.status).toBe(200);
      const listed = apiRoutes.attorneyCases.response.parse(mine.body).map((legalCase) => legalCase._id);
      expect(listed).toContain(own);
      expect(listed).not.toContain(others);
      const all = await callApi(apiPath(apiRoutes.attorneyCases), { token: admin.idToken });
      const adminListed = apiRoutes.attorneyCases.response.parse(all.body).map((legalCase) => legalCase._id);
      expect(adminListed).toEqual(expect.arrayContaining([own, others]));
      expect((await callApi(apiPath(apiRoutes.attorneyCases), { token: client.idToken })).status).toBe(403);
      expect((await callApi(apiPath(apiRoutes.attorneyCases))).status).toBe(401);
    });
  });

  describe('GET /api/attorney/cases/{id}', () => {
    it('answers the case with its client, related property and documents', async () => {
      const propertyId = await seedProperty({ ownerId: client.uid, sharedWith: {} });
      const caseId = await ourCase({ propertyIds: [propertyId] });
      const answer = await callApi(apiPath(apiRoutes.attorneyCase, { id: caseId }), { token: attorney.idToken });
      expect(answer.status).toBe(200);
      const { caseDetails, documents } = apiRoutes.attorneyCase.response.parse(answer.body);
      expect(caseDetails).toMatchObject({
        _id: caseId,
        clientName: 'Alice Guardian',
        clientId: { _id: client.uid, firstName: 'Alice', lastName: 'Guardian' },
        propertyId,
        attorneyNotes: '',
      });
      expect(caseDetails.propertyAddress).toEqual(expect.any(String));
      expect(documents).toEqual([]);
    });
  });

  describe('PUT /api/attorney/cases/{id}/notes', () => {
    it('saves the notes privately: read back by the attorney and an admin', async () => {
      const caseId = await ourCase();
      const notes = 'Client prefers a quick sale.';
      const saved = await callApi(apiPath(apiRoutes.saveCaseNotes, { id: caseId }), {
        method: 'PUT',
        token: attorney.idToken,
        body: { notes },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: apiTexts.notesSaved });
      for (const reader of [attorney, admin]) {
        const answer = await callApi(apiPath(apiRoutes.attorneyCase, { id: caseId }), { token: reader.idToken });
        expect(apiRoutes.attorneyCase.response.parse(answer.body).caseDetails.attorneyNotes).toBe(notes);
      }
      // Notes never sit on the case document clients read.
      expect(JSON.stringify(await readCase(caseId))).not.toContain(notes);
      expect(await auditActionsFor(caseId)).toContain('case.notesUpdated');
    });

    it('refuses a body without notes', async () => {
      const caseId = await ourCase();
      const answer = await callApi(apiPath(apiRoutes.saveCaseNotes, { id: caseId }), {
        method: 'PUT',
        token: attorney.idToken,
        body: {},
      });
      expect(answer.status).toBe(400);
    });
  });

  describe('PUT /api/cases/{id}/status', () => {
    it('sets the status; the same value again changes and records nothing', async () => {
      const caseId = await ourCase();
      const path = apiPath(apiRoutes.updateCaseStatus, { id: caseId });
      const first = await callApi(path, { method: 'PUT', token: attorney.idToken, body: { status: 'Review' } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ message: apiTexts.caseStatusUpdated, status: 'Review' });
      const afterFirst = await readCase(caseId);
      expect(afterFirst).toMatchObject({ status: 'Review' });
      const again = await callApi(path, { method: 'PUT', token: attorney.idToken, body: { status: 'Review' } });
      expect(again.status).toBe(200);
      expect((await readCase(caseId))?.updatedAt).toEqual(afterFirst?.updatedAt);
      expect((await auditActionsFor(caseId)).filter((action) => action === 'case.statusUpdated')).toHaveLength(1);
    });

    it('refuses a status outside the list', async () => {
      const caseId = await ourCase();
      const answer = await callApi(apiPath(apiRoutes.updateCaseStatus, { id: caseId }), {
        method: 'PUT',
        token: attorney.idToken,
        body: { status: 'Done' },
      });
      expect(answer.status).toBe(400);
      expect(await readCase(caseId)).toMatchObject({ status: 'New' });
    });
  });

  describe('PUT /api/attorney/cases/{id}/progress', () => {
    it('moves a stage, answers the new overall status and notifies the client', async () => {
      const caseId = await ourCase();
      const answer = await callApi(apiPath(apiRoutes.updateCaseProgress, { id: caseId }), {
        method: 'PUT',
        token: attorney.idToken,
        body: { stage: 'courtApproval', status: 'In Progress' },
      });
      expect(answer.status).toBe(200);
      const body = apiRoutes.updateCaseProgress.response.parse(answer.body);
      expect(body).toMatchObject({ message: apiTexts.caseProgressUpdated, status: 'In Progress' });
      expect(body.progressStatus.courtApproval).toBe('In Progress');
      expect(await readCase(caseId)).toMatchObject({
        status: 'In Progress',
        progressStatus: { courtApproval: 'In Progress', initialConsultation: 'Pending' },
        updatedBy: attorney.uid,
      });
      const text = notificationContentTexts.caseProgressChanged(
        'Estate of Harold Guardian',
        'Court Approval',
        'In Progress',
      );
      await waitFor('the client’s notification', async () => {
        const notifications = await readNotifications(client.uid);
        return notifications.find((notification) => notification.message === text.message);
      });
    });

    it('keeps a Review or Closed status the attorney set when a stage moves, and closes a case whose six stages are Complete', async () => {
      const setStatus = (id: string, status: CaseStatus) =>
        callApi(apiPath(apiRoutes.updateCaseStatus, { id }), {
          method: 'PUT',
          token: attorney.idToken,
          body: { status },
        });
      const moveStage = async (id: string, stage: CaseStage, status: CaseStageStatus) => {
        const answer = await callApi(apiPath(apiRoutes.updateCaseProgress, { id }), {
          method: 'PUT',
          token: attorney.idToken,
          body: { stage, status },
        });
        expect(answer.status).toBe(200);
        return apiRoutes.updateCaseProgress.response.parse(answer.body).status;
      };
      for (const kept of ['Review', 'Closed'] as const) {
        const caseId = await ourCase();
        expect((await setStatus(caseId, kept)).status).toBe(200);
        expect(await moveStage(caseId, 'documentsReceived', 'Complete')).toBe(kept);
        expect(await readCase(caseId)).toMatchObject({ status: kept });
      }
      const caseId = await ourCase();
      const statuses: CaseStatus[] = [];
      for (const stage of CASE_STAGES) statuses.push(await moveStage(caseId, stage, 'Complete'));
      expect(statuses).toEqual([...CASE_STAGES.slice(1).map(() => 'In Progress'), 'Closed']);
      expect(await readCase(caseId)).toMatchObject({ status: 'Closed' });
    });

    it('refuses an unknown stage or status', async () => {
      const caseId = await ourCase();
      for (const body of [
        { stage: 'appeal', status: 'Complete' },
        { stage: 'courtApproval', status: 'Completed' },
        {},
      ]) {
        const answer = await callApi(apiPath(apiRoutes.updateCaseProgress, { id: caseId }), {
          method: 'PUT',
          token: attorney.idToken,
          body,
        });
        expect(answer.status).toBe(400);
      }
      expect(await readCase(caseId)).toMatchObject({ status: 'New' });
    });
  });

  describe('GET /api/cases/attorneys', () => {
    it('names the attorney of each case the caller sees and leaves out the others', async () => {
      const own = await ourCase();
      const foreign = await seedCase({ attorneyId: otherAttorney.uid, clientId: null });
      const path = `${apiPath(apiRoutes.caseAttorneys)}?caseIds=${own},${foreign},missing`;
      const answer = await callApi(path, { token: client.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ [own]: { name: 'Avery Attorney' } });
      expect((await callApi(path)).status).toBe(401);
      const adminAnswer = await callApi(path, { token: admin.idToken });
      expect(adminAnswer.body).toEqual({ [own]: { name: 'Avery Attorney' }, [foreign]: { name: 'Otto Other' } });
    });
  });
});

describe('attorney profile', () => {
  const profileBody = {
    specialization: 'Probate',
    barNumber: 'CA-123456',
    yearsOfExperience: '12',
    biography: 'Probate and guardianship sales.',
    hourlyRate: '250.50',
    practiceAreas: ['Probate', 'Probate', 'Elder Law'],
    availability: [{ day: 'Monday', startTime: '09:00', endTime: '17:00' }],
    phone: '(555) 123-4567',
  };

  it('answers 401 without a token and 403 to other roles', async () => {
    const guardian = await createAccountWithRole('Guardian');
    expect((await callApi(apiPath(apiRoutes.attorneyProfile))).status).toBe(401);
    expect((await callApi(apiPath(apiRoutes.attorneyProfile), { token: guardian.idToken })).status).toBe(403);
    const put = await callApi(apiPath(apiRoutes.updateAttorneyProfile), {
      method: 'PUT',
      token: guardian.idToken,
      body: profileBody,
    });
    expect(put.status).toBe(403);
  });

  it('saves the profile and the phone, read back by GET', async () => {
    const attorney = await createAccountWithProfile('Attorney', 'Pat', 'Profile');
    const before = await callApi(apiPath(apiRoutes.attorneyProfile), { token: attorney.idToken });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      firstName: 'Pat',
      lastName: 'Profile',
      role: 'Attorney',
      attorneyProfile: null,
    });

    const saved = await callApi(apiPath(apiRoutes.updateAttorneyProfile), {
      method: 'PUT',
      token: attorney.idToken,
      body: profileBody,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: apiTexts.attorneyProfileUpdated });

    const after = await callApi(apiPath(apiRoutes.attorneyProfile), { token: attorney.idToken });
    expect(after.body).toMatchObject({
      phone: '(555) 123-4567',
      attorneyProfile: {
        specialization: 'Probate',
        barNumber: 'CA-123456',
        yearsOfExperience: 12,
        hourlyRate: 250.5,
        practiceAreas: ['Probate', 'Elder Law'],
        availability: [{ day: 'Monday', startTime: '09:00', endTime: '17:00' }],
      },
    });
  });

  it('refuses bad input and keeps the stored profile', async () => {
    const attorney = await createAccountWithProfile('Attorney', 'Bea', 'Bad');
    for (const body of [
      { ...profileBody, hourlyRate: '-5' },
      { ...profileBody, availability: [{ day: 'Funday', startTime: '09:00', endTime: '17:00' }] },
      { ...profileBody, practiceAreas: ['Astrology'] },
    ]) {
      const answer = await callApi(apiPath(apiRoutes.updateAttorneyProfile), {
        method: 'PUT',
        token: attorney.idToken,
        body,
      });
      expect(answer.status).toBe(400);
    }
    const stored = (await adminDb.collection('users').doc(attorney.uid).get()).data();
    expect(stored?.attorneyProfile).toBeUndefined();
  });
});
