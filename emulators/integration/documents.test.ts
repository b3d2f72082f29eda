import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiPath,
  apiRoutes,
  apiTexts,
  documentFileUrl,
  documentsTexts,
  errorsTexts,
  MAX_UPLOAD_BYTES,
  notificationContentTexts,
  ONBOARDING_UPLOAD_SOURCE,
  UNCATEGORIZED_CASE_ID,
  uploadTexts,
} from '@estatekey/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createLocalDiskBlobStore, findRepositoryRoot, localBlobFolder } from 'functions/blob-store';
import { saveUploadedDocument } from '../../functions/src/services/documents/documents';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '../../functions/src/testing/sample-files';
import { adminDb } from './support/admin';
import { callApi, failedFields, uniqueClientAddress, type ApiAnswer, callRoute } from './support/api-client';
import { seedCase } from './support/cases';
import { apiUrl, fetchWithTimeout } from './support/endpoints';
import { readNotifications, seedProperty } from './support/properties';
import { signedInAccount, type RegisteredAccount } from './support/registered-accounts';
import { errorCode } from '../../functions/src/lib/error-code';

type Account = RegisteredAccount & { idToken: string };

/** Where the functions emulator keeps uploaded files when no Storage emulator runs (DESIGN §6). */
const BLOB_FOLDER = localBlobFolder(findRepositoryRoot(process.cwd()));

