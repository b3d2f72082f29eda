import {
  addDaysIso,
  commonTexts,
  formatLongUsDate,
  type Property,
  type AgentShowing,
  showingRoutes,
  agentShowingSchema,
  showingsTexts,
  todayIsoDate,
} from '@estatekey/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { callApi } from '../../../lib/api-client';
import type { LivePage } from '../../../lib/firebase/live-page';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { useMemberProperties } from '../../../data/properties/use-member-properties';
import { useBookedShowings, useBookedShowingsInMonth } from '../../../data/showings/use-showings';
import { answerApiCalls } from '../../../test/call-api-mock';
import { propertyFixture } from '../../../test/property-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ScheduleShowingPage } from './schedule-showing-page';

vi.mock('../../../data/properties/use-member-properties', () => ({ useMemberProperties: vi.fn() }));
vi.mock('../../../data/showings/use-showings', () => ({
  useBookedShowings: vi.fn(),
  useBookedShowingsInMonth: vi.fn(),
}));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

// Only Date is faked (timers stay real for user-event): noon, so the statuses below never straddle midnight.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date(2026, 2, 10, 12, 0));

const text = showingsTexts;
const today = todayIsoDate();
const property = propertyFixture({ id: 'p-1', address: '1234 Long Boulevard Apt 5', city: 'Peoria', state: 'IL' });

function showingFixture(
  id: string,
  date: string,
  startTime: string,
  endTime: string,
  clientName: string,
): AgentShowing {
  return agentShowingSchema.parse({
    id,
    agentId: 'test-Agent',
    propertyId: property.id,
    propertyAddress: '1234 Long Boulevard Apt 5, Peoria, IL',
    ownerId: property.ownerId,
    date,
    startTime,
    endTime,
    fullStartTime: `${date}T${startTime}`,
    fullEndTime: `${date}T${endTime}`,
    clientName,
    clientEmail: '',
    clientPhone: '',
    notes: '',
    createdAt: new Date('2026-01-10T09:00:00Z'),
  });
}

const laterToday = showingFixture('s-today', today, '14:00', '14:30', 'Tina Today');
const nextWeek = showingFixture('s-next', addDaysIso(today, 7), '10:00', '10:30', 'Una Upcoming');
const lastWeek = showingFixture('s-last', addDaysIso(today, -7), '09:00', '09:30', 'Carl Completed');

function withProperties(properties: Property[] | 'loading') {
  vi.mocked(useMemberProperties).mockImplementation(<T,>(select: (properties: Property[]) => T): LiveResult<T> =>
    properties === 'loading' ? { status: 'loading' } : { status: 'success', data: select(properties) },
  );
}

/** The agent's showings: the list's page, and the calendar's month (read by date range, as the server would). */
function withShowings(showings: AgentShowing[], showMore: (() => void) | null = null) {
  vi.mocked(useBookedShowings).mockImplementation(<T,>(select: (showings: AgentShowing[]) => T): LivePage<T> => ({
    status: 'success',
    data: select(showings),
    showMore,
  }));
  vi.mocked(useBookedShowingsInMonth).mockImplementation(
    <T,>(year: number, month: number, select: (showings: AgentShowing[]) => T): LiveResult<T> => {
      const prefix = `${String(year)}-${String(month).padStart(2, '0')}-`;
      return { status: 'success', data: select(showings.filter((showing) => showing.date.startsWith(prefix))) };
    },
  );
}

afterAll(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  withProperties([property]);
  withShowings([lastWeek, nextWeek, laterToday]);
});

