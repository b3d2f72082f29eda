import { adminTexts, adminRoutes, type AdminUser, type AdminUsersPage } from '@estatekey/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { onPhoneScreen } from '../../../test/screen-size';
import { ManageUsersPage } from './manage-users-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const text = adminTexts.users;

function user(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id,
    firstName: 'Gina',
    lastName: id,
    email: `${id}@example.com`,
    role: 'Guardian',
    emailVerified: true,
    onboardingCompleted: true,
    disabled: false,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    ...overrides,
  };
}

const listUsers = vi.fn<(query: unknown) => AdminUsersPage>();
const changeRole = vi.fn<(params: unknown, body: unknown) => unknown>();
const setDisabled = vi.fn<(params: unknown, body: unknown) => unknown>();

function optionsPart(options: unknown, part: 'query' | 'params' | 'body'): unknown {
  return typeof options === 'object' && options !== null && part in options
    ? (options as Record<string, unknown>)[part]
    : undefined;
}

beforeEach(() => {
  listUsers.mockReset().mockReturnValue({
    users: [user('guardian1'), user('exec2', { role: 'Executor', emailVerified: false })],
    nextPageToken: null,
  });
  changeRole.mockReset().mockReturnValue({
    message: 'Gina guardian1 is now Real Estate Agent.',
    user: user('guardian1', { role: 'Agent' }),
  });
  setDisabled.mockReset();
  answerApiCalls([
    [adminRoutes.adminUsers, (options) => listUsers(optionsPart(options, 'query'))],
    [
      adminRoutes.adminChangeUserRole,
      (options) => changeRole(optionsPart(options, 'params'), optionsPart(options, 'body')),
    ],
    [
      adminRoutes.adminSetUserDisabled,
      (options) => setDisabled(optionsPart(options, 'params'), optionsPart(options, 'body')),
    ],
  ]);
});

async function openRowMenu(name: string) {
  const row = (await screen.findByText(name)).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`No row for ${name}`);
  await userEvent.click(within(row).getByRole('button', { name: 'more' }));
}

describe('ManageUsersPage', () => {
  it('lists the users of the page with role, verification and status', async () => {
    renderWithProviders(<ManageUsersPage />);
    expect(await screen.findByText('guardian1@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('grid')).getByText('Executor')).toBeInTheDocument();
    expect(listUsers).toHaveBeenCalledWith({ limit: '25' });
  });

  it('filters by role and searches by name or e-mail from the first page', async () => {
    renderWithProviders(<ManageUsersPage />);
    await screen.findByText('guardian1@example.com');
    // The empty filter reads as its 'all' choice, not blank.
    expect(screen.getByRole('combobox', { name: text.roleFilter })).toHaveDisplayValue(text.allRoles);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.roleFilter }), 'Executor');
    await userEvent.type(screen.getByRole('searchbox', { name: text.search }), 'gin');
    await waitFor(() => expect(listUsers).toHaveBeenLastCalledWith({ limit: '25', role: 'Executor', query: 'gin' }));
  });

  it('changes a role only after a confirmation naming the user and the new role', async () => {
    renderWithProviders(<ManageUsersPage />);
    await openRowMenu('guardian1@example.com');
    await userEvent.click(screen.getByRole('menuitem', { name: text.changeRole }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: text.newRole }), 'Agent');
    expect(within(dialog).getByText(text.confirmRole('Gina guardian1', 'Real Estate Agent'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmRoleButton('Real Estate Agent') }));
    await waitFor(() => expect(changeRole).toHaveBeenCalledWith({ id: 'guardian1' }, { role: 'Agent' }));
    expect(await screen.findByText('Gina guardian1 is now Real Estate Agent.')).toBeInTheDocument();
  });

  it('on a phone, shows each user as a card whose actions are buttons, and changes a role from it', async () => {
    onPhoneScreen();
    renderWithProviders(<ManageUsersPage />);
    const list = await screen.findByRole('list', { name: text.gridLabel });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const card = within(list).getByText('Gina exec2').closest('li');
    if (!card) throw new Error('No card for Gina exec2');
    expect(within(card).getByText('exec2@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Executor')).toBeInTheDocument();
    // The unverified user's card offers the mail again; each button is described by its card's title.
    const resend = within(card).getByRole('button', { name: text.resendVerification });
    expect(resend).toHaveAccessibleDescription('Gina exec2');

    await userEvent.click(within(card).getByRole('button', { name: text.changeRole }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: text.newRole }), 'Agent');
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmRoleButton('Real Estate Agent') }));
    await waitFor(() => expect(changeRole).toHaveBeenCalledWith({ id: 'exec2' }, { role: 'Agent' }));
  });

  it("shows the server's refusal of a disable", async () => {
    setDisabled.mockRejectedValue(new ApiError(409, adminTexts.errors.selfDisable));
    renderWithProviders(<ManageUsersPage />);
    await openRowMenu('guardian1@example.com');
    await userEvent.click(screen.getByRole('menuitem', { name: text.disable }));
    expect(await screen.findByText(adminTexts.errors.selfDisable)).toBeInTheDocument();
    expect(setDisabled).toHaveBeenCalledWith({ id: 'guardian1' }, { disabled: true });
  });
});
