import {
  apiPath,
  apiRoutes,
  apiTexts,
  documentsTexts,
  documentFileUrl,
  notificationContentTexts,
  UNCATEGORIZED_CASE_ID,
  type ApiPath,
} from '@estatekey/domain';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { callApi, callRoute } from './support/api-client';
import { seedCase } from './support/cases';
import { uploadedDocumentId } from './support/documents';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { readNotifications, seedProperty } from './support/properties';
import { signedInAccount, type RegisteredAccount } from './support/registered-accounts';
import { waitFor } from './support/wait-for';

type Account = RegisteredAccount & { idToken: string };

/** An attorney's case with its client, a property of the client's shared with an agent, linked both ways. */
async function caseWithSharedProperty() {
  const [attorney, client, agent, otherClient] = await Promise.all([
    signedInAccount('Attorney'),
    signedInAccount('Guardian'),
    signedInAccount('Agent'),
    signedInAccount('Executor'),
  ]);
  const propertyId = await seedProperty({ ownerId: client.uid, sharedWith: { [agent.uid]: 'view' } });
  const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid, propertyIds: [propertyId] });
  await adminDb
    .collection('properties')
    .doc(propertyId)
    .update({ caseIds: [caseId] });
  return { attorney, client, agent, otherClient, propertyId, caseId };
}

async function readerIdsOf(documentId: string): Promise<string[]> {
  return [...((await adminDb.collection('documents').doc(documentId).get()).get('readerIds') as string[])].sort();
}

async function listAgentDocumentIds(agent: Account, query: Record<string, string> = {}): Promise<string[]> {
  const answer = await callRoute(apiRoutes.agentDocuments, { token: agent.idToken, query });
  expect(answer.status).toBe(200);
  return apiRoutes.agentDocuments.response.parse(answer.body).allDocuments.map((document) => document._id);
}

describe('GET /api/documents/attorney-documents', () => {
  it('answers 401 without a token, 403 to a client and 400 for a bad includeProgress', async () => {
    const { client, attorney } = await caseWithSharedProperty();
    const route = apiPath(apiRoutes.attorneyDocuments);
    expect((await callApi(route)).status).toBe(401);
    expect((await callApi(route, { token: client.idToken })).status).toBe(403);
    expect((await callApi(`${route}?includeProgress=yes`, { token: attorney.idToken })).status).toBe(400);
  });

  it("groups the attorney's cases by name with the attorney's name, case type, progress and documents", async () => {
    const { attorney, caseId } = await caseWithSharedProperty();
    const emptyCaseId = await seedCase({ attorneyId: attorney.uid, clientId: null, caseName: 'Aardvark Estate' });
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    const answer = await callRoute(apiRoutes.attorneyDocuments, {
      query: { includeProgress: 'true' },
      token: attorney.idToken,
    });
    expect(answer.status).toBe(200);
    const { groupedByCase, allDocuments } = apiRoutes.attorneyDocuments.response.parse(answer.body);
    expect(groupedByCase.map((group) => group.caseId)).toEqual([emptyCaseId, caseId]);
    expect(groupedByCase[1]).toMatchObject({
      attorneyName: `Integration Attorney`,
      caseType: 'Probate Real Estate',
      progressStatus: { initialConsultation: 'Pending' },
    });
    expect(groupedByCase[1]?.documents.map((document) => document._id)).toEqual([documentId]);
    expect(allDocuments.map((document) => document._id)).toEqual([documentId]);
    expect(allDocuments[0]).toMatchObject({ viewed: false, clientName: 'Alice Guardian', uploaderRole: 'Attorney' });
  });
});

