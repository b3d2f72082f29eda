import {
  apiTexts,
  commonTexts,
  notificationsPageTexts,
  type Notification,
  type NotificationCategory,
  notificationRoutes,
  notificationSchema,
  showingRoutes,
  showingsTexts,
  webShellTexts,
} from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import type { LiveResult } from '../../../lib/firebase/live-result';
import { renderAppAt } from '../../../test/render-app';
import { signedInAs } from '../../../test/sessions';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationsSnapshot, useNotificationsWaitingToSync } from '../api/use-notifications-snapshot';

const shell = await vi.hoisted(() => import('../../../test/signed-in-shell-mocks'));
vi.mock('../../../lib/auth/use-sign-out', () => shell.signOutModule);
vi.mock('../../../data/user/use-user-profile', () => shell.userProfileModule());
vi.mock('../../../data/conversations/use-conversations', () => shell.conversationsModule);
vi.mock('../../../data/notifications/use-unread-notification-count', () => shell.unreadCountModule);
vi.mock('../api/use-notifications-snapshot', () => ({
  useNotificationsSnapshot: vi.fn(),
  useNotificationsWaitingToSync: vi.fn(),
}));
vi.mock('../api/mark-notification-read', () => ({ useMarkNotificationRead: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const markAllNotificationsRead = vi.mocked(callApi);

const text = notificationsPageTexts;
const pageText = notificationsPageTexts;
const success = <T,>(data: T): LiveResult<T> => ({ status: 'success', data });

let hoursAgo = 0;
function notificationFixture(
  id: string,
  title: string,
  category: NotificationCategory,
  read: boolean,
  link = '/home',
): Notification {
  hoursAgo += 1;
  return notificationSchema.parse({
    id,
    title,
    message: `About ${title.toLowerCase()}.`,
    read,
    category,
    link,
    createdAt: new Date(Date.UTC(2026, 2, 6, 12 - hoursAgo)),
  });
}

const courtOrder = notificationFixture('n1', 'New court document', 'document', false, '/documents');
const milestone = notificationFixture('n2', 'Milestone updated', 'property', false, '/submit-property');
const pickup = notificationFixture('n3', 'Key pickup scheduled', 'appointment', true, '/schedule-pickup');
const shared = notificationFixture('n4', 'Property shared with you', 'property', true, '/submit-property');
const welcome = notificationFixture('n5', 'Welcome to EstateKey', 'system', true, '/home');
const ALL = [courtOrder, milestone, pickup, shared, welcome];

const markRead = vi.fn<(id: string) => Promise<void>>();

async function openNotifications() {
  renderAppAt('/notifications', signedInAs('Guardian', 'persona-alice'));
  await screen.findByRole('heading', { level: 1, name: text.title });
}

function shownTitles(): (string | null)[] {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

beforeEach(() => {
  markRead.mockReset().mockResolvedValue(undefined);
  vi.mocked(useMarkNotificationRead).mockReturnValue(markRead);
  markAllNotificationsRead.mockReset();
  vi.mocked(useNotificationsSnapshot).mockReturnValue(success(ALL));
  vi.mocked(useNotificationsWaitingToSync).mockReturnValue(new Set());
});

describe('notifications page (/notifications)', () => {
  it('has the six filter tabs in order, All selected', async () => {
    await openNotifications();
    const tabs = within(screen.getByRole('tablist', { name: pageText.filtersLabel })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Unread',
      'Property',
      'Appointments',
      'Documents',
      'System',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(ALL.map((notification) => notification.title));
  });

  it.each([
    [text.filters.unread, [courtOrder, milestone]],
    [text.filters.property, [milestone, shared]],
    [text.filters.appointments, [pickup]],
    [text.filters.documents, [courtOrder]],
    [text.filters.system, [welcome]],
  ])('the %s tab shows only its notifications', async (tab, expected) => {
    const user = userEvent.setup({ delay: null });
    await openNotifications();
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(expected.map((notification) => notification.title));
  });

  it("marks a notification read offline as 'Waiting to sync' until the server has it", async () => {
    vi.mocked(useNotificationsSnapshot).mockReturnValue(success([{ ...courtOrder, read: true }, milestone]));
    vi.mocked(useNotificationsWaitingToSync).mockReturnValue(new Set([courtOrder.id]));
    await openNotifications();
    const waiting = screen.getByRole('heading', { level: 2, name: courtOrder.title }).closest('li');
    const synced = screen.getByRole('heading', { level: 2, name: milestone.title }).closest('li');
    if (!waiting || !synced) throw new Error('The notifications are not list items');
    expect(within(waiting).getByText(webShellTexts.waitingToSync)).toBeInTheDocument();
    expect(within(synced).queryByText(webShellTexts.waitingToSync)).toBeNull();
  });

  it('shows each notification with its message, time, read state and link', async () => {
    await openNotifications();
    const item = screen.getByRole('heading', { level: 2, name: courtOrder.title }).closest('li');
    if (!item) throw new Error('The notification is not a list item');
    expect(within(item).getByText(courtOrder.message)).toBeInTheDocument();
    expect(within(item).getByText(pageText.unread)).toBeInTheDocument();
    expect(item.querySelector('time')).toHaveAttribute('dateTime', courtOrder.createdAt.toISOString());
    expect(within(item).getByRole('link', { name: pageText.openOf(courtOrder.title) })).toHaveAttribute(
      'href',
      '/documents',
    );

    const readItem = screen.getByRole('heading', { level: 2, name: pickup.title }).closest('li');
    if (!readItem) throw new Error('The notification is not a list item');
    expect(within(readItem).getByText(pageText.read)).toBeInTheDocument();
    expect(within(readItem).queryByRole('button', { name: pageText.markReadOf(pickup.title) })).toBeNull();
  });

  it('marks one notification read', async () => {
    const user = userEvent.setup({ delay: null });
    await openNotifications();
    await user.click(screen.getByRole('button', { name: pageText.markReadOf(milestone.title) }));
    expect(markRead).toHaveBeenCalledExactlyOnceWith(milestone.id);
  });

  it('says nothing when marking one read fails', async () => {
    const user = userEvent.setup({ delay: null });
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    markRead.mockRejectedValue(new Error('permission-denied'));
    await openNotifications();
    await user.click(screen.getByRole('button', { name: pageText.markReadOf(milestone.title) }));
    await waitFor(() => expect(logError).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks all read through the API and confirms', async () => {
    const user = userEvent.setup({ delay: null });
    markAllNotificationsRead.mockResolvedValue({ message: apiTexts.allNotificationsRead, updated: 2 });
    await openNotifications();
    await user.click(screen.getByRole('button', { name: text.markAllRead }));
    expect(await screen.findByText(text.allMarked)).toBeInTheDocument();
    expect(markAllNotificationsRead).toHaveBeenCalledExactlyOnceWith(notificationRoutes.markAllNotificationsRead, {});
  });

  it('reports a failed mark-all', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    markAllNotificationsRead.mockRejectedValue(new ApiError(500, commonTexts.internalError));
    await openNotifications();
    await user.click(screen.getByRole('button', { name: text.markAllRead }));
    expect(await screen.findByText(text.markAllFailed)).toBeInTheDocument();
  });

  it('offers no mark-all when everything is read', async () => {
    vi.mocked(useNotificationsSnapshot).mockReturnValue(success([pickup, welcome]));
    await openNotifications();
    expect(screen.getByRole('button', { name: text.markAllRead })).toBeDisabled();
  });

  it('shows an honest empty state, never sample notifications', async () => {
    vi.mocked(useNotificationsSnapshot).mockReturnValue(success([]));
    await openNotifications();
    expect(screen.getByText(text.empty)).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
  });

  it('says when a tab has nothing to show', async () => {
    const user = userEvent.setup({ delay: null });
    vi.mocked(useNotificationsSnapshot).mockReturnValue(success([pickup]));
    await openNotifications();
    await user.click(screen.getByRole('tab', { name: text.filters.unread }));
    expect(screen.getByText(text.emptyFiltered)).toBeInTheDocument();
  });

  it('says the notifications could not be loaded, without samples', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(useNotificationsSnapshot).mockImplementation(() => {
      throw new Error('permission-denied');
    });
    await openNotifications();
    expect(screen.getByText(text.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('confirms a showing request from the notification itself, and marks it read', async () => {
    const user = userEvent.setup({ delay: null });
    const request = notificationSchema.parse({
      ...notificationFixture('n6', 'Showing requested', 'appointment', false, '/properties/p1'),
      action: { kind: 'showingDecision', showingId: 'showing-1' },
    });
    vi.mocked(useNotificationsSnapshot).mockReturnValue(success([request, ...ALL]));
    vi.mocked(callApi).mockResolvedValue({ status: 'confirmed' });
    await openNotifications();
    await user.click(screen.getByRole('button', { name: 'Confirm: Showing requested' }));
    expect(callApi).toHaveBeenCalledWith(
      showingRoutes.decideShowing,
      expect.objectContaining({ params: { id: 'showing-1' }, body: { decision: 'confirm' } }),
    );
    await waitFor(() => expect(markRead).toHaveBeenCalled());
    expect(await screen.findByText(showingsTexts.decision.confirmed)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Confirm:/ })).toHaveLength(1);
  });

  it('shows how an answered request went instead of offering Confirm / Decline', async () => {
    const answered = notificationSchema.parse({
      ...notificationFixture('n7', 'Showing requested', 'appointment', true, '/properties/p1'),
      action: { kind: 'showingDecision', showingId: 'showing-1', outcome: 'declined' },
    });
    vi.mocked(useNotificationsSnapshot).mockReturnValue(success([answered]));
    await openNotifications();
    expect(screen.getByText(showingsTexts.decision.answered)).toBeInTheDocument();
    expect(screen.getByText(showingsTexts.approvalStatus.declined)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Confirm|Decline):/ })).toBeNull();
  });
});
