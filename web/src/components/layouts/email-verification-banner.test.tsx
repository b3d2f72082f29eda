import { accountRoutes, apiTexts, errorsTexts, commonTexts, emailVerificationTexts } from '@estatekey/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../lib/api-client';
import { ApiError, callApi } from '../../lib/api-client';
import type { AuthSession } from '../../lib/auth/auth-session';
import { refreshIdToken } from '../../lib/firebase/auth';
import { renderAppAt } from '../../test/render-app';
import { signedInAs } from '../../test/sessions';

vi.mock('../../lib/auth/use-sign-out', () => ({ useSignOut: () => () => Promise.resolve() }));
vi.mock('../../data/user/use-user-profile', () => ({
  useUserProfile: () => ({ status: 'loading' }),
}));
vi.mock('../../data/conversations/use-conversations', () => ({
  useUnreadMessageCount: () => ({ status: 'loading' }),
  useConversationsSnapshot: () => ({ status: 'loading' }),
}));
vi.mock('../../data/notifications/use-unread-notification-count', () => ({
  useUnreadNotificationCount: () => ({ status: 'loading' }),
}));
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
vi.mock('../../lib/firebase/auth', () => ({ refreshIdToken: vi.fn(() => Promise.resolve()) }));

const texts = emailVerificationTexts;
const PAGE = '/help-center';

function unverified(): AuthSession {
  const session = signedInAs('Attorney');
  if (session.status !== 'signedIn') throw new Error('expected a signed-in session');
  return { ...session, user: { ...session.user, emailVerified: false } };
}

beforeEach(() => {
  vi.mocked(callApi).mockReset();
  vi.mocked(refreshIdToken).mockClear();
});

describe('e-mail verification banner (DESIGN §5)', () => {
  it('is not shown to a verified account', async () => {
    renderAppAt(PAGE, signedInAs('Attorney'));
    await screen.findAllByRole('navigation');
    expect(screen.queryByText(texts.text)).not.toBeInTheDocument();
  });

  it('asks an unverified account to verify and resends the mail, with the server’s toast', async () => {
    vi.mocked(callApi).mockResolvedValue({ message: apiTexts.verificationResent });
    const user = userEvent.setup();
    renderAppAt(PAGE, unverified());
    expect(await screen.findByText(errorsTexts.emailNotVerified)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.resend }));
    expect(callApi).toHaveBeenCalledWith(accountRoutes.resendVerification, {});
    expect(await screen.findByText(apiTexts.verificationResent)).toBeInTheDocument();
  });

  it('says so when the mail cannot be sent, and refreshes the session when already verified', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAppAt(PAGE, unverified());
    vi.mocked(callApi).mockRejectedValueOnce(new ApiError(0, commonTexts.internalError));
    await user.click(await screen.findByRole('button', { name: texts.resend }));
    expect(await screen.findByText(texts.resendFailed)).toBeInTheDocument();
    expect(refreshIdToken).not.toHaveBeenCalled();

    vi.mocked(callApi).mockRejectedValueOnce(new ApiError(409, errorsTexts.emailAlreadyVerified));
    await user.click(screen.getByRole('button', { name: texts.resend }));
    expect(await screen.findByText(errorsTexts.emailAlreadyVerified)).toBeInTheDocument();
    await vi.waitFor(() => expect(refreshIdToken).toHaveBeenCalled());
  });

  it('fetches a fresh token when the tab regains focus, since the link is often opened elsewhere', async () => {
    renderAppAt(PAGE, unverified());
    await screen.findByText(texts.text);
    fireEvent.focus(window);
    await vi.waitFor(() => expect(refreshIdToken).toHaveBeenCalledTimes(1));
  });
});
