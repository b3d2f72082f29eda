import {
  addDaysIso,
  type AttorneyCaseSummary,
  attorneyRoutes,
  attorneyTexts,
  CASE_LIST_PAGE_SIZE,
  todayIsoDate,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { callApi } from '../../../lib/api-client';
import type * as ApiClientModule from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { caseResponseFixture } from '../../../test/case-fixtures';
import { renderAtRoute } from '../testing/render-at-route';
import { AttorneyDashboardPage } from './attorney-dashboard-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/notify', () => ({ useNotify: () => notify }));

const text = attorneyTexts;
const today = todayIsoDate();
const noSummary: AttorneyCaseSummary = {
  glance: { new: 0, inProgress: 0, underReview: 0, highPriority: 0 },
  upcomingDeadlines: [],
};

function openDashboard() {
  return renderAtRoute('/attorney/dashboard', '/attorney/dashboard', <AttorneyDashboardPage />);
}

function caseNamed(id: string, fields: Parameters<typeof caseResponseFixture>[0] = {}) {
  return caseResponseFixture({ _id: id, id, title: id, ...fields });
}

/** The `query` of each call of `route`, in order. */
function queriesOf(route: (typeof attorneyRoutes)[keyof typeof attorneyRoutes]) {
  return vi
    .mocked(callApi)
    .mock.calls.filter(([called]) => called === route)
    .map(([, options]) => (options as { query?: Record<string, string> }).query);
}

describe('AttorneyDashboardPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the empty state, no deadlines and the Profile and Calendar buttons', async () => {
    answerApiCalls([
      [attorneyRoutes.attorneyCases, () => []],
      [attorneyRoutes.attorneyCaseSummary, () => noSummary],
    ]);
    openDashboard();
    expect(await screen.findByText(text.noCases)).toBeInTheDocument();
    expect(await screen.findByText(text.noUpcomingDeadlines)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.profileButton })).toHaveAttribute('href', '/attorney/profile');
    expect(screen.getByRole('link', { name: text.calendarButton })).toHaveAttribute('href', '/attorney/calendar');
  });

  it("lists the cases with 'Not set' due dates, and shows the whole caseload's counts and deadlines from the server", async () => {
    const soonest = [2, 5, 9, 14, 21].map((days) => caseNamed(`Due in ${days}`, { dueDate: addDaysIso(today, days) }));
    answerApiCalls([
      [
        attorneyRoutes.attorneyCases,
        () => [caseNamed('no-date', { title: 'No Date Case', dueDate: null, status: 'New' })],
      ],
      [
        attorneyRoutes.attorneyCaseSummary,
        () => ({ glance: { new: 120, inProgress: 64, underReview: 7, highPriority: 31 }, upcomingDeadlines: soonest }),
      ],
    ]);
    openDashboard();

    const table = await screen.findByRole('table');
    const noDateRow = within(table).getByText('No Date Case').closest('tr');
    if (!noDateRow) throw new Error('the case has no row');
    expect(within(noDateRow).getByText(text.notSet)).toBeInTheDocument();
    expect(within(noDateRow).getByRole('link', { name: new RegExp(text.viewDetails) })).toHaveAttribute(
      'href',
      '/attorney/cases/no-date',
    );

    // The counts are the server's over every case, not over the one case loaded here.
    const glance = await screen.findByRole('region', { name: text.atAGlance });
    const count = (label: string) => within(glance).getByText(label).nextElementSibling?.textContent;
    expect(count(text.glance.new)).toBe('120');
    expect(count(text.glance.inProgress)).toBe('64');
    expect(count(text.glance.underReview)).toBe('7');
    expect(count(text.glance.highPriority)).toBe('31');

    const deadlines = within(screen.getByRole('region', { name: text.upcomingDeadlines })).getAllByRole('link');
    expect(deadlines.map((link) => link.textContent)).toEqual([
      'Due in 2',
      'Due in 5',
      'Due in 9',
      'Due in 14',
      'Due in 21',
    ]);
    // Deadlines are days where the attorney is: the page sends its own day.
    expect(queriesOf(attorneyRoutes.attorneyCaseSummary)).toEqual([{ today }]);
  });

  it('reads the cases a page at a time: "Show more cases" adds the next page after the last case shown', async () => {
    const firstPage = Array.from({ length: CASE_LIST_PAGE_SIZE }, (_, index) => caseNamed(`Case ${index + 1}`));
    answerApiCalls([
      [
        attorneyRoutes.attorneyCases,
        (options) => ((options as { query: { after?: string } }).query.after ? [caseNamed('Oldest Case')] : firstPage),
      ],
      [attorneyRoutes.attorneyCaseSummary, () => noSummary],
    ]);
    const user = userEvent.setup();
    openDashboard();

    expect(await screen.findByText(`Case ${CASE_LIST_PAGE_SIZE}`)).toBeInTheDocument();
    expect(screen.queryByText('Oldest Case')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.showMoreCases }));
    expect(await screen.findByText('Oldest Case')).toBeInTheDocument();
    expect(screen.getByText('Case 1')).toBeInTheDocument();
    // A short page is the last: nothing more to show.
    expect(screen.queryByRole('button', { name: text.showMoreCases })).not.toBeInTheDocument();
    expect(queriesOf(attorneyRoutes.attorneyCases)).toEqual([
      { limit: String(CASE_LIST_PAGE_SIZE) },
      { limit: String(CASE_LIST_PAGE_SIZE), after: `Case ${CASE_LIST_PAGE_SIZE}` },
    ]);
  });
});