describe('/schedule-showing', () => {
  it('shows a spinner while the properties load', () => {
    withProperties('loading');
    renderWithProviders(<ScheduleShowingPage />);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
  });

  it('sends an agent without properties to the properties page', () => {
    withProperties([]);
    renderWithProviders(<ScheduleShowingPage />);
    expect(screen.getByText(text.noPropertiesTitle)).toBeInTheDocument();
    expect(screen.getByText(text.noPropertiesBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.goToProperties })).toHaveAttribute('href', '/submit-property');
  });

  it('offers Show more under the list while the agent has more showings than the page, and reads the next page', async () => {
    const showMore = vi.fn();
    withShowings([lastWeek, nextWeek, laterToday], showMore);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderWithProviders(<ScheduleShowingPage />);
    await user.click(screen.getByRole('button', { name: text.showMoreShowings }));
    expect(showMore).toHaveBeenCalledOnce();
  });

  it('lists showings newest first with their approval and derived status, and says when there are none', () => {
    const { unmount } = renderWithProviders(<ScheduleShowingPage />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Una Upcoming',
      'Tina Today',
      'Carl Completed',
    ]);
    // Each cell: the approval chip, then for a confirmed showing the derived Upcoming / Today / Completed.
    const confirmed = text.approvalStatus.confirmed;
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      `${confirmed}Upcoming`,
      `${confirmed}Today`,
      `${confirmed}Completed`,
    ]);
    expect(within(rows[0] as HTMLElement).getByText(formatLongUsDate(nextWeek.date))).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('10:00 AM - 10:30 AM')).toBeInTheDocument();
    unmount();

    withShowings([]);
    renderWithProviders(<ScheduleShowingPage />);
    expect(screen.getByText(text.empty)).toBeInTheDocument();
  });

  it('shows the month on a Sunday-first calendar with today highlighted, and edits a showing from it', async () => {
    const user = userEvent.setup();
    answerApiCalls([
      [showingRoutes.updateShowing, () => ({ message: text.updated, showing: { ...laterToday, _id: laterToday.id } })],
    ]);
    renderWithProviders(<ScheduleShowingPage />);
    await user.click(screen.getByRole('button', { name: text.calendarView }));

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const todayCell = screen.getAllByRole('cell').find((cell) => cell.getAttribute('aria-current') === 'date');
    expect(todayCell).toBeDefined();
    const entry = within(todayCell as HTMLElement).getByRole('button');
    expect(entry).toHaveTextContent('2:00 PM - 2:30 PM');
    expect(entry).toHaveTextContent('1234 Long Boulevard ...');

    await user.click(entry);
    const dialog = await screen.findByRole('dialog', { name: text.editTitle });
    expect(within(dialog).getByRole('textbox', { name: text.labels.clientName })).toHaveValue('Tina Today');
    await user.click(within(dialog).getByRole('button', { name: text.update }));

    expect(callApi).toHaveBeenCalledWith(showingRoutes.updateShowing, {
      params: { id: laterToday.id },
      body: expect.objectContaining({
        propertyId: property.id,
        date: today,
        startTime: '14:00',
        endTime: '14:30',
        fullStartTime: `${today}T14:00`,
        fullEndTime: `${today}T14:30`,
        clientName: 'Tina Today',
      }) as unknown,
    });
    expect(await screen.findByText(text.updated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: text.editTitle })).toBeNull();
  });

  it('asks before cancelling a showing, then deletes it', async () => {
    const user = userEvent.setup();
    answerApiCalls([[showingRoutes.cancelShowing, () => ({ message: text.cancelled })]]);
    renderWithProviders(<ScheduleShowingPage />);
    const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes('Una Upcoming'));
    await user.click(within(row as HTMLElement).getByRole('button', { name: /^Cancel/ }));

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(text.cancelConfirm)).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Showing' }));
    expect(callApi).toHaveBeenCalledWith(showingRoutes.cancelShowing, { params: { id: nextWeek.id } });
    expect(await screen.findByText(text.cancelled)).toBeInTheDocument();
  });

  it('books a new showing with the spec payload through the dialog and its time pickers', async () => {
    const user = userEvent.setup();
    answerApiCalls([
      [showingRoutes.createShowing, () => ({ message: text.scheduled, showing: { ...nextWeek, _id: nextWeek.id } })],
    ]);
    renderWithProviders(<ScheduleShowingPage />);
    await user.click(screen.getByRole('button', { name: text.scheduleButton }));
    const dialog = await screen.findByRole('dialog', { name: text.newTitle });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: text.labels.property }), property.id);
    for (const [label, typed] of [
      [text.labels.startTime, '0915P'],
      [text.labels.endTime, '0945P'],
    ] as const) {
      const field = within(dialog).getByRole('group', { name: label });
      await user.click(within(field).getByRole('spinbutton', { name: 'Hours' }));
      await user.keyboard(typed);
    }
    await user.type(within(dialog).getByRole('textbox', { name: text.labels.clientName }), 'Nora New');
    expect(within(dialog).getByRole('textbox', { name: text.labels.clientEmail })).toHaveAttribute('type', 'email');
    expect(within(dialog).getByRole('textbox', { name: text.labels.clientPhone })).toHaveAttribute('type', 'tel');
    await user.click(within(dialog).getByRole('button', { name: text.save }));

    expect(callApi).toHaveBeenCalledWith(showingRoutes.createShowing, {
      body: expect.objectContaining({
        propertyId: property.id,
        date: today,
        startTime: '21:15',
        endTime: '21:45',
        fullStartTime: `${today}T21:15`,
        fullEndTime: `${today}T21:45`,
        clientName: 'Nora New',
      }) as unknown,
    });
    expect(await screen.findByText(text.scheduled)).toBeInTheDocument();
  });

  it('refuses an empty new showing with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ScheduleShowingPage />);
    await user.click(screen.getByRole('button', { name: text.scheduleButton }));
    const dialog = await screen.findByRole('dialog', { name: text.newTitle });
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect((await within(dialog).findAllByText(text.requiredFields)).length).toBeGreaterThan(0);
    expect(callApi).not.toHaveBeenCalled();
  });
});
