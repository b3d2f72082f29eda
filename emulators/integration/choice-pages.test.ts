import { apiRoutes, apiTexts } from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, failedFields, type ApiAnswer } from './support/api-client';
import { seedCase } from './support/cases';
import { seedProperty } from './support/properties';
import { signedInAccount, type RegisteredAccount } from './support/registered-accounts';

/*
 * Issue 25: the pickers pay for the choices they show. GET /api/documents/my-cases (the upload form's cases) and GET
 * /api/documents/case/{caseId}/client-properties (the case's linking control) answer a page, newest first, with
 * `?limit=&after=`; the pages add up to exactly the whole list, and an `after` outside the caller's list is refused
 * without telling anything about it.
 */

type Account = RegisteredAccount & { idToken: string };

/** Distinct creation times, oldest first, so "newest first" has one answer. */
const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 9, n));

const idsOf = (answer: ApiAnswer): string[] => {
  expect(answer.status).toBe(200);
  return (answer.body as { _id: string }[]).map((item) => item._id);
};

/** Every page of `pageSize` from the first, following `after`, until a short page: the pages in order. */
async function readPages(read: (query: Record<string, string>) => Promise<ApiAnswer>, pageSize: number) {
  const pages: string[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = idsOf(await read({ limit: String(pageSize), ...(after === undefined ? {} : { after }) }));
    pages.push(page);
    if (page.length < pageSize) return pages;
    after = page.at(-1);
  }
}

describe('GET /api/documents/my-cases?limit=&after=', () => {
  let client: Account;
  let newestFirst: string[];
  let byName: string[];
  let othersCase: string;

  beforeAll(async () => {
    const [guardian, attorney, other] = await Promise.all([
      signedInAccount('Guardian'),
      signedInAccount('Attorney'),
      signedInAccount('Guardian'),
    ]);
    client = guardian;
    // Created in an order that is not the order of their names.
    const names = ['Estate C', 'Estate A', 'Estate E', 'Estate B', 'Estate D'];
    const seeded: { id: string; name: string }[] = [];
    for (const [n, name] of names.entries()) {
      const id = await seedCase({
        attorneyId: attorney.uid,
        clientId: client.uid,
        caseName: name,
        createdAt: minute(n),
      });
      seeded.push({ id, name });
    }
    newestFirst = seeded.map(({ id }) => id).reverse();
    byName = [...seeded].sort((a, b) => a.name.localeCompare(b.name)).map(({ id }) => id);
    othersCase = await seedCase({ attorneyId: attorney.uid, clientId: other.uid, createdAt: minute(10) });
    // A newer case of the attorney's whose client has not joined yet is nobody's choice.
    await seedCase({ attorneyId: attorney.uid, clientId: null, createdAt: minute(11) });
  });

  const read = (query: Record<string, string>) => callRoute(apiRoutes.myCases, { token: client.idToken, query });

  it('answers pages, newest first, that add up to the whole list (which stays by name)', async () => {
    const pages = await readPages(read, 2);
    expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4)]);
    const whole = idsOf(await callRoute(apiRoutes.myCases, { token: client.idToken }));
    expect(whole).toEqual(byName);
    expect(new Set(pages.flat())).toEqual(new Set(whole));
  });

  it("refuses an `after` that is not one of the caller's cases, and a limit out of range", async () => {
    for (const after of [othersCase, 'no-such-case']) {
      const answer = await read({ limit: '2', after });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: apiTexts.unknownAfter });
      expect(failedFields(answer)).toEqual(['query.after']);
    }
    for (const limit of ['0', '201', 'ten']) {
      const answer = await read({ limit });
      expect(answer.status).toBe(400);
      expect(failedFields(answer)).toEqual(['query.limit']);
    }
  });
});

describe('GET /api/documents/case/{caseId}/client-properties?limit=&after=', () => {
  let attorney: Account;
  let caseId: string;
  let unlinkedNewestFirst: string[];
  let strangersProperty: string;

  beforeAll(async () => {
    const [client, lawyer, stranger] = await Promise.all([
      signedInAccount('Guardian'),
      signedInAccount('Attorney'),
      signedInAccount('Executor'),
    ]);
    attorney = lawyer;
    const owned: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      owned.push(await seedProperty({ ownerId: client.uid, address: `${n + 1} Elm Street`, createdAt: minute(n) }));
    }
    // The newest and a middle one are linked already: they are read and left out, never offered.
    const linked = [owned[5], owned[2]].filter((id) => id !== undefined);
    caseId = await seedCase({ attorneyId: attorney.uid, clientId: client.uid, propertyIds: linked });
    unlinkedNewestFirst = owned.filter((id) => !linked.includes(id)).reverse();
    strangersProperty = await seedProperty({ ownerId: stranger.uid, createdAt: minute(20) });
  });

  const read = (query: Record<string, string>) =>
    callRoute(apiRoutes.caseClientProperties, { token: attorney.idToken, params: { caseId }, query });

  it('answers full pages of the unlinked ones, newest first, that add up to the whole list', async () => {
    const pages = await readPages(read, 2);
    expect(pages).toEqual([unlinkedNewestFirst.slice(0, 2), unlinkedNewestFirst.slice(2, 4)].concat([[]]));
    const whole = idsOf(
      await callRoute(apiRoutes.caseClientProperties, { token: attorney.idToken, params: { caseId } }),
    );
    expect(new Set(pages.flat())).toEqual(new Set(whole));
    expect(whole).toHaveLength(4);
    // A page as long as what is left is full and its answer says so: the next one is empty, not a repeat.
    expect(await readPages(read, 4)).toEqual([unlinkedNewestFirst, []]);
    expect(await readPages(read, 3)).toEqual([unlinkedNewestFirst.slice(0, 3), unlinkedNewestFirst.slice(3)]);
  });

  it("refuses an `after` that is not the client's property", async () => {
    const answer = await read({ limit: '2', after: strangersProperty });
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toEqual(['query.after']);
  });
});
