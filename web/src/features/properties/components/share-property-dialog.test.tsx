import {
  apiTexts,
  commonTexts,
  errorsTexts,
  sharingTexts,
  propertyRoutes,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESULTS_MAX_HEIGHT_REM,
  type SharedUser,
  type UserSearchResult,
  userSearchRoutes,
} from '@estatekey/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import { answerApiCalls } from '../../../test/call-api-mock';
import { propertyFixture } from '../../../test/property-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SharePropertyDialog } from './share-property-dialog';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../../lib/use-api-query', () => ({ useApiQuery: vi.fn() }));

const aaron: UserSearchResult = {
  _id: 'persona-aaron',
  firstName: 'Aaron',
  lastName: 'Agent',
  email: 'aaron.agent@example.com',
  role: 'Agent',
};
const sharedAaron: SharedUser = { ...aaron, permissionLevel: 'manage' };
const sharedAmy: SharedUser = {
  _id: 'agent-amy',
  firstName: 'Amy',
  lastName: 'Broker',
  email: 'amy@example.com',
  role: 'Agent',
  permissionLevel: 'view',
};

const property = propertyFixture({ id: 'elm' });
/** The user searches, by the path of the search route asked and the `?query=` sent. */
const searchUsers = vi.fn<(path: string, query: unknown) => unknown>();
const shareProperty = vi.fn();
const unshareProperty = vi.fn();
const searchRoutes = [
  userSearchRoutes.searchAgents,
  userSearchRoutes.attorneySearchUsers,
  userSearchRoutes.searchUsers,
];

function queryOf(options: unknown): unknown {
  return typeof options === 'object' && options !== null && 'query' in options ? options.query : undefined;
}

function bodyOf(options: unknown): unknown {
  return typeof options === 'object' && options !== null && 'body' in options ? options.body : undefined;
}
const reloadSharedUsers = vi.fn();

function givenSharedUsers(users: SharedUser[]) {
  vi.mocked(useApiQuery).mockReturnValue({
    request: { status: 'success', data: users },
    reload: reloadSharedUsers,
    answerRequestedAt: 0,
  });
}

function renderDialog(role: 'Guardian' | 'Agent' = 'Guardian') {
  return renderWithProviders(<SharePropertyDialog property={property} role={role} open onClose={() => undefined} />);
}

function searchBox() {
  return screen.getByRole('combobox', { name: sharingTexts.searchLabel });
}

beforeEach(() => {
  searchUsers.mockReset();
  shareProperty.mockReset();
  unshareProperty.mockReset();
  reloadSharedUsers.mockReset();
  answerApiCalls([
    ...searchRoutes.map((route) => [route, (options: unknown) => searchUsers(route.path, queryOf(options))] as const),
    [propertyRoutes.shareProperty, (options) => shareProperty(bodyOf(options))],
    [propertyRoutes.unshareProperty, (options) => unshareProperty(bodyOf(options))],
  ]);
  givenSharedUsers([]);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('share modal: search', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks nothing for fewer than 2 characters and says so', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();

    await user.type(searchBox(), ' a ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));

    expect(searchUsers).not.toHaveBeenCalled();
    expect(searchBox()).toHaveAccessibleDescription(sharingTexts.minChars);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('sends one request for the whole word after the pause, to the agent search of a guardian', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    searchUsers.mockResolvedValue([aaron]);
    renderDialog('Guardian');

    await user.type(searchBox(), 'aaron');
    expect(searchUsers).not.toHaveBeenCalled();
    expect(searchBox()).not.toHaveAccessibleDescription(sharingTexts.minChars);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    expect(searchUsers).toHaveBeenCalledTimes(1);
    expect(searchUsers.mock.calls[0]).toEqual(['/api/attorney/search-agents', { query: 'aaron' }]);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /Aaron Agent/ })).toBeVisible();
    expect(listbox).toHaveStyle({ maxHeight: `${SEARCH_RESULTS_MAX_HEIGHT_REM}rem` });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
    expect(searchUsers).toHaveBeenCalledTimes(1);
  });

  it('uses the attorney user search for an agent', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    searchUsers.mockResolvedValue([]);
    renderDialog('Agent');

    await user.type(searchBox(), 'al');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    expect(searchUsers.mock.calls[0]).toEqual(['/api/attorney/search-users', { query: 'al' }]);
    expect(await screen.findByText(sharingTexts.noUsers)).toBeVisible();
  });

  it("toasts 'Failed to search users' when the search fails", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    searchUsers.mockRejectedValue(new ApiError(500, commonTexts.internalError));
    renderDialog();

    await user.type(searchBox(), 'aaron');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    expect(await screen.findByText(sharingTexts.searchFailed)).toBeVisible();
  });

  it('says so when the server refuses more searches for now', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    searchUsers.mockRejectedValue(new ApiError(429, errorsTexts.searchRateLimited));
    renderDialog();

    await user.type(searchBox(), 'aaron');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    expect(await screen.findByText(errorsTexts.searchRateLimited)).toBeVisible();
  });
});