describe('GET /api/documents/case/{caseId} and /api/documents/{id}', () => {
  it('answer 401 without a token and 404 to someone outside the case', async () => {
    const { attorney, otherClient, agent, caseId } = await caseWithSharedProperty();
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    const caseRoute = apiPath(apiRoutes.caseDocuments, { caseId });
    const documentRoute = apiPath(apiRoutes.document, { id: documentId });
    expect((await callApi(caseRoute)).status).toBe(401);
    expect((await callApi(documentRoute)).status).toBe(401);
    expect((await callApi(caseRoute, { token: otherClient.idToken })).status).toBe(404);
    expect((await callApi(documentRoute, { token: otherClient.idToken })).status).toBe(404);
    // The agent reads the document through the shared property, but not the case itself.
    expect((await callApi(caseRoute, { token: agent.idToken })).status).toBe(404);
    expect((await callApi(documentRoute, { token: agent.idToken })).status).toBe(200);
  });

  it("list the case's documents newest first and describe one with a download link", async () => {
    const { attorney, client, caseId } = await caseWithSharedProperty();
    const first = await uploadedDocumentId(attorney.idToken, { caseId, fileName: 'bond.pdf', description: 'Bond' });
    const second = await uploadedDocumentId(client.idToken, { caseId, fileName: 'inventory.pdf' });
    const list = await callApi(apiPath(apiRoutes.caseDocuments, { caseId }), { token: client.idToken });
    expect(list.status).toBe(200);
    expect(apiRoutes.caseDocuments.response.parse(list.body).map((document) => document._id)).toEqual([second, first]);
    const one = await callApi(apiPath(apiRoutes.document, { id: first }), { token: client.idToken });
    expect(apiRoutes.document.response.parse(one.body)).toMatchObject({
      _id: first,
      title: 'bond.pdf',
      description: 'Bond',
      fileUrl: documentFileUrl(first),
      caseId,
    });
  });
});

describe('PATCH /api/documents/view/{id}', () => {
  it('answers 401 without a token, 404 to a non-reader and 400 for an unknown screen', async () => {
    const { attorney, otherClient, client, caseId } = await caseWithSharedProperty();
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    const route = apiPath(apiRoutes.markDocumentViewed, { id: documentId });
    expect((await callApi(route, { method: 'PATCH' })).status).toBe(401);
    expect((await callApi(route, { method: 'PATCH', token: otherClient.idToken })).status).toBe(404);
    expect((await callApi(`${route}?from=elsewhere`, { method: 'PATCH', token: client.idToken })).status).toBe(400);
    const stored = await adminDb.collection('documents').doc(documentId).get();
    expect(stored.get('viewedBy')).toEqual({});
  });

  it('marks it viewed for the reader, audit-logs every view with the screen and tells the uploader once', async () => {
    const { attorney, client, caseId } = await caseWithSharedProperty();
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId, fileName: 'order.pdf' });
    const route: ApiPath = `${apiPath(apiRoutes.markDocumentViewed, { id: documentId })}?from=documents`;
    for (let view = 0; view < 2; view += 1) {
      const answer = await callApi(route, { method: 'PATCH', token: client.idToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: apiTexts.documentViewed });
    }
    const stored = await adminDb.collection('documents').doc(documentId).get();
    expect(Object.keys(stored.get('viewedBy') as object)).toEqual([client.uid]);
    expect(stored.get('viewerNames')).toEqual({ [client.uid]: 'Integration Guardian' });

    const views = await adminDb
      .collection('auditLog')
      .where('targetId', '==', documentId)
      .where('action', '==', 'document.viewed')
      .get();
    expect(views.docs.map((doc) => doc.get('details') as object)).toEqual([
      expect.objectContaining({ screen: 'documents' }),
      expect.objectContaining({ screen: 'documents' }),
    ]);
    expect(views.docs.every((doc) => doc.get('actorId') === client.uid)).toBe(true);

    const expected = documentsTexts.notifications.documentViewed('order.pdf', 'Integration Guardian');
    // Made by the documents trigger; the whole suite keeps the functions emulator's trigger queue busy.
    const notices = await waitFor('the viewed notification', async () => {
      const found = (await readNotifications(attorney.uid)).filter((notice) => notice.title === expected.title);
      return found.length > 0 ? found : undefined;
    });
    expect(notices).toEqual([expect.objectContaining({ ...expected, category: 'document', link: '/documents' })]);
    const list = await callApi(apiPath(apiRoutes.clientDocuments), { token: client.idToken });
    expect(apiRoutes.clientDocuments.response.parse(list.body).allDocuments[0]).toMatchObject({ viewed: true });
  });

  it('records the screen of a download too', async () => {
    const { attorney, client, caseId } = await caseWithSharedProperty();
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    const answer = await fetchWithTimeout(
      apiUrl(`${apiPath(apiRoutes.documentFile, { id: documentId })}?from=agent-documents`),
      {
        headers: { Authorization: `Bearer ${client.idToken}` },
      },
    );
    expect(answer.status).toBe(200);
    const downloads = await adminDb
      .collection('auditLog')
      .where('targetId', '==', documentId)
      .where('action', '==', 'document.downloaded')
      .get();
    expect(downloads.docs.map((doc) => doc.get('details.screen') as unknown)).toEqual(['agent-documents']);
  });
});

