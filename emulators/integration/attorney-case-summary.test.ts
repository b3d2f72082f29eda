import {
  apiRoutes,
  caseGlanceCounts,
  type CasePriority,
  type CaseStatus,
  upcomingDeadlines,
  validationTexts,
} from '@estatekey/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, failedFields } from './support/api-client';
import { seedCase } from './support/cases';
import { signedInAccount } from './support/registered-accounts';

/*
 * Issue 25: the attorney's dashboard and calendar cost the same for twenty cases or two thousand. GET
 * /api/attorney/case-summary answers 'At a Glance' and 'Upcoming Deadlines' from count() aggregates and one limited
 * query, and must answer exactly what the domain's rules (caseGlanceCounts, upcomingDeadlines) say of the whole
 * caseload; GET /api/attorney/cases?dueFrom=&dueTo= answers one month of due dates, soonest first, page by page.
 */

const today = '2026-06-10';

interface SeededCase {
  readonly _id: string;
  readonly status: CaseStatus;
  readonly priority: CasePriority;
  readonly dueDate: string | null;
}

/** A caseload with every status, priority and kind of due date: none, past, today, future, and a Closed future one. */
const caseload: readonly Omit<SeededCase, '_id'>[] = [
  { status: 'New', priority: 'High', dueDate: null },
  { status: 'New', priority: 'Medium', dueDate: '2026-06-09' },
  { status: 'New', priority: 'Low', dueDate: today },
  { status: 'In Progress', priority: 'High', dueDate: '2026-06-30' },
  { status: 'In Progress', priority: 'Medium', dueDate: '2026-06-12' },
  { status: 'In Progress', priority: 'Low', dueDate: '2026-07-01' },
  { status: 'Review', priority: 'High', dueDate: '2026-06-11' },
  { status: 'Review', priority: 'Low', dueDate: '2026-08-01' },
  { status: 'Closed', priority: 'High', dueDate: '2026-06-10' },
  { status: 'Closed', priority: 'Medium', dueDate: '2026-06-15' },
  { status: 'New', priority: 'Medium', dueDate: '2026-05-31' },
];

async function seedCaseload(attorneyId: string): Promise<SeededCase[]> {
  return await Promise.all(
    caseload.map(async (legalCase) => ({
      ...legalCase,
      _id: await seedCase({ attorneyId, clientId: null, ...legalCase }),
    })),
  );
}

describe('GET /api/attorney/case-summary', () => {
  let attorney: Awaited<ReturnType<typeof signedInAccount>>;
  let seeded: SeededCase[];

  beforeAll(async () => {
    const [own, other] = await Promise.all([signedInAccount('Attorney'), signedInAccount('Attorney')]);
    attorney = own;
    seeded = await seedCaseload(attorney.uid);
    // Another attorney's caseload, due sooner than any of ours: none of it may count or show.
    await seedCaseload(other.uid);
  });

  it("answers the domain's At a Glance counts and Upcoming Deadlines of the whole caseload", async () => {
    const route = apiRoutes.attorneyCaseSummary;
    const answer = await callRoute(route, { token: attorney.idToken, query: { today } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const summary = route.response.parse(answer.body);
    expect(summary.glance).toEqual(caseGlanceCounts(seeded));
    expect(summary.glance).toEqual({ new: 4, inProgress: 3, underReview: 2, highPriority: 4 });
    const expected = upcomingDeadlines(seeded, today);
    expect(summary.upcomingDeadlines.map((legalCase) => legalCase._id)).toEqual(expected.map(({ _id }) => _id));
    // Today's case first, the Closed one of today and the past ones left out, five at most.
    expect(summary.upcomingDeadlines.map((legalCase) => legalCase.dueDate)).toEqual([
      today,
      '2026-06-11',
      '2026-06-12',
      '2026-06-30',
      '2026-07-01',
    ]);
  });

  it("uses the server's day without ?today=, refuses a day that is not one, and is the attorney area's", async () => {
    const route = apiRoutes.attorneyCaseSummary;
    const serverDay = await callRoute(route, { token: attorney.idToken });
    expect(serverDay.status).toBe(200);
    expect(route.response.parse(serverDay.body).glance).toEqual(caseGlanceCounts(seeded));
    const notADay = await callRoute(route, { token: attorney.idToken, query: { today: '2026-02-30' } });
    expect(notADay.status).toBe(400);
    expect(failedFields(notADay)).toEqual(['query.today']);
    const guardian = await signedInAccount('Guardian');
    expect((await callRoute(route, { token: guardian.idToken })).status).toBe(403);
  });
});

describe('GET /api/attorney/cases?dueFrom=&dueTo=', () => {
  it('answers the cases due in the span, both ends included, soonest first, page by page', async () => {
    const attorney = await signedInAccount('Attorney');
    const seeded = await seedCaseload(attorney.uid);
    const route = apiRoutes.attorneyCases;
    const read = async (query: Record<string, string>) => {
      const answer = await callRoute(route, { token: attorney.idToken, query });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return route.response.parse(answer.body);
    };
    const june = { dueFrom: '2026-06-01', dueTo: '2026-06-30' };
    const whole = await read(june);
    const inJune = seeded
      .filter(({ dueDate }) => dueDate !== null && dueDate >= june.dueFrom && dueDate <= june.dueTo)
      .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a._id.localeCompare(b._id));
    expect(whole.map(({ _id }) => _id)).toEqual(inJune.map(({ _id }) => _id));
    expect(whole.map(({ dueDate }) => dueDate)).toEqual([
      '2026-06-09',
      today,
      today,
      '2026-06-11',
      '2026-06-12',
      '2026-06-15',
      '2026-06-30',
    ]);

    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const page = await read({ ...june, limit: '3', ...(after ? { after } : {}) });
      pages.push(page.map(({ _id }) => _id));
      after = pages.at(-1)?.at(-1);
    } while (pages.at(-1)?.length === 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(whole.map(({ _id }) => _id));

    const fromAugust = await read({ dueFrom: '2026-08-01' });
    expect(fromAugust.map(({ dueDate }) => dueDate)).toEqual(['2026-08-01']);
  });

  it('refuses a span that ends before it starts, with its text', async () => {
    const attorney = await signedInAccount('Attorney');
    const answer = await callRoute(apiRoutes.attorneyCases, {
      token: attorney.idToken,
      query: { dueFrom: '2026-06-30', dueTo: '2026-06-01' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ path: 'query.dueTo', message: validationTexts.dueSpanReversed }] });
  });
});