describe('share modal: sharing', { timeout: 20_000 }, () => {
  async function pickAaron() {
    const user = userEvent.setup();
    searchUsers.mockResolvedValue([aaron]);
    await user.type(searchBox(), 'aaron');
    await user.click(await screen.findByRole('option', { name: /Aaron Agent/ }, { timeout: 3000 }));
    return user;
  }

  it('shares with the picked user at the chosen level', async () => {
    shareProperty.mockResolvedValue(apiTexts.propertyShared);
    renderDialog();
    const share = screen.getByRole('button', { name: sharingTexts.shareButton });
    expect(share).toBeDisabled();
    expect(screen.getByRole('radio', { name: sharingTexts.permissionView })).toBeChecked();

    const user = await pickAaron();
    await user.click(screen.getByRole('radio', { name: sharingTexts.permissionManage }));
    await user.click(share);

    expect(shareProperty).toHaveBeenCalledWith({
      propertyId: 'elm',
      userId: 'persona-aaron',
      permissionLevel: 'manage',
    });
    // Picking a result puts its name in the box without searching for that name.
    expect(searchUsers.mock.calls).not.toContainEqual(['/api/attorney/search-agents', { query: 'aaron agent' }]);
    expect(await screen.findByText(sharingTexts.shared)).toBeVisible();
    expect(searchBox()).toHaveValue('');
  });

  it("shows the server's refusal, else 'Failed to share property'", async () => {
    shareProperty.mockRejectedValueOnce(new ApiError(400, errorsTexts.cannotShareWithSelf));
    shareProperty.mockRejectedValueOnce(new ApiError(0, commonTexts.internalError));
    renderDialog();
    const user = await pickAaron();
    const share = screen.getByRole('button', { name: sharingTexts.shareButton });

    await user.click(share);
    expect(await screen.findByText(errorsTexts.cannotShareWithSelf)).toBeVisible();
    await waitFor(() => expect(share).toBeEnabled());
    await user.click(share);
    expect(await screen.findByText(sharingTexts.shareFailed)).toBeVisible();
  });
});

describe('share modal: users already shared with', () => {
  it('lists them with their level', () => {
    givenSharedUsers([sharedAaron, sharedAmy]);
    renderDialog();
    const list = screen.getByRole('list', { name: sharingTexts.sharedWith });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Aaron Agent');
    expect(entries[0]).toHaveTextContent(sharingTexts.permissionOf(sharingTexts.permissionManage));
    expect(entries[1]).toHaveTextContent('Amy Broker');
    expect(entries[1]).toHaveTextContent(sharingTexts.permissionOf(sharingTexts.permissionView));
  });

  it('says when nobody has it yet', () => {
    renderDialog();
    expect(screen.getByText(sharingTexts.notShared)).toBeVisible();
  });

  it('removes a share and loads the list again', async () => {
    const user = userEvent.setup();
    givenSharedUsers([sharedAaron, sharedAmy]);
    unshareProperty.mockResolvedValue(apiTexts.sharingRemoved);
    renderDialog();

    await user.click(screen.getByRole('button', { name: sharingTexts.removeUser('Amy Broker') }));

    expect(unshareProperty).toHaveBeenCalledWith({ propertyId: 'elm', userId: 'agent-amy' });
    expect(await screen.findByText(sharingTexts.removed)).toBeVisible();
    expect(reloadSharedUsers).toHaveBeenCalled();
  });

  it("says 'Failed to remove sharing' when removing fails", async () => {
    const user = userEvent.setup();
    givenSharedUsers([sharedAaron]);
    unshareProperty.mockRejectedValue(new ApiError(0, commonTexts.internalError));
    renderDialog();

    await user.click(screen.getByRole('button', { name: sharingTexts.removeUser('Aaron Agent') }));

    expect(await screen.findByText(sharingTexts.removeFailed)).toBeVisible();
  });

  it("shows 'Could not load shared users' with a retry when the list fails", async () => {
    const user = userEvent.setup();
    vi.mocked(useApiQuery).mockReturnValue({
      request: { status: 'error', error: new ApiError(500, commonTexts.internalError) },
      reload: reloadSharedUsers,
      answerRequestedAt: 0,
    });
    renderDialog();

    expect(screen.getByText(sharingTexts.loadSharedFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: commonTexts.retry }));
    expect(reloadSharedUsers).toHaveBeenCalled();
  });
});
