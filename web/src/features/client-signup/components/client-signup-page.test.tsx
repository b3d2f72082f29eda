import { attorneyTexts, invitationRoutes, invitationTexts } from '@estatekey/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
import { AuthSessionContext, type AuthSession } from '../../../lib/auth/auth-session';
import { signedInAs, signedOut } from '../../../test/sessions';
import { AppThemeProvider } from '../../../theme/app-theme-provider';
import { ClientSignupPage } from './client-signup-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const notify = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/notify', () => ({ useNotify: () => notify }));

const text = invitationTexts;
const labels = attorneyTexts.clients.labels;
const invitation = {
  client: { firstName: 'Casey', lastName: 'Client', email: 'casey@example.com' },
  attorney: { firstName: 'Avery', lastName: 'Attorney' },
  accountExists: false,
};

function openInvitation(token = 'token-1', session: AuthSession = signedOut) {
  const router = createMemoryRouter(
    [
      { path: '/client-signup/:token', element: <ClientSignupPage /> },
      { path: '/login', element: <p>login page</p> },
      { path: '/documents', element: <p>documents page</p> },
    ],
    { initialEntries: [`/client-signup/${token}`] },
  );
  render(
    <AppThemeProvider>
      <AuthSessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </AuthSessionContext.Provider>
    </AppThemeProvider>,
  );
  return router;
}

describe('ClientSignupPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("shows 'Invalid Invitation' with a link to the login page for a refused token", async () => {
    answerApiCalls([
      [
        invitationRoutes.verifyInvitation,
        () => {
          throw new ApiError(404, text.invalidToast);
        },
      ],
    ]);
    openInvitation('stale');
    expect(await screen.findByRole('heading', { level: 1, name: text.invalidTitle })).toBeInTheDocument();
    expect(screen.getByText(text.invalidBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.goToLogin })).toHaveAttribute('href', '/login');
    expect(notify.error).toHaveBeenCalledWith(text.invalidToast);
  });

  it('prefills and locks the name and e-mail, checks the confirmation, then creates the account and goes to login', async () => {
    const createAccount = vi.fn(() => ({ message: text.created }));
    answerApiCalls([
      [invitationRoutes.verifyInvitation, () => invitation],
      [invitationRoutes.createClientAccount, createAccount],
    ]);
    const user = userEvent.setup();
    const router = openInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByLabelText(labels.email)).toHaveValue('casey@example.com');
    expect(screen.getByLabelText(labels.email)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(labels.firstName)).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText(text.passwordLabel), 'long-enough-1');
    await user.type(screen.getByLabelText(text.confirmPasswordLabel), 'something-else');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.passwordsMismatch)).toBeInTheDocument();
    expect(createAccount).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(text.confirmPasswordLabel));
    await user.type(screen.getByLabelText(text.confirmPasswordLabel), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(text.created));
    expect(createAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        params: { token: 'token-1' },
        body: { firstName: 'Casey', lastName: 'Client', email: 'casey@example.com', password: 'long-enough-1' },
      }),
    );
    expect(screen.getByText(text.createdLoginHint)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
  });

  it("shows the server's message when the account cannot be created", async () => {
    answerApiCalls([
      [invitationRoutes.verifyInvitation, () => invitation],
      [
        invitationRoutes.createClientAccount,
        () => {
          throw new ApiError(409, 'An account with this email already exists');
        },
      ],
    ]);
    const user = userEvent.setup();
    openInvitation();
    await user.type(await screen.findByLabelText(text.passwordLabel), 'long-enough-1');
    await user.type(screen.getByLabelText(text.confirmPasswordLabel), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('An account with this email already exists'));
    expect(screen.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  describe('an invitation to an address that already has an account', () => {
    const existing = { ...invitation, accountExists: true };

    it('offers to sign in and come back, never a second account', async () => {
      answerApiCalls([[invitationRoutes.verifyInvitation, () => existing]]);
      const user = userEvent.setup();
      const router = openInvitation('token-2');
      expect(await screen.findByRole('heading', { level: 1, name: text.acceptTitle })).toBeInTheDocument();
      expect(screen.getByText(text.existingAccount('casey@example.com'), { exact: false })).toBeInTheDocument();
      expect(screen.queryByLabelText(text.passwordLabel)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: text.signInToAccept }));
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({ returnTo: '/client-signup/token-2' });
    });

    it('accepts once with the invited account, then opens the documents', async () => {
      const accept = vi.fn(() => ({ message: text.accepted }));
      answerApiCalls([
        [invitationRoutes.verifyInvitation, () => existing],
        [invitationRoutes.acceptInvitation, accept],
      ]);
      const user = userEvent.setup();
      const session = signedInAs('Guardian', 'casey');
      const router = openInvitation('token-3', session);
      await user.dblClick(await screen.findByRole('button', { name: text.accept }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
      expect(accept).toHaveBeenCalledTimes(1);
      expect(accept).toHaveBeenCalledWith(expect.objectContaining({ params: { token: 'token-3' } }));
      expect(notify.success).toHaveBeenCalledWith(text.accepted);
    });

    it('tells someone signed in with another address to sign in with the invited one', async () => {
      const accept = vi.fn(() => ({ message: text.accepted }));
      answerApiCalls([
        [invitationRoutes.verifyInvitation, () => existing],
        [invitationRoutes.acceptInvitation, accept],
      ]);
      openInvitation('token-4', signedInAs('Guardian', 'mallory'));
      expect(
        await screen.findByText(text.signedInAsOther('mallory@example.com', 'casey@example.com')),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.accept })).not.toBeInTheDocument();
      expect(accept).not.toHaveBeenCalled();
    });
  });
});