async function storedBlobNames(): Promise<string[]> {
  try {
    return (await readdir(path.join(BLOB_FOLDER, 'documents'))).sort();
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

async function caseNumberOf(caseId: string): Promise<string> {
  return (await adminDb.collection('cases').doc(caseId).get()).get('caseNumber') as string;
}

interface UploadFile {
  readonly name: string;
  readonly bytes: Buffer;
}

/** POST /api/documents/upload as the web app sends it: multipart with the text fields and one file. */
async function upload(
  token: string | undefined,
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  const response = await fetchWithTimeout(apiUrl('/api/documents/upload'), {
    method: 'POST',
    headers: {
      'X-Forwarded-For': uniqueClientAddress(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
  };
}

/** GET of a download path: status, headers and the bytes. */
async function download(path: string, token?: string) {
  const response = await fetchWithTimeout(apiUrl(path), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function documentsUploadedBy(uid: string) {
  return (await adminDb.collection('documents').where('uploaderId', '==', uid).get()).docs;
}

/** A Guardian who is the client of a case run by an attorney. */
async function clientWithCase(): Promise<{ client: Account; attorney: Account; caseId: string }> {
  const [client, attorney] = await Promise.all([signedInAccount('Guardian'), signedInAccount('Attorney')]);
  const caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid });
  return { client, attorney, caseId };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/documents/upload', () => {
  it('answers 401 without a token and 403 to an Agent', async () => {
    const fields = { documentType: 'Petition', caseId: 'any' };
    const file = { name: 'petition.pdf', bytes: samplePdf() };
    expect((await upload(undefined, fields, file)).status).toBe(401);
    const agent = await signedInAccount('Agent');
    expect(await upload(agent.idToken, fields, file)).toMatchObject({
      status: 403,
      body: { message: errorsTexts.forbidden },
    });
    expect(await documentsUploadedBy(agent.uid)).toHaveLength(0);
  });

  it("stores a client's file for the case, describes it, and gives the same bytes back", async () => {
    const { client, attorney, caseId } = await clientWithCase();
    const bytes = samplePdf('Letters of Office');
    const blobsBefore = await storedBlobNames();
    const answer = await upload(
      client.idToken,
      { documentType: 'Court Order', caseId, description: 'Letters of office', filingDate: '2026-02-14' },
      { name: 'Letters: of "Office".pdf', bytes },
    );

    expect(answer.status).toBe(201);
    const { message, document } = apiRoutes.uploadDocument.response.parse(answer.body);
    expect(message).toBe(apiTexts.documentUploaded);
    expect(document).toMatchObject({
      title: 'Letters of Office.pdf',
      originalName: 'Letters of Office.pdf',
      documentType: 'Court Order',
      description: 'Letters of office',
      filingDate: '2026-02-14',
      fileUrl: documentFileUrl(document._id),
      mimeType: 'application/pdf',
      size: bytes.length,
      viewed: false,
      uploaderName: `${client.firstName} ${client.lastName}`,
      uploaderRole: 'Guardian',
      clientName: 'Alice Guardian',
      caseId,
      caseName: 'Estate of Harold Guardian',
      case: { _id: caseId, caseName: 'Estate of Harold Guardian', caseNumber: await caseNumberOf(caseId) },
    });

    const stored = (await adminDb.collection('documents').doc(document._id).get()).data();
    expect(stored).toMatchObject({
      caseId,
      caseName: 'Estate of Harold Guardian',
      caseNumber: await caseNumberOf(caseId),
      documentType: 'Court Order',
      description: 'Letters of office',
      filingDate: '2026-02-14',
      originalName: 'Letters of Office.pdf',
      storagePath: `documents/${document._id}`,
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      uploaderId: client.uid,
      uploaderRole: 'Guardian',
      viewedBy: {},
    });
    expect([...(stored?.['readerIds'] as string[])].sort()).toEqual([attorney.uid, client.uid].sort());
    expect(stored?.['createdAt']).toBeInstanceOf(Timestamp);
    expect(await storedBlobNames()).toEqual([...blobsBefore, document._id].sort());

    for (const reader of [client, attorney]) {
      const file = await download(document.fileUrl, reader.idToken);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `inline; filename="Letters of Office.pdf"; filename*=UTF-8''Letters%20of%20Office.pdf`,
      );
      expect(file.bytes.equals(bytes)).toBe(true);
      expect(sha256(file.bytes)).toBe(stored?.['sha256']);
    }

    const [notice] = (await readNotifications(attorney.uid)).filter((n) => n.category === 'document');
    expect(notice).toMatchObject({
      ...notificationContentTexts.documentUploaded('Letters of Office.pdf', 'Estate of Harold Guardian'),
      link: '/documents',
      read: false,
    });
    expect((await readNotifications(client.uid)).filter((n) => n.category === 'document')).toHaveLength(0);
  });

  it.each([
    ['will.doc', sampleDoc(), 'application/msword', 'attachment'],
    [
      'will.docx',
      sampleDocx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'attachment',
    ],
    ['kitchen.jpg', sampleJpeg(), 'image/jpeg', 'inline'],
    ['kitchen.JPEG', sampleJpeg(), 'image/jpeg', 'inline'],
    ['plan.png', samplePng(), 'image/png', 'inline'],
  ])('accepts %s by its content', async (name, bytes, mimeType, disposition) => {
    const { client, caseId } = await clientWithCase();
    const answer = await upload(client.idToken, { documentType: 'Other', caseId }, { name, bytes });
    expect(answer.status).toBe(201);
    const { document } = apiRoutes.uploadDocument.response.parse(answer.body);
    expect(document.mimeType).toBe(mimeType);
    const file = await download(document.fileUrl, client.idToken);
    expect(file.headers.get('content-type')).toBe(mimeType);
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^${disposition}; `));
    expect(file.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a file above 10 MB with 413 and stores nothing', async () => {
    const { client, caseId } = await clientWithCase();
    const blobsBefore = await storedBlobNames();
    const tooLarge = Buffer.concat([samplePdf(), Buffer.alloc(11 * 1024 * 1024 - samplePdf().length, 0x20)]);
    expect(tooLarge.length).toBeGreaterThan(MAX_UPLOAD_BYTES);

    const answer = await upload(
      client.idToken,
      { documentType: 'Petition', caseId },
      { name: 'big.pdf', bytes: tooLarge },
    );
    expect(answer).toMatchObject({ status: 413, body: { message: uploadTexts.fileTooLarge } });
    expect(await documentsUploadedBy(client.uid)).toHaveLength(0);
    expect(await storedBlobNames()).toEqual(blobsBefore);
  });

  it('refuses a renamed program with 415 and stores nothing', async () => {
    const { client, caseId } = await clientWithCase();
    const blobsBefore = await storedBlobNames();
    for (const file of [
      { name: 'court-order.pdf', bytes: sampleExe() },
      { name: 'photo.png', bytes: samplePdf() },
      { name: 'notes.txt', bytes: Buffer.from('plain text') },
      { name: 'setup.exe', bytes: sampleExe() },
    ]) {
      const answer = await upload(client.idToken, { documentType: 'Petition', caseId }, file);
      expect(answer).toMatchObject({ status: 415, body: { message: uploadTexts.fileTypeNotAllowed } });
    }
    expect(await documentsUploadedBy(client.uid)).toHaveLength(0);
    expect(await storedBlobNames()).toEqual(blobsBefore);
  });

  it('answers the form texts for a missing file, case or document type, storing nothing', async () => {
    const { client, caseId } = await clientWithCase();
    const pdf = { name: 'a.pdf', bytes: samplePdf() };

    const noFile = await upload(client.idToken, { documentType: 'Petition', caseId });
    expect(noFile).toMatchObject({ status: 400, body: { message: uploadTexts.selectFile } });
    expect(failedFields(noFile)).toEqual(['file']);

    const noCase = await upload(client.idToken, { documentType: 'Petition' }, pdf);
    expect(noCase).toMatchObject({
      status: 400,
      body: { message: uploadTexts.selectCase, errors: [{ path: 'caseId', message: uploadTexts.selectCase }] },
    });

    const noType = await upload(client.idToken, { caseId }, pdf);
    expect(noType).toMatchObject({ status: 400, body: { message: uploadTexts.selectDocumentType } });

    const badDate = await upload(client.idToken, { documentType: 'Petition', caseId, filingDate: '14/02/2026' }, pdf);
    expect(failedFields(badDate)).toEqual(['filingDate']);

    const empty = await upload(
      client.idToken,
      { documentType: 'Petition', caseId },
      { name: 'a.pdf', bytes: Buffer.alloc(0) },
    );
    expect(empty).toMatchObject({ status: 400, body: { message: uploadTexts.selectFile } });

    const twoFiles = new FormData();
    twoFiles.append('documentType', 'Petition');
    twoFiles.append('caseId', caseId);
    twoFiles.append('file', new Blob([pdf.bytes]), 'a.pdf');
    twoFiles.append('file', new Blob([pdf.bytes]), 'b.pdf');
    const response = await fetchWithTimeout(apiUrl('/api/documents/upload'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.idToken}` },
      body: twoFiles,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: uploadTexts.oneFileOnly });

    expect(await documentsUploadedBy(client.uid)).toHaveLength(0);
  });

  it('answers 404 for a case the client does not belong to, and a case that does not exist', async () => {
    const { caseId } = await clientWithCase();
    const mallory = await signedInAccount('Guardian');
    const pdf = { name: 'a.pdf', bytes: samplePdf() };
    for (const target of [caseId, `it-missing-${randomUUID()}`]) {
      expect(await upload(mallory.idToken, { documentType: 'Petition', caseId: target }, pdf)).toMatchObject({
        status: 404,
        body: { message: errorsTexts.caseNotFound },
      });
    }
    expect(await documentsUploadedBy(mallory.uid)).toHaveLength(0);
  });

  it('lets an attorney upload court documents to cases they run, description required', async () => {
    const { client, attorney, caseId } = await clientWithCase();
    const pdf = { name: 'petition.pdf', bytes: samplePdf() };

    const noDescription = await upload(attorney.idToken, { documentType: 'Petition', caseId }, pdf);
    expect(noDescription).toMatchObject({ status: 400, body: { message: uploadTexts.descriptionRequired } });

    const answer = await upload(
      attorney.idToken,
      { documentType: 'Petition', caseId, description: 'Filed petition' },
      pdf,
    );
    expect(answer.status).toBe(201);
    const { document } = apiRoutes.uploadDocument.response.parse(answer.body);
    expect(document).toMatchObject({ uploaderRole: 'Attorney', caseId, description: 'Filed petition' });
    expect((await download(document.fileUrl, client.idToken)).status).toBe(200);

    const otherAttorney = await signedInAccount('Attorney');
    const notTheirs = await upload(otherAttorney.idToken, { documentType: 'Petition', caseId, description: 'x' }, pdf);
    expect(notTheirs.status).toBe(404);
    expect(await documentsUploadedBy(otherAttorney.uid)).toHaveLength(0);
  });

  it("files the onboarding wizard's documents without a case, readable by the uploader only", async () => {
    const eve = await signedInAccount('Executor');
    const answer = await upload(
      eve.idToken,
      { source: ONBOARDING_UPLOAD_SOURCE },
      { name: 'death-certificate.png', bytes: samplePng() },
    );
    expect(answer.status).toBe(201);
    const { document } = apiRoutes.uploadDocument.response.parse(answer.body);
    expect(document).toMatchObject({ caseId: null, caseName: '', documentType: 'Other', mimeType: 'image/png' });
    const stored = (await adminDb.collection('documents').doc(document._id).get()).data();
    expect(stored).toMatchObject({ caseId: null, readerIds: [eve.uid], filingDate: null });

    const list = apiRoutes.clientDocuments.response.parse(
      (await callApi(apiPath(apiRoutes.clientDocuments), { token: eve.idToken })).body,
    );
    expect(list.groupedByCase).toEqual([
      expect.objectContaining({ caseId: UNCATEGORIZED_CASE_ID, caseName: documentsTexts.uncategorized }),
    ]);

    // Only the wizard may leave the case out; an attorney's upload still needs one.
    const attorney = await signedInAccount('Attorney');
    const attorneyAnswer = await upload(
      attorney.idToken,
      { source: ONBOARDING_UPLOAD_SOURCE, documentType: 'Other', description: 'x' },
      { name: 'a.pdf', bytes: samplePdf() },
    );
    expect(failedFields(attorneyAnswer)).toEqual(['caseId']);
  });

  it('takes a GIF from the onboarding wizard (spec part 1 §2.12) and from the upload page not', async () => {
    const { client, caseId } = await clientWithCase();
    const gif = { name: 'deed-scan.gif', bytes: sampleGif() };
    const fromWizard = await upload(client.idToken, { source: ONBOARDING_UPLOAD_SOURCE }, gif);
    expect(fromWizard.status).toBe(201);
    expect(apiRoutes.uploadDocument.response.parse(fromWizard.body).document.mimeType).toBe('image/gif');

    const fromUploadPage = await upload(client.idToken, { documentType: 'Other', caseId }, gif);
    expect(fromUploadPage).toMatchObject({ status: 415, body: { message: uploadTexts.fileTypeNotAllowed } });

    // A GIF name on other content is refused, as for the other images.
    const renamed = await upload(client.idToken, { source: ONBOARDING_UPLOAD_SOURCE }, { ...gif, bytes: samplePng() });
    expect(renamed.status).toBe(415);
  });
});

