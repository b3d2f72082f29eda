import { adminTexts, adminRoutes, type AdminMailOutboxPage, type AuditLogPageResponse } from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { onPhoneScreen } from '../../../test/screen-size';
import { AuditLogPage } from './audit-log-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = adminTexts.auditLog;
const readLog = vi.fn<(query: unknown) => AuditLogPageResponse>();
const readOutbox = vi.fn<(query: unknown) => AdminMailOutboxPage>();

beforeEach(() => {
  readLog.mockReset().mockReturnValue({
    entries: [
      {
        id: 'a1',
        actorId: 'persona-ada',
        action: 'user.roleChanged',
        targetType: 'user',
        targetId: 'persona-alice',
        at: new Date('2026-03-02T09:00:00Z'),
        details: { from: 'Guardian', to: 'Agent' },
      },
    ],
    nextPageToken: 'next',
  });
  readOutbox.mockReset().mockReturnValue({
    mails: [
      {
        _id: 'mail-1',
        to: ['no-such-mailbox@example.com'],
        subject: 'A new document was shared with you',
        template: 'notification',
        state: 'ERROR',
        attempts: 1,
        error: 'EENVELOPE: 550 5.1.1 mailbox unavailable',
        createdAt: new Date('2026-03-02T08:00:00Z'),
        lastAttemptAt: new Date('2026-03-02T08:00:05Z'),
        nextAttemptAt: null,
        sentAt: null,
      },
    ],
    nextPageToken: null,
  });
  answerApiCalls([
    [adminRoutes.auditLog, (options) => readLog((options as { query: unknown }).query)],
    [adminRoutes.adminMailOutbox, (options) => readOutbox((options as { query: unknown }).query)],
  ]);
});

describe('AuditLogPage', () => {
  it('shows the newest entries and narrows them by actor and target', async () => {
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByText('user.roleChanged')).toBeInTheDocument();
    expect(screen.getByText('{"from":"Guardian","to":"Agent"}')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: text.actorFilter }), 'persona-ada');
    await userEvent.type(screen.getByRole('textbox', { name: text.targetFilter }), 'persona-alice');
    await waitFor(() =>
      expect(readLog).toHaveBeenLastCalledWith({ limit: '25', actorId: 'persona-ada', targetId: 'persona-alice' }),
    );
  });

  it('opens the next page with the token of the shown one', async () => {
    renderWithProviders(<AuditLogPage />);
    await screen.findByText('user.roleChanged');
    // The grid disables paging while a page of unknown length loads; a user clicks once it is enabled.
    // The audit log's grid comes first; the mail delivery problems below page on their own.
    const [next] = screen.getAllByRole('button', { name: /next page/i });
    if (!next) throw new Error('The audit log has no next-page button');
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(readLog).toHaveBeenLastCalledWith({ limit: '25', pageToken: 'next' }));
  });

  it('on a phone, shows each entry as a card, without a grid, and pages with the pager below the cards', async () => {
    onPhoneScreen();
    renderWithProviders(<AuditLogPage />);
    const list = await screen.findByRole('list', { name: text.gridLabel });
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('The audit log shows no card');
    expect(within(card).getByText(text.columns.action)).toBeInTheDocument();
    expect(within(card).getByText('user.roleChanged')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    // The audit log's pager comes first; the mail delivery problems below page on their own.
    expect(screen.getAllByText(adminTexts.displayedRows(1, 1, null))).not.toHaveLength(0);
    const [previous] = screen.getAllByRole('button', { name: adminTexts.previousPage });
    const [next] = screen.getAllByRole('button', { name: adminTexts.nextPage });
    if (!previous || !next) throw new Error('The audit log has no pager');
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    await waitFor(() => expect(readLog).toHaveBeenLastCalledWith({ limit: '25', pageToken: 'next' }));
    expect(await screen.findByText(adminTexts.displayedRows(26, 26, null))).toBeInTheDocument();
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    expect(await screen.findAllByText(adminTexts.displayedRows(1, 1, null))).not.toHaveLength(0);
  });

  it("holds the grid's place until the first page is there, and keeps the grid while the next page loads", async () => {
    let release = () => {};
    const held = () => new Promise<void>((resolve) => (release = resolve));
    let answer = held();
    answerApiCalls([
      [
        adminRoutes.auditLog,
        async (options) => {
          const page = readLog((options as { query: unknown }).query);
          await answer;
          return page;
        },
      ],
      [adminRoutes.adminMailOutbox, (options) => readOutbox((options as { query: unknown }).query)],
    ]);
    renderWithProviders(<AuditLogPage />);
    expect(await screen.findByRole('progressbar', { name: text.gridLabel })).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: text.gridLabel })).not.toBeInTheDocument();
    release();
    const grid = await screen.findByRole('grid', { name: text.gridLabel });
    expect(await within(grid).findByText('user.roleChanged')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: text.gridLabel })).not.toBeInTheDocument();

    answer = held();
    const [next] = within(grid.parentElement ?? grid).getAllByRole('button', { name: /next page/i });
    if (!next) throw new Error('The audit log has no next-page button');
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(readLog).toHaveBeenLastCalledWith({ limit: '25', pageToken: 'next' }));
    expect(screen.getByRole('grid', { name: text.gridLabel })).toBe(grid);
    release();
  });

  it('lists mail that could not be delivered, with its recipient and reason', async () => {
    renderWithProviders(<AuditLogPage />);
    const problems = await screen.findByRole('region', { name: adminTexts.mailOutbox.title });
    expect(await within(problems).findByText('no-such-mailbox@example.com')).toBeInTheDocument();
    expect(within(problems).getByText('EENVELOPE: 550 5.1.1 mailbox unavailable')).toBeInTheDocument();
    expect(within(problems).getByText('notification')).toBeInTheDocument();
    expect(readOutbox).toHaveBeenLastCalledWith({ limit: '25', state: 'ERROR' });
  });
});