describe('POST /api/documents/fix-documents', () => {
  it('answers 401 without a token and 403 to a client', async () => {
    const { client } = await caseWithSharedProperty();
    const route = apiPath(apiRoutes.fixDocuments);
    expect((await callApi(route, { method: 'POST' })).status).toBe(401);
    expect((await callApi(route, { method: 'POST', token: client.idToken })).status).toBe(403);
  });

  it('repairs a broken reader list and case name, re-links a lost document and reports what it changed', async () => {
    const { attorney, client, agent, caseId } = await caseWithSharedProperty();
    const broken = await uploadedDocumentId(attorney.idToken, { caseId });
    const lost = await uploadedDocumentId(client.idToken, { caseId });
    const healthy = await uploadedDocumentId(attorney.idToken, { caseId });
    const healthyBefore = (await adminDb.collection('documents').doc(healthy).get()).data();
    await adminDb
      .collection('documents')
      .doc(broken)
      .update({ readerIds: [attorney.uid], caseName: 'Wrong name' });
    await adminDb.collection('documents').doc(lost).update({ caseId: null });

    const answer = await callApi(apiPath(apiRoutes.fixDocuments), { method: 'POST', token: attorney.idToken });
    expect(answer.status).toBe(200);
    const outcome = apiRoutes.fixDocuments.response.parse(answer.body);
    expect(outcome).toMatchObject({ updated: 2, relinked: 1, readerLists: 1, caseDetails: 1 });
    expect(outcome.message).toContain(apiTexts.documentsFixed(2));

    const wanted = [attorney.uid, client.uid, agent.uid].sort();
    expect(await readerIdsOf(broken)).toEqual(wanted);
    const repaired = (await adminDb.collection('documents').doc(broken).get()).data();
    expect(repaired?.['caseName']).toBe('Estate of Harold Guardian');
    expect((await adminDb.collection('documents').doc(lost).get()).get('caseId')).toBe(caseId);
    expect((await adminDb.collection('documents').doc(healthy).get()).data()).toEqual(healthyBefore);

    const again = await callApi(apiPath(apiRoutes.fixDocuments), { method: 'POST', token: attorney.idToken });
    expect(apiRoutes.fixDocuments.response.parse(again.body)).toMatchObject({ updated: 0, relinked: 0 });
  });
});

describe('GET /api/documents/case/{caseId}/properties and POST /api/documents/associate-property', () => {
  it('answer 401 without a token, 403 to an agent, 400 without a property and 404 outside the case', async () => {
    const { client, agent, otherClient, caseId, propertyId } = await caseWithSharedProperty();
    const associate = apiPath(apiRoutes.associateProperty);
    expect((await callApi(apiPath(apiRoutes.caseProperties, { caseId }))).status).toBe(401);
    expect((await callApi(associate, { method: 'POST', body: { caseId, propertyId } })).status).toBe(401);
    expect(
      (await callApi(associate, { method: 'POST', token: agent.idToken, body: { caseId, propertyId } })).status,
    ).toBe(403);
    const missing = await callApi(associate, { method: 'POST', token: client.idToken, body: { caseId } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: documentsTexts.selectProperty });
    expect((await callApi(apiPath(apiRoutes.caseProperties, { caseId }), { token: otherClient.idToken })).status).toBe(
      404,
    );
    const ownProperty = await seedProperty({ ownerId: otherClient.uid });
    expect(
      (
        await callApi(associate, {
          method: 'POST',
          token: otherClient.idToken,
          body: { caseId, propertyId: ownProperty },
        })
      ).status,
    ).toBe(404);
  });

  it("links the client's property both ways, lists it, and its agent then reads the case's documents", async () => {
    const [attorney, client, agent] = await Promise.all([
      signedInAccount('Attorney'),
      signedInAccount('Guardian'),
      signedInAccount('Agent'),
    ]);
    const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid });
    const propertyId = await seedProperty({
      ownerId: client.uid,
      sharedWith: { [agent.uid]: 'view' },
      address: '7 Birch Lane',
    });
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    expect(await readerIdsOf(documentId)).toEqual([attorney.uid, client.uid].sort());

    const answer = await callApi(apiPath(apiRoutes.associateProperty), {
      method: 'POST',
      token: client.idToken,
      body: { caseId, propertyId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: apiTexts.propertyAssociated });
    const listed = await callApi(apiPath(apiRoutes.caseProperties, { caseId }), { token: client.idToken });
    expect(apiRoutes.caseProperties.response.parse(listed.body)).toEqual([
      { _id: propertyId, address: '7 Birch Lane', city: 'Springfield', state: 'IL' },
    ]);
    expect(await readerIdsOf(documentId)).toEqual([attorney.uid, client.uid, agent.uid].sort());
    expect(await listAgentDocumentIds(agent)).toEqual([documentId]);
  });
});

