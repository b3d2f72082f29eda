import { addDaysIso, attorneyRoutes, attorneyTexts, todayIsoDate } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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

function openDashboard() {
  return renderAtRoute('/attorney/dashboard', '/attorney/dashboard', <AttorneyDashboardPage />);
}

describe('AttorneyDashboardPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the empty state, no deadlines and the Profile and Calendar buttons', async () => {
    answerApiCalls([[attorneyRoutes.attorneyCases, () => []]]);
    openDashboard();
    expect(await screen.findByText(text.noCases)).toBeInTheDocument();
    expect(screen.getByText(text.noUpcomingDeadlines)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.profileButton })).toHaveAttribute('href', '/attorney/profile');
    expect(screen.getByRole('link', { name: text.calendarButton })).toHaveAttribute('href', '/attorney/calendar');
  });

  it("lists the cases with 'Not set' due dates, counts them at a glance and lists the five soonest deadlines", async () => {
    const dueIn = (days: number) => addDaysIso(today, days);
    const cases = [
      caseResponseFixture({ _id: 'no-date', id: 'no-date', title: 'No Date Case', dueDate: null, status: 'New' }),
      caseResponseFixture({ _id: 'past', id: 'past', title: 'Past Case', dueDate: dueIn(-3), status: 'Review' }),
      ...[9, 2, 30, 5, 14, 21].map((days) =>
        caseResponseFixture({
          _id: `due-${days}`,
          id: `due-${days}`,
          title: `Due in ${days}`,
          dueDate: dueIn(days),
          priority: 'Low',
        }),
      ),
    ];
    answerApiCalls([[attorneyRoutes.attorneyCases, () => cases]]);
    openDashboard();

    const table = await screen.findByRole('table');
    const noDateRow = within(table).getByText('No Date Case').closest('tr');
    if (!noDateRow) throw new Error('the case has no row');
    expect(within(noDateRow).getByText(text.notSet)).toBeInTheDocument();
    expect(within(noDateRow).getByRole('link', { name: new RegExp(text.viewDetails) })).toHaveAttribute(
      'href',
      '/attorney/cases/no-date',
    );

    const glance = screen.getByRole('region', { name: text.atAGlance });
    const count = (label: string) => within(glance).getByText(label).nextElementSibling?.textContent;
    expect(count(text.glance.new)).toBe('1');
    expect(count(text.glance.inProgress)).toBe('6');
    expect(count(text.glance.underReview)).toBe('1');
    expect(count(text.glance.highPriority)).toBe('2');

    const deadlines = within(screen.getByRole('region', { name: text.upcomingDeadlines })).getAllByRole('link');
    expect(deadlines.map((link) => link.textContent)).toEqual([
      'Due in 2',
      'Due in 5',
      'Due in 9',
      'Due in 14',
      'Due in 21',
    ]);
  });
});
