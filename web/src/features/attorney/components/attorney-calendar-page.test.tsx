import { attorneyRoutes, attorneyTexts, CASE_LIST_PAGE_SIZE, todayIsoDate } from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { callApi } from '../../../lib/api-client';
import type * as ApiClientModule from '../../../lib/api-client';
import { attorneyProfileAnswerFixture } from '../../../test/attorney-profile-fixture';
import { answerApiCalls } from '../../../test/call-api-mock';
import { caseResponseFixture } from '../../../test/case-fixtures';
import { renderAtRoute } from '../testing/render-at-route';
import { AttorneyCalendarPage } from './attorney-calendar-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = attorneyTexts.calendar;
const profile = attorneyProfileAnswerFixture(
  {},
  {
    availability: [{ day: 'Tuesday', startTime: '10:00', endTime: '15:00' }],
  },
);

/** The 15th of the month after `isoDate`'s. */
function midNextMonth(isoDate: string): string {
  const [year = 0, month = 0] = isoDate.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-15` : `${year}-${String(month + 1).padStart(2, '0')}-15`;
}

describe('AttorneyCalendarPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('marks due dates in the month, lists them as links to their cases and shows the availability', async () => {
    const today = todayIsoDate();
    // A date in this month (today itself): it shows without moving the calendar.
    const dueToday = caseResponseFixture({ _id: 'c-today', id: 'c-today', title: 'Hearing Brief', dueDate: today });
    const nextMonth = caseResponseFixture({
      _id: 'c-later',
      id: 'c-later',
      title: 'Later Case',
      dueDate: midNextMonth(today),
    });
    // The server answers the cases due in the span asked for.
    answerApiCalls([
      [
        attorneyRoutes.attorneyCases,
        (options) => {
          const { dueFrom, dueTo } = (options as { query: { dueFrom: string; dueTo: string } }).query;
          return [dueToday, nextMonth].filter(
            ({ dueDate }) => dueDate !== null && dueFrom <= dueDate && dueDate <= dueTo,
          );
        },
      ],
      [attorneyRoutes.attorneyProfile, () => profile],
    ]);
    const user = userEvent.setup();
    renderAtRoute('/attorney/calendar', '/attorney/calendar', <AttorneyCalendarPage />);

    const dueThisMonth = await screen.findByRole('region', { name: new RegExp(`^${text.casesDueThisMonth}`) });
    // The region shows at once, its month's cases once read.
    expect(await within(dueThisMonth).findByRole('link', { name: 'Hearing Brief' })).toHaveAttribute(
      'href',
      '/attorney/cases/c-today',
    );
    expect(within(dueThisMonth).queryByText('Later Case')).not.toBeInTheDocument();
    expect(screen.getByText(text.availableSlot('Tuesday', '10:00', '15:00'))).toBeInTheDocument();
    // Today's cell carries the number of cases due.
    expect(screen.getByRole('gridcell', { name: new RegExp(text.dueCount(1)) })).toBeInTheDocument();

    // The next month lists the next month's case instead.
    await user.click(screen.getByRole('button', { name: text.nextMonth }));
    const later = await screen.findByRole('region', { name: new RegExp(`^${text.casesDueThisMonth}`) });
    expect(await within(later).findByRole('link', { name: 'Later Case' })).toHaveAttribute(
      'href',
      '/attorney/cases/c-later',
    );
    expect(within(later).queryByText('Hearing Brief')).not.toBeInTheDocument();
    // One month read at a time, first day to last.
    const spans = vi
      .mocked(callApi)
      .mock.calls.filter(([route]) => route === attorneyRoutes.attorneyCases)
      .map(([, options]) => (options as { query?: Record<string, string> }).query);
    const monthOf = (isoDate: string) => dayjs(isoDate).startOf('month');
    expect(spans).toEqual(
      [monthOf(today), monthOf(midNextMonth(today))].map((month) => ({
        limit: String(CASE_LIST_PAGE_SIZE),
        dueFrom: month.format('YYYY-MM-DD'),
        dueTo: month.endOf('month').format('YYYY-MM-DD'),
      })),
    );
  });
});