describe('GET /api/documents/agent-documents', () => {
  it('answers 401 without a token and 403 to other roles', async () => {
    const { client, attorney } = await caseWithSharedProperty();
    const route = apiPath(apiRoutes.agentDocuments);
    expect((await callApi(route)).status).toBe(401);
    expect((await callApi(route, { token: client.idToken })).status).toBe(403);
    expect((await callApi(route, { token: attorney.idToken })).status).toBe(403);
  });

  it('lists only documents of cases associated with properties shared with the agent', async () => {
    const { attorney, agent, caseId } = await caseWithSharedProperty();
    const unsharedAgent = await signedInAccount('Agent');
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId, fileName: 'hearing.pdf' });
    const otherCase = await seedCase({ attorneyId: attorney.uid, clientId: null, caseName: 'Unrelated Estate' });
    await uploadedDocumentId(attorney.idToken, { caseId: otherCase });

    const answer = await callApi(apiPath(apiRoutes.agentDocuments), { token: agent.idToken });
    const { groupedByCase, allDocuments } = apiRoutes.agentDocuments.response.parse(answer.body);
    expect(allDocuments.map((document) => document._id)).toEqual([documentId]);
    expect(groupedByCase.map((group) => group.caseId)).toEqual([caseId]);
    expect(groupedByCase.some((group) => group.caseId === UNCATEGORIZED_CASE_ID)).toBe(false);
    expect(await listAgentDocumentIds(unsharedAgent)).toEqual([]);
  });

  it('pages newest first with ?limit=&after=, the pages adding up to the whole list', async () => {
    const { attorney, agent, caseId } = await caseWithSharedProperty();
    for (const fileName of ['first.pdf', 'second.pdf', 'third.pdf']) {
      await uploadedDocumentId(attorney.idToken, { caseId, fileName });
    }
    const whole = await listAgentDocumentIds(agent);
    expect(whole).toHaveLength(3);
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      pages.push(await listAgentDocumentIds(agent, { limit: '2', ...(after ? { after } : {}) }));
      after = pages.at(-1)?.at(-1);
    } while (pages.at(-1)?.length === 2);
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
    expect(pages.flat()).toEqual(whole);
  });

  it('takes the documents away when the share is removed', async () => {
    const { attorney, client, agent, caseId, propertyId } = await caseWithSharedProperty();
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    expect(await readerIdsOf(documentId)).toContain(agent.uid);
    await adminDb
      .collection('properties')
      .doc(propertyId)
      .update({ sharedWith: {}, memberIds: [client.uid] });
    // At once, before the trigger has taken the agent off the reader list: the whole list and a page alike.
    expect(await listAgentDocumentIds(agent)).toEqual([]);
    expect(await listAgentDocumentIds(agent, { limit: '10' })).toEqual([]);
    await waitFor('the agent gone from the readers', async () =>
      (await readerIdsOf(documentId)).includes(agent.uid) ? undefined : true,
    );
    const direct = await callApi(apiPath(apiRoutes.document, { id: documentId }), { token: agent.idToken });
    expect(direct.status).toBe(404);
  });

  it('takes the documents away when the association is removed', async () => {
    const { attorney, client, agent, caseId, propertyId } = await caseWithSharedProperty();
    const documentId = await uploadedDocumentId(attorney.idToken, { caseId });
    const answer = await callApi(apiPath(apiRoutes.disassociateProperty), {
      method: 'DELETE',
      token: client.idToken,
      body: { caseId, propertyId },
    });
    expect(answer.status).toBe(200);
    expect(await listAgentDocumentIds(agent)).toEqual([]);
    expect(await readerIdsOf(documentId)).toEqual([attorney.uid, client.uid].sort());
  });
});

describe('upload notifications', () => {
  it('tell the client of a new court document in their case, and not the agent', async () => {
    const { attorney, client, agent, caseId } = await caseWithSharedProperty();
    await uploadedDocumentId(attorney.idToken, { caseId, fileName: 'order.pdf' });
    const [notice] = (await readNotifications(client.uid)).filter((n) => n.category === 'document');
    expect(notice).toMatchObject(notificationContentTexts.documentUploaded('order.pdf', 'Estate of Harold Guardian'));
    expect((await readNotifications(agent.uid)).filter((n) => n.category === 'document')).toEqual([]);
  });
});
