import { randomUUID } from 'node:crypto';
import {
  apiPath,
  apiRoutes,
  apiTexts,
  LIST_PAGE_MAX_SIZE,
  UNCATEGORIZED_CASE_ID,
  validationTexts,
} from '@estatekey/domain';
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { countCasesWithDocuments } from '../../functions/src/triggers/documents/count-cases-with-documents';
import { adminDb } from './support/admin';
import { callApi, callRoute, failedFields } from './support/api-client';
import { seedCase } from './support/cases';
import { signedInAccount } from './support/registered-accounts';
import { waitFor } from './support/wait-for';

/*
 * Issue 25: the document lists and the attorney's cases page with `?limit=&after=` (newest first, the limit applied in
 * Firestore) and answer the whole list without `limit`; the document stats are count() aggregates over the documents
 * and the cases' `readersWithDocuments`, which a trigger keeps.
 */

const base = Date.parse('2026-03-01T12:00:00Z');

interface DocumentSeed {
  readonly caseId: string | null;
  readonly readerIds: readonly string[];
  /** Minutes after `base`; documents may share one (the id orders them then). */
  readonly minute: number;
}

/** Writes `documents/{id}` as an upload would have (no blob: the lists never read it); returns its id. */
async function seedDocument(seed: DocumentSeed, id = `it-doc-${randomUUID()}`): Promise<string> {
  await adminDb
    .collection('documents')
    .doc(id)
    .set({
      id,
      caseId: seed.caseId,
      caseName: seed.caseId === null ? '' : 'Estate of Harold Guardian',
      caseNumber: '',
      documentType: 'Petition',
      description: '',
      filingDate: null,
      originalName: `${id}.pdf`,
      storagePath: `documents/${id}`,
      mimeType: 'application/pdf',
      size: 1,
      sha256: '0'.repeat(64),
      uploaderId: seed.readerIds[0] ?? 'nobody',
      uploaderName: 'Ann Lee',
      uploaderRole: 'Attorney',
      viewedBy: {},
      viewerNames: {},
      readerIds: [...seed.readerIds],
      createdAt: Timestamp.fromMillis(base + seed.minute * 60_000),
    });
  return id;
}

