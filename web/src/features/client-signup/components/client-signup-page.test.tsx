import { attorneyTexts, invitationRoutes, invitationTexts } from '@estatekey/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';
import { answerApiCalls } from '../../../test/call-api-mock';
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
};

function openInvitation(token = 'token-1') {
  const router = createMemoryRouter(
    [
      { path: '/client-signup/:token', element: <ClientSignupPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [`/client-signup/${token}`] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
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
});
