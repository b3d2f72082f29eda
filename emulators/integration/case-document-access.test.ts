import {
  apiPath,
  apiRoutes,
  canCallApi,
  canViewProperty,
  CASE_ACCESS,
  CASE_ACCESS_CASES,
  CASE_ACTION_ENFORCEMENT,
  CASE_ACTIONS,
  caseAccessFacts,
  documentFileUrl,
  documentReaderIds,
  ROLES,
  type CaseAccessFacts,
  type CaseAction,
  type CaseRelation,
  type Role,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../functions/src/testing/sample-files';
import { createAccountWithRole, type TestAccount } from './support/accounts';
import { adminDb } from './support/admin';
import { callApi, type ApiAnswer } from './support/api-client';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { seedCase } from './support/cases';
import { uploadCourtDocument } from './support/documents';
import { bystanderUid, seedProperty } from './support/properties';

/*
 * The same rows as the rules' walk of the table (emulators/rules/case-document-access.test.ts): every role × relation
 * for each action a mounted route does, the expectation taken from the domain's CASE_ACCESS. Where a row is refused,
 * the API answers 403 for a role its route does not serve, 404 when the caller may not even see the case (the
 * table's readCase row) or the document or property, and 403 otherwise.
 */

/** Actions whose part-2 route has no handler yet: only the rules and the domain walk them. This list only shrinks. */
const PENDING_PART_2: readonly CaseAction[] = [];

/** Actions with no route of their own: readCase is walked by the 404s of the upload and disassociate rows. */
const WALKED_BY_OTHER_ROWS: readonly CaseAction[] = ['readCase'];

interface Scene {
  readonly caller: TestAccount;
  readonly caseId: string;
  readonly propertyId: string;
  readonly facts: CaseAccessFacts;
}

const callers = new Map<Role, TestAccount>();
/** Files the document that readDocument rows open; an admin may file under any case. */
let filingAdmin: TestAccount;

beforeAll(async () => {
  const [admin, ...accounts] = await Promise.all([
    createAccountWithRole('Admin'),
    ...ROLES.map((role) => createAccountWithRole(role)),
  ]);
  if (!admin) throw new Error('No filing admin');
  filingAdmin = admin;
  ROLES.forEach((role, index) => {
    const account = accounts[index];
    if (account) callers.set(role, account);
  });
});

function callerFor(role: Role): TestAccount {
  const account = callers.get(role);
  if (!account) throw new Error(`No account for ${role}`);
  return account;
}

/** A case linked both ways to a property, standing in `relation` to the caller (caseAccessFacts). */
async function seedScene(role: Role, relation: CaseRelation): Promise<Scene> {
  const caller = callerFor(role);
  const facts = caseAccessFacts(
    relation,
    caller.uid,
    { attorneyId: bystanderUid('attorney'), clientId: bystanderUid('client') },
    role,
  );
  const propertyId = await seedProperty({
    ownerId: facts.property.ownerId,
    sharedWith: { ...facts.property.sharedWith },
  });
  const caseId = await seedCase({
    attorneyId: facts.case.attorneyId,
    clientId: facts.case.clientId,
    propertyIds: [propertyId],
  });
  await adminDb
    .collection('properties')
    .doc(propertyId)
    .update({ caseIds: [caseId] });
  return { caller, caseId, propertyId, facts };
}

/** POST /api/documents/upload as the web app sends it: one PDF filed under the case. */
function upload(token: string, caseId: string): Promise<ApiAnswer> {
  return uploadCourtDocument(token, { caseId });
}

/** An admin files a PDF under the scene's case; the upload computes its readers (case members, property agents). */
async function fileDocument(scene: Scene): Promise<string> {
  const filed = await upload(filingAdmin.idToken, scene.caseId);
  expect(filed.status).toBe(201);
  return apiRoutes.uploadDocument.response.parse(filed.body).document._id;
}

/** The table's answer for another action on the same row. */
function allowedTo(action: CaseAction, role: Role, relation: CaseRelation): boolean {
  return CASE_ACCESS[action][relation].includes(role);
}

/** What a refused call answers: the route's role guard first, then 404 to those who may not see the case. */
function refusalStatus(action: CaseAction, role: Role, relation: CaseRelation): number {
  const route = CASE_ACTION_ENFORCEMENT[action].apiRoute;
  if (route !== null && canCallApi(apiRoutes[route], role) === 'forbidden') return 403;
  return allowedTo('readCase', role, relation) ? 403 : 404;
}

async function caseLinks(scene: Scene) {
  const [property, legalCase] = await Promise.all([
    adminDb.collection('properties').doc(scene.propertyId).get(),
    adminDb.collection('cases').doc(scene.caseId).get(),
  ]);
  return { caseIds: property.get('caseIds') as unknown, propertyIds: legalCase.get('propertyIds') as unknown };
}

type Check = (scene: Scene, row: { role: Role; relation: CaseRelation; allowed: boolean }) => Promise<void>;

const CHECKS: Partial<Record<CaseAction, Check>> = {
  async writeCaseProgress(scene, { role, relation, allowed }) {
    const answer = await callApi(apiPath(apiRoutes.updateCaseProgress, { id: scene.caseId }), {
      method: 'PUT',
      token: scene.caller.idToken,
      body: { stage: 'documentsReceived', status: 'Complete' },
    });
    const stored = await adminDb.collection('cases').doc(scene.caseId).get();
    if (allowed) {
      expect(answer.status).toBe(200);
      expect(stored.get('progressStatus.documentsReceived')).toBe('Complete');
    } else {
      expect(answer.status).toBe(refusalStatus('writeCaseProgress', role, relation));
      expect(stored.get('progressStatus.documentsReceived')).toBe('Pending');
    }
  },

  // The rules judge notes by uid alone; the API adds its route's role guard, and a case member who may not read the
  // notes gets the case without them.
  async readCaseNotes(scene, { role, relation, allowed }) {
    const notes = 'Private strategy: settle before the hearing.';
    await adminDb.doc(`cases/${scene.caseId}/private/notes`).set({ attorneyNotes: notes });
    const answer = await callApi(apiPath(apiRoutes.attorneyCase, { id: scene.caseId }), {
      token: scene.caller.idToken,
    });
    if (canCallApi(apiRoutes.attorneyCase, role) === 'forbidden') {
      expect(answer.status).toBe(403);
      return;
    }
    if (!allowedTo('readCase', role, relation)) {
      expect(answer.status).toBe(404);
      expect(allowed).toBe(false);
      return;
    }
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body).includes(notes)).toBe(allowed);
  },

  async uploadToCase(scene, { role, relation, allowed }) {
    const answer = await upload(scene.caller.idToken, scene.caseId);
    const filed = await adminDb.collection('documents').where('caseId', '==', scene.caseId).get();
    if (allowed) {
      expect(answer.status).toBe(201);
      expect(filed.docs.map((doc) => [...(doc.get('readerIds') as string[])].sort())).toEqual([
        documentReaderIds(scene.facts.case, scene.caller.uid).sort(),
      ]);
    } else {
      expect(answer.status).toBe(refusalStatus('uploadToCase', role, relation));
      expect(filed.size).toBe(0);
    }
  },

  // The metadata (GET /api/documents/{id}) and the file it links to: both for readers only, 404 to everyone else.
  async readDocument(scene, { allowed }) {
    const documentId = await fileDocument(scene);
    const metadata = await callApi(apiPath(apiRoutes.document, { id: documentId }), {
      token: scene.caller.idToken,
    });
    expect(metadata.status).toBe(allowed ? 200 : 404);
    const file = await fetchWithTimeout(apiUrl(apiPath(apiRoutes.documentFile, { id: documentId })), {
      headers: { Authorization: `Bearer ${scene.caller.idToken}` },
    });
    expect(file.status).toBe(allowed ? 200 : 404);
    if (!allowed) return;
    expect(apiRoutes.document.response.parse(metadata.body).fileUrl).toBe(documentFileUrl(documentId));
    expect(Buffer.from(await file.arrayBuffer())).toEqual(samplePdf());
  },

  async markDocumentViewed(scene, { allowed }) {
    const documentId = await fileDocument(scene);
    const answer = await callApi(apiPath(apiRoutes.markDocumentViewed, { id: documentId }), {
      method: 'PATCH',
      token: scene.caller.idToken,
    });
    expect(answer.status).toBe(allowed ? 200 : 404);
    const viewedBy = (await adminDb.collection('documents').doc(documentId).get()).get('viewedBy') as object;
    expect(Object.keys(viewedBy)).toEqual(allowed ? [scene.caller.uid] : []);
  },

  async associateProperty(scene, { role, relation, allowed }) {
    await Promise.all([
      adminDb.collection('properties').doc(scene.propertyId).update({ caseIds: [] }),
      adminDb.collection('cases').doc(scene.caseId).update({ propertyIds: [] }),
    ]);
    const answer = await callApi(apiPath(apiRoutes.associateProperty), {
      method: 'POST',
      token: scene.caller.idToken,
      body: { caseId: scene.caseId, propertyId: scene.propertyId },
    });
    if (allowed) {
      expect(answer.status).toBe(200);
      expect(await caseLinks(scene)).toEqual({ caseIds: [scene.caseId], propertyIds: [scene.propertyId] });
    } else {
      expect(answer.status).toBe(refusalStatus('associateProperty', role, relation));
      expect(await caseLinks(scene)).toEqual({ caseIds: [], propertyIds: [] });
    }
  },

  async disassociateProperty(scene, { role, relation, allowed }) {
    const answer = await callApi(apiPath(apiRoutes.disassociateProperty), {
      method: 'DELETE',
      token: scene.caller.idToken,
      body: { caseId: scene.caseId, propertyId: scene.propertyId },
    });
    if (allowed) {
      expect(answer.status).toBe(200);
      expect(await caseLinks(scene)).toEqual({ caseIds: [], propertyIds: [] });
    } else {
      expect(answer.status).toBe(refusalStatus('disassociateProperty', role, relation));
      expect(await caseLinks(scene)).toEqual({ caseIds: [scene.caseId], propertyIds: [scene.propertyId] });
    }
  },

  // A caller who sees the property gets 200 with the case listed or not; one who does not see it gets 404.
  async listCasesOfProperty(scene, { role, allowed }) {
    const answer = await callApi(apiPath(apiRoutes.propertyCases, { id: scene.propertyId }), {
      token: scene.caller.idToken,
    });
    const seesProperty = canViewProperty({ role, uid: scene.caller.uid, property: scene.facts.property });
    expect(answer.status).toBe(seesProperty ? 200 : 404);
    if (seesProperty) {
      expect(apiRoutes.propertyCases.response.parse(answer.body).map((legalCase) => legalCase._id)).toEqual(
        allowed ? [scene.caseId] : [],
      );
    }
  },

  async listMyCases(scene, { role, allowed }) {
    const answer = await callApi(apiPath(apiRoutes.myCases), { token: scene.caller.idToken });
    if (canCallApi(apiRoutes.myCases, role) === 'forbidden') {
      expect(answer.status).toBe(403);
      expect(allowed).toBe(false);
      return;
    }
    expect(answer.status).toBe(200);
    const listed = apiRoutes.myCases.response.parse(answer.body).map((legalCase) => legalCase._id);
    expect(listed.includes(scene.caseId)).toBe(allowed);
  },
};

it('walks every action of the table, or lists it as pending until its route is mounted', () => {
  const walked = Object.keys(CHECKS);
  expect([...walked, ...PENDING_PART_2, ...WALKED_BY_OTHER_ROWS].sort()).toEqual([...CASE_ACTIONS].sort());
});

describe('case and document routes follow the domain’s CASE_ACCESS table', () => {
  for (const { action, role, relation, allowed } of CASE_ACCESS_CASES) {
    const check = CHECKS[action];
    if (!check) continue;
    it(`${role} as ${relation} ${allowed ? 'may' : 'may not'} ${action}`, async () => {
      await check(await seedScene(role, relation), { role, relation, allowed });
    });
  }
});