/** The order the lists promise: newest first, then the greater id first. */
function newestFirst(documents: readonly { id: string; minute: number }[]): string[] {
  return [...documents]
    .sort((a, b) => b.minute - a.minute || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((document) => document.id);
}

type DocumentList = typeof apiRoutes.clientDocuments | typeof apiRoutes.attorneyDocuments;

async function listPage(route: DocumentList, token: string, query: Record<string, string>) {
  const answer = await callRoute(route, { token, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return route.response.parse(answer.body);
}

/** Reads the whole list page by page, `after` the last id of each answer, until a short page. */
async function walkPages(route: DocumentList, token: string, limit: number) {
  const pages = [];
  let after: string | undefined;
  for (;;) {
    const page = await listPage(route, token, { limit: String(limit), ...(after ? { after } : {}) });
    pages.push(page);
    if (page.allDocuments.length < limit) return pages;
    after = page.allDocuments.at(-1)?._id;
  }
}

/** An attorney and a client with two cases of seven documents (three share a minute), and one case without any. */
async function firmWithDocuments() {
  const [attorney, client] = await Promise.all([signedInAccount('Attorney'), signedInAccount('Guardian')]);
  const readers = [attorney.uid, client.uid];
  const [alpha, beta, empty] = await Promise.all([
    seedCase({ attorneyId: attorney.uid, clientId: client.uid, caseName: 'Alpha Estate' }),
    seedCase({ attorneyId: attorney.uid, clientId: client.uid, caseName: 'Beta Guardianship' }),
    seedCase({ attorneyId: attorney.uid, clientId: client.uid, caseName: 'Aardvark Estate' }),
  ]);
  const seeds: DocumentSeed[] = [
    { caseId: alpha, readerIds: readers, minute: 1 },
    { caseId: beta, readerIds: readers, minute: 2 },
    { caseId: alpha, readerIds: readers, minute: 3 },
    { caseId: beta, readerIds: readers, minute: 3 },
    { caseId: alpha, readerIds: readers, minute: 3 },
    { caseId: null, readerIds: [client.uid], minute: 4 },
    { caseId: beta, readerIds: readers, minute: 5 },
  ];
  const documents = await Promise.all(
    seeds.map(async (seed) => ({ id: await seedDocument(seed), minute: seed.minute, caseId: seed.caseId })),
  );
  return { attorney, client, cases: { alpha, beta, empty }, documents };
}

describe('GET /api/documents/{client,attorney}-documents with ?limit=&after=', () => {
  it('pages newest first by time then id, without gaps or repeats; the first page carries every case, later pages their own', async () => {
    const { attorney, client, cases, documents } = await firmWithDocuments();
    const clientOrder = newestFirst(documents);
    const attorneyOrder = newestFirst(documents.filter((document) => document.caseId !== null));

    const clientPages = await walkPages(apiRoutes.clientDocuments, client.idToken, 3);
    expect(clientPages.map((page) => page.allDocuments.length)).toEqual([3, 3, 1]);
    expect(clientPages.flatMap((page) => page.allDocuments.map((document) => document._id))).toEqual(clientOrder);
    for (const page of clientPages) {
      const grouped = page.groupedByCase.flatMap((group) => group.documents.map((document) => document._id));
      expect(grouped.sort()).toEqual(page.allDocuments.map((document) => document._id).sort());
    }
    // A case without documents (a client who has just joined it) is listed on the first page, as an empty group.
    expect(clientPages[0]?.groupedByCase.find((group) => group.caseId === cases.empty)?.documents).toEqual([]);
    for (const page of clientPages.slice(1)) {
      expect(page.groupedByCase.map((group) => group.caseId)).not.toContain(cases.empty);
    }
    // The newest page holds the uncategorized document (minute 4), its group last.
    expect(clientPages[0]?.groupedByCase.at(-1)?.caseId).toBe(UNCATEGORIZED_CASE_ID);

    const attorneyPages = await walkPages(apiRoutes.attorneyDocuments, attorney.idToken, 2);
    expect(attorneyPages.flatMap((page) => page.allDocuments.map((document) => document._id))).toEqual(attorneyOrder);
    const withProgress = await listPage(apiRoutes.attorneyDocuments, attorney.idToken, {
      limit: '1',
      includeProgress: 'true',
    });
    expect(withProgress.groupedByCase.map((group) => [group.caseId, group.documents.length])).toEqual([
      [cases.empty, 0],
      [cases.alpha, 0],
      [cases.beta, 1],
    ]);
    expect(withProgress.groupedByCase).toContainEqual(
      expect.objectContaining({
        caseId: cases.beta,
        caseType: 'Probate Real Estate',
        progressStatus: expect.any(Object),
      }),
    );
  });

  it('answers the whole list without limit, with the empty cases, as the spec says', async () => {
    const { client, cases, documents } = await firmWithDocuments();
    const whole = await listPage(apiRoutes.clientDocuments, client.idToken, {});
    // Newest first; documents of the same moment come in no promised order without paging.
    const ids = whole.allDocuments.map((document) => document._id);
    expect([...ids].sort()).toEqual(newestFirst(documents).sort());
    const minuteOf = new Map(documents.map((document) => [document.id, document.minute]));
    const minutes = ids.map((id) => minuteOf.get(id) ?? 0);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(whole.groupedByCase.map((group) => [group.caseId, group.documents.length])).toEqual([
      [cases.empty, 0],
      [cases.alpha, 3],
      [cases.beta, 3],
      [UNCATEGORIZED_CASE_ID, 1],
    ]);
  });

  it('refuses a limit out of 1…200 with its text, and an after that is not in the list', async () => {
    const { attorney, client, documents } = await firmWithDocuments();
    const stranger = await signedInAccount('Guardian');
    const message = validationTexts.invalidPageLimit(LIST_PAGE_MAX_SIZE);
    for (const route of [apiRoutes.clientDocuments, apiRoutes.attorneyDocuments, apiRoutes.attorneyCases]) {
      for (const limit of ['0', String(LIST_PAGE_MAX_SIZE + 1), 'ten', '1.5', '-1']) {
        const answer = await callRoute(route, { token: attorney.idToken, query: { limit } });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ errors: [{ path: 'query.limit', message }] });
        expect(failedFields(answer)).toEqual(['query.limit']);
      }
      const answer = await callRoute(route, { token: attorney.idToken, query: { limit: String(LIST_PAGE_MAX_SIZE) } });
      expect(answer.status).toBe(200);
    }
    const notTheirs = await callRoute(apiRoutes.clientDocuments, {
      token: stranger.idToken,
      query: { limit: '2', after: documents[0]?.id ?? '' },
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body).toMatchObject({ message: apiTexts.unknownAfter });
    const missing = await callRoute(apiRoutes.clientDocuments, {
      token: client.idToken,
      query: { limit: '2', after: `it-missing-${randomUUID()}` },
    });
    expect(missing.status).toBe(400);
  });
});

describe('GET /api/attorney/cases with ?limit=&after=', () => {
  it("pages the attorney's own cases newest first and answers all of them without limit", async () => {
    const [attorney, other] = await Promise.all([signedInAccount('Attorney'), signedInAccount('Attorney')]);
    for (let index = 0; index < 5; index += 1) await seedCase({ attorneyId: attorney.uid, clientId: null });
    const othersCase = await seedCase({ attorneyId: other.uid, clientId: null });
    const route = apiRoutes.attorneyCases;
    const read = async (query: Record<string, string>) => {
      const answer = await callRoute(route, { token: attorney.idToken, query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return route.response.parse(answer.body).map((legalCase) => legalCase._id);
    };
    const whole = await read({});
    expect(whole).toHaveLength(5);
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      pages.push(await read({ limit: '2', ...(after ? { after } : {}) }));
      after = pages.at(-1)?.at(-1);
    } while (pages.at(-1)?.length === 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(whole);
    const foreign = await callRoute(route, { token: attorney.idToken, query: { limit: '2', after: othersCase } });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: apiTexts.unknownAfter });
    const answer = await callRoute(route, { token: attorney.idToken });
    expect(route.response.parse(answer.body)[0]).not.toHaveProperty('readersWithDocuments');
  });
});

function statsOf(token: string) {
  return callApi(apiPath(apiRoutes.documentStats), { token }).then((answer) => answer.body);
}

describe('GET /api/documents/stats', () => {
  it('counts the readable documents and the cases holding one of them', async () => {
    const { attorney, client } = await firmWithDocuments();
    const stranger = await signedInAccount('Guardian');
    // The cases' reader lists come from the trigger, a moment after the documents.
    await waitFor('the client’s counts', async () => {
      const stats = await statsOf(client.idToken);
      return JSON.stringify(stats) === JSON.stringify({ totalDocuments: 7, casesWithDocuments: 2 }) ? stats : undefined;
    });
    await waitFor('the attorney’s counts', async () => {
      const stats = await statsOf(attorney.idToken);
      return JSON.stringify(stats) === JSON.stringify({ totalDocuments: 6, casesWithDocuments: 2 }) ? stats : undefined;
    });
    expect(await statsOf(stranger.idToken)).toEqual({ totalDocuments: 0, casesWithDocuments: 0 });
  });
});

type Change = { before: DocumentSnapshot; after: DocumentSnapshot };

/** Applies `apply` to the document and returns the snapshots on either side, as Cloud Functions hands them over. */
async function write(ref: DocumentReference, apply: () => Promise<unknown>): Promise<Change> {
  const before = await ref.get();
  await apply();
  return { before, after: await ref.get() };
}

const eventOf = (data: Change) => ({ id: `it-event-${randomUUID()}`, data });

async function readersWithDocuments(caseId: string): Promise<string[]> {
  const value = (await adminDb.collection('cases').doc(caseId).get()).get('readersWithDocuments') as unknown;
  return Array.isArray(value) ? value.map(String).sort() : [];
}

describe('the trigger countCasesWithDocuments', () => {
  it('keeps readersWithDocuments right on create, change and delete, delivered twice or out of order', async () => {
    const caseId = await seedCase({ attorneyId: `it-att-${randomUUID()}`, clientId: `it-cli-${randomUUID()}` });
    const [ann, bo] = [`it-ann-${randomUUID()}`, `it-bo-${randomUUID()}`].sort() as [string, string];
    const first = adminDb.collection('documents').doc(`it-doc-${randomUUID()}`);
    const second = adminDb.collection('documents').doc(`it-doc-${randomUUID()}`);

    const created = eventOf(
      await write(first, () => seedDocument({ caseId, readerIds: [ann, bo], minute: 1 }, first.id)),
    );
    for (const event of [created, created]) await countCasesWithDocuments(event);
    expect(await readersWithDocuments(caseId)).toEqual([ann, bo]);

    const alsoAnn = eventOf(
      await write(second, () => seedDocument({ caseId, readerIds: [ann], minute: 2 }, second.id)),
    );
    const removed = eventOf(await write(first, () => first.delete()));
    // The delete twice, then the older events late: bo read only the deleted document, ann reads the second one.
    for (const event of [removed, removed, created, alsoAnn]) await countCasesWithDocuments(event);
    expect(await readersWithDocuments(caseId)).toEqual([ann]);

    const handedOver = eventOf(await write(second, () => second.update({ readerIds: [bo] })));
    for (const event of [handedOver, alsoAnn, handedOver]) await countCasesWithDocuments(event);
    expect(await readersWithDocuments(caseId)).toEqual([bo]);

    const gone = eventOf(await write(second, () => second.delete()));
    for (const event of [gone, handedOver, gone]) await countCasesWithDocuments(event);
    expect(await readersWithDocuments(caseId)).toEqual([]);
  });

  it('is backfilled by the documents repair for a case written before it', async () => {
    const { attorney, cases } = await firmWithDocuments();
    await adminDb
      .collection('cases')
      .doc(cases.alpha)
      .update({ readersWithDocuments: ['it-someone-else'] });
    await adminDb
      .collection('cases')
      .doc(cases.empty)
      .update({ readersWithDocuments: [attorney.uid] });
    const answer = await callApi(apiPath(apiRoutes.fixDocuments), { method: 'POST', token: attorney.idToken });
    expect(answer.status).toBe(200);
    expect(await readersWithDocuments(cases.alpha)).toEqual(expect.arrayContaining([attorney.uid]));
    expect(await readersWithDocuments(cases.alpha)).not.toContain('it-someone-else');
    expect(await readersWithDocuments(cases.empty)).toEqual([]);
  });
});
