import { authTexts, accountRoutes, apiTexts, commonTexts, errorsTexts } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { refreshIdToken } from '../../../lib/firebase/auth';
import { signedInAs, signedOut } from '../../../test/sessions';
import { renderAuthRoute } from '../testing/render-auth-route';
import { VerifyEmailPage } from './verify-email-page';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const verify = vi.mocked(callApi);
vi.mock('../../../lib/firebase/auth', () => ({ refreshIdToken: vi.fn(() => Promise.resolve()) }));

// Verification outcomes are remembered per link for the page's lifetime: every test uses a link of its own.
let linkNumber = 0;
function renderVerification(options: { strictMode?: boolean; spelling?: 'users' | 'user'; signedIn?: boolean } = {}) {
  linkNumber += 1;
  const spelling = options.spelling ?? 'users';
  const token = `token-${linkNumber}`;
  const view = renderAuthRoute({
    path: `/${spelling}/:id/verify/:token`,
    element: <VerifyEmailPage />,
    initialEntry: `/${spelling}/persona-gina/verify/${token}`,
    session: options.signedIn ? signedInAs('Guardian') : signedOut,
    strictMode: options.strictMode,
  });
  return { ...view, token };
}

beforeEach(() => {
  verify.mockReset();
});

describe('email verification page', () => {
  it("shows 'Bezig met verificatie...' while the link is checked", async () => {
    verify.mockReturnValue(new Promise(() => undefined));
    const { token } = renderVerification();
    expect(screen.getByRole('heading', { level: 1, name: authTexts.verification.verifying })).toHaveAttribute(
      'lang',
      'nl',
    );
    expect(screen.getByRole('progressbar', { name: authTexts.verification.verifying })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith(accountRoutes.verifyEmail, { params: { id: 'persona-gina', token } });
  });

  it("shows 'Verificatie geslaagd!' with a login link when the server verifies the e-mail", async () => {
    verify.mockResolvedValue({ message: apiTexts.emailVerified });
    renderVerification();
    const heading = await screen.findByRole('heading', { level: 1, name: authTexts.verification.successTitle });
    expect(heading).toHaveAttribute('lang', 'nl');
    expect(screen.getByText(authTexts.verification.successBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authTexts.verification.loginLink })).toHaveAttribute('href', '/login');
    expect(await screen.findByText(apiTexts.emailVerified)).toBeInTheDocument();
    // A session of this account in this browser gets a token that says so (DESIGN §5).
    expect(refreshIdToken).toHaveBeenCalledWith('persona-gina');
  });

  it("shows a failure view with the server's message and a way forward when the link is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    verify.mockRejectedValue(new ApiError(400, errorsTexts.verificationInvalid));
    renderVerification();
    expect(
      await screen.findByRole('heading', { level: 1, name: authTexts.verification.failedTitle }),
    ).toBeInTheDocument();
    // On the page and in the error toast.
    expect(screen.getAllByText(errorsTexts.verificationInvalid)).toHaveLength(2);
    expect(screen.queryByText(authTexts.verification.successTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: authTexts.verification.loginLink })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: authTexts.verification.registerAgain })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it("says 'Verification failed.' when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    verify.mockRejectedValue(new ApiError(0, commonTexts.internalError));
    renderVerification();
    expect(
      await screen.findByRole('heading', { level: 1, name: authTexts.verification.failedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(authTexts.verification.failedBody)).toBeInTheDocument();
    const toast = screen.getAllByRole('alert').find((alert) => alert.textContent === authTexts.verification.failed);
    expect(toast).toBeDefined();
  });

  it('spends the single-use token once under StrictMode, and shows one toast', async () => {
    verify.mockResolvedValue({ message: apiTexts.emailVerified });
    renderVerification({ strictMode: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: authTexts.verification.successTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(apiTexts.emailVerified)).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText(apiTexts.emailVerified)).toHaveLength(1);
  });

  it('verifies the singular /user/... spelling for a visitor', async () => {
    verify.mockResolvedValue({ message: apiTexts.emailVerified });
    renderVerification({ spelling: 'user' });
    expect(
      await screen.findByRole('heading', { level: 1, name: authTexts.verification.successTitle }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user from the singular /user/... spelling to / without spending the token', async () => {
    const { router } = renderVerification({ spelling: 'user', signedIn: true });
    await screen.findByRole('heading', { level: 1, name: commonTexts.productName });
    expect(router.state.location.pathname).toBe('/');
    expect(verify).not.toHaveBeenCalled();
  });
});