describe('saveUploadedDocument', () => {
  it('removes the stored file again when the document cannot be written', async () => {
    const { client, caseId } = await clientWithCase();
    const folder = await mkdtemp(path.join(tmpdir(), 'estatekey-it-blobs-'));
    try {
      const blobs = createLocalDiskBlobStore(folder);
      // Firestore refuses documents above 1 MiB, so the batch fails after the file was stored.
      const save = saveUploadedDocument(
        adminDb,
        blobs,
        { uid: client.uid, role: 'Guardian', email: client.email },
        { documentType: 'Other', description: 'x'.repeat(1_100_000), caseId, filingDate: null },
        { name: 'a.pdf', bytes: samplePdf(), mimeType: 'application/pdf' },
      );
      await expect(save).rejects.toThrow();
      expect(await readdir(path.join(folder, 'documents'))).toEqual([]);
      expect(await documentsUploadedBy(client.uid)).toHaveLength(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('GET /api/documents/{id}/file', () => {
  it('answers 401 without a token and 404 to anyone who may not read the document', async () => {
    const { client, caseId } = await clientWithCase();
    const answer = await upload(
      client.idToken,
      { documentType: 'Other', caseId },
      { name: 'a.pdf', bytes: samplePdf() },
    );
    const { document } = apiRoutes.uploadDocument.response.parse(answer.body);

    expect((await download(document.fileUrl)).status).toBe(401);
    const mallory = await signedInAccount('Guardian');
    const refused = await download(document.fileUrl, mallory.idToken);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual({ message: errorsTexts.documentNotFound });
    expect((await download(documentFileUrl(`it-missing-${randomUUID()}`), client.idToken)).status).toBe(404);

    const admin = await signedInAccount('Admin');
    expect((await download(document.fileUrl, admin.idToken)).status).toBe(200);
  });
});

describe('GET /api/documents/client-documents and /api/documents/stats', () => {
  it('answer 401 without a token', async () => {
    expect((await callApi(apiPath(apiRoutes.clientDocuments))).status).toBe(401);
    expect((await callApi(apiPath(apiRoutes.documentStats))).status).toBe(401);
  });

  it("group the caller's readable documents per case and count them", async () => {
    const { client, attorney, caseId } = await clientWithCase();
    const emptyCase = await seedCase({
      attorneyId: attorney.uid,
      clientId: client.uid,
      caseName: 'Aardvark Guardianship',
      progressStatus: { initialConsultation: 'Complete' },
    });
    const pdf = { name: 'a.pdf', bytes: samplePdf() };
    await upload(client.idToken, { documentType: 'Petition', caseId }, pdf);
    await upload(client.idToken, { documentType: 'Motion', caseId }, { name: 'b.pdf', bytes: samplePdf('b') });
    await upload(client.idToken, { source: ONBOARDING_UPLOAD_SOURCE }, { name: 'c.png', bytes: samplePng() });

    const answer = await callRoute(apiRoutes.clientDocuments, {
      query: { includeProgress: 'true' },
      token: client.idToken,
    });
    expect(answer.status).toBe(200);
    const { groupedByCase, allDocuments } = apiRoutes.clientDocuments.response.parse(answer.body);
    expect(allDocuments).toHaveLength(3);
    expect(groupedByCase.map((group) => [group.caseId, group.documents.length])).toEqual([
      [emptyCase, 0],
      [caseId, 2],
      [UNCATEGORIZED_CASE_ID, 1],
    ]);
    expect(groupedByCase[0]?.progressStatus).toMatchObject({ initialConsultation: 'Complete' });
    expect(groupedByCase[1]?.documents.map((document) => document.documentType).sort()).toEqual(['Motion', 'Petition']);

    const withoutProgress = apiRoutes.clientDocuments.response.parse(
      (await callApi(apiPath(apiRoutes.clientDocuments), { token: client.idToken })).body,
    );
    expect(withoutProgress.groupedByCase[0]).not.toHaveProperty('progressStatus');

    const attorneyView = apiRoutes.clientDocuments.response.parse(
      (await callApi(apiPath(apiRoutes.clientDocuments), { token: attorney.idToken })).body,
    );
    expect(attorneyView.allDocuments).toHaveLength(2);

    expect((await callApi(apiPath(apiRoutes.documentStats), { token: client.idToken })).body).toEqual({
      totalDocuments: 3,
      casesWithDocuments: 1,
    });
    const mallory = await signedInAccount('Guardian');
    expect((await callApi(apiPath(apiRoutes.documentStats), { token: mallory.idToken })).body).toEqual({
      totalDocuments: 0,
      casesWithDocuments: 0,
    });
    expect(
      apiRoutes.clientDocuments.response.parse(
        (await callApi(apiPath(apiRoutes.clientDocuments), { token: mallory.idToken })).body,
      ),
    ).toEqual({ groupedByCase: [], allDocuments: [] });
  });

  it('refuses an includeProgress that is not true or false', async () => {
    const client = await signedInAccount('Guardian');
    const answer = await callRoute(apiRoutes.clientDocuments, {
      query: { includeProgress: 'yes' },
      token: client.idToken,
    });
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toEqual(['query.includeProgress']);
  });
});

describe('GET /api/documents/my-cases', () => {
  it('answers 401 without a token and 403 to Attorneys and Agents', async () => {
    expect((await callApi(apiPath(apiRoutes.myCases))).status).toBe(401);
    for (const role of ['Attorney', 'Agent'] as const) {
      const account = await signedInAccount(role);
      expect((await callApi(apiPath(apiRoutes.myCases), { token: account.idToken })).status).toBe(403);
    }
  });

  it('lists the cases whose client the caller is, by name', async () => {
    const { client, attorney, caseId } = await clientWithCase();
    const second = await seedCase({
      attorneyId: attorney.uid,
      clientId: client.uid,
      caseName: 'Aardvark Guardianship',
    });
    await seedCase({ attorneyId: attorney.uid, clientId: null, caseName: 'Pending invitation' });

    const answer = await callApi(apiPath(apiRoutes.myCases), { token: client.idToken });
    expect(answer.status).toBe(200);
    const cases = apiRoutes.myCases.response.parse(answer.body);
    expect(cases.map((c) => c._id)).toEqual([second, caseId]);
    expect(cases[1]).toMatchObject({
      name: 'Estate of Harold Guardian',
      caseName: 'Estate of Harold Guardian',
      caseNumber: await caseNumberOf(caseId),
    });

    const mallory = await signedInAccount('Guardian');
    expect((await callApi(apiPath(apiRoutes.myCases), { token: mallory.idToken })).body).toEqual([]);
  });
});

describe('GET /api/documents/property/{id}/cases', () => {
  it('answers 401 without a token and 404 for a property the caller cannot see', async () => {
    const { client, attorney } = await clientWithCase();
    const propertyId = await seedProperty({ ownerId: client.uid });
    expect((await callRoute(apiRoutes.propertyCases, { params: { id: propertyId } })).status).toBe(401);
    const answer = await callRoute(apiRoutes.propertyCases, { params: { id: propertyId }, token: attorney.idToken });
    expect(answer).toMatchObject({ status: 404, body: { message: errorsTexts.propertyNotFound } });
  });

  it('lists the cases linked to a property the caller can see, and may read', async () => {
    const { client, attorney, caseId } = await clientWithCase();
    const agent = await signedInAccount('Agent');
    const propertyId = await seedProperty({ ownerId: client.uid, sharedWith: { [agent.uid]: 'view' } });
    const other = await seedCase({ attorneyId: attorney.uid, clientId: client.uid, caseName: 'Aardvark Guardianship' });
    await adminDb
      .collection('properties')
      .doc(propertyId)
      .update({ caseIds: [caseId, other, 'it-deleted-case'] });

    const listed = async (token: string) => {
      const answer = await callRoute(apiRoutes.propertyCases, { params: { id: propertyId }, token });
      expect(answer.status).toBe(200);
      return apiRoutes.propertyCases.response.parse(answer.body).map((c) => c._id);
    };
    expect(await listed(client.idToken)).toEqual([other, caseId]);
    // An agent with a view share sees the property but is no member of its cases: no names, numbers or progress.
    expect(await listed(agent.idToken)).toEqual([]);

    const bare = await seedProperty({ ownerId: client.uid });
    expect((await callRoute(apiRoutes.propertyCases, { params: { id: bare }, token: client.idToken })).body).toEqual(
      [],
    );
  });
});

describe('DELETE /api/documents/disassociate-property', () => {
  const disassociate = (token: string | undefined, body: unknown) =>
    callApi(apiPath(apiRoutes.disassociateProperty), { method: 'DELETE', body, ...(token ? { token } : {}) });

  async function linkedPair(ownerId: string, attorneyId: string, clientId: string) {
    const propertyId = await seedProperty({ ownerId });
    const caseId = await seedCase({ attorneyId, clientId, propertyIds: [propertyId] });
    await adminDb
      .collection('properties')
      .doc(propertyId)
      .update({ caseIds: [caseId] });
    return { propertyId, caseId };
  }

  async function links(propertyId: string, caseId: string) {
    const [property, legalCase] = await Promise.all([
      adminDb.collection('properties').doc(propertyId).get(),
      adminDb.collection('cases').doc(caseId).get(),
    ]);
    return { caseIds: property.get('caseIds') as string[], propertyIds: legalCase.get('propertyIds') as string[] };
  }

  it('answers 401 without a token, 403 to an Agent and 400 without a property', async () => {
    expect((await disassociate(undefined, { caseId: 'c', propertyId: 'p' })).status).toBe(401);
    const agent = await signedInAccount('Agent');
    expect((await disassociate(agent.idToken, { caseId: 'c', propertyId: 'p' })).status).toBe(403);
    const client = await signedInAccount('Guardian');
    const answer = await disassociate(client.idToken, { caseId: 'c' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ path: 'propertyId', message: documentsTexts.selectProperty }] });
  });

  it('removes the link on both sides for the case client, and again for the attorney', async () => {
    const { client, attorney } = await clientWithCase();
    const first = await linkedPair(client.uid, attorney.uid, client.uid);
    const byClient = await disassociate(client.idToken, first);
    expect(byClient).toMatchObject({ status: 200, body: { message: apiTexts.propertyDisassociated } });
    expect(await links(first.propertyId, first.caseId)).toEqual({ caseIds: [], propertyIds: [] });
    const unlinked = await adminDb
      .collection('auditLog')
      .where('targetId', '==', first.caseId)
      .where('action', '==', 'case.propertyDisassociated')
      .get();
    expect(unlinked.docs.map((doc) => [doc.get('actorId'), doc.get('details')])).toEqual([
      [client.uid, { propertyId: first.propertyId }],
    ]);

    const second = await linkedPair(client.uid, attorney.uid, client.uid);
    expect((await disassociate(attorney.idToken, second)).status).toBe(200);
    expect(await links(second.propertyId, second.caseId)).toEqual({ caseIds: [], propertyIds: [] });

    expect(await disassociate(client.idToken, first)).toMatchObject({
      status: 404,
      body: { message: documentsTexts.notAssociated },
    });
  });

  it('answers 404 to someone outside the case and changes nothing', async () => {
    const { client, attorney } = await clientWithCase();
    const pair = await linkedPair(client.uid, attorney.uid, client.uid);
    const mallory = await signedInAccount('Guardian');
    expect(await disassociate(mallory.idToken, pair)).toMatchObject({
      status: 404,
      body: { message: errorsTexts.caseNotFound },
    });
    expect(await links(pair.propertyId, pair.caseId)).toEqual({
      caseIds: [pair.caseId],
      propertyIds: [pair.propertyId],
    });
  });
});
