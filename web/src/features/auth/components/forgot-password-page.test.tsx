import { authTexts, commonTexts, pageTitleTexts, validationTexts } from '@estatekey/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signedOut } from '../../../test/sessions';
import { sendPasswordReset } from '../api/send-password-reset';
import { renderAuthRoute } from '../testing/render-auth-route';
import { ForgotPasswordPage } from './forgot-password-page';

vi.mock('../api/send-password-reset', () => ({ sendPasswordReset: vi.fn() }));
const sendReset = vi.mocked(sendPasswordReset);
const texts = authTexts.passwordReset;

function renderForgotPassword() {
  return renderAuthRoute({
    path: '/forgot-password',
    element: <ForgotPasswordPage />,
    initialEntry: '/forgot-password',
    session: signedOut,
  });
}

async function requestResetFor(email: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: texts.emailLabel }));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: texts.submit }));
}

beforeEach(() => {
  sendReset.mockReset();
});

describe('forgot password page', () => {
  it('sends the reset e-mail and answers neutrally', async () => {
    sendReset.mockResolvedValue(undefined);
    renderForgotPassword();
    expect(screen.getByRole('heading', { level: 1, name: pageTitleTexts['/forgot-password'] })).toBeInTheDocument();
    await requestResetFor('alice.guardian@example.com');
    expect(await screen.findByText(texts.sent)).toBeInTheDocument();
    expect(sendReset).toHaveBeenCalledExactlyOnceWith('alice.guardian@example.com');
    expect(screen.getByRole('link', { name: texts.backToLogin })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: texts.emailLabel })).not.toBeInTheDocument();
  });

  it('checks the address before asking Firebase', async () => {
    renderForgotPassword();
    await requestResetFor('not-an-email');
    expect(await screen.findByText(validationTexts.invalidEmail)).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('says something went wrong when the e-mail cannot be sent, and lets the user retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendReset.mockRejectedValue(new FirebaseError('auth/network-request-failed', 'Firebase: Error'));
    renderForgotPassword();
    await requestResetFor('alice.guardian@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(commonTexts.internalError);
    expect(screen.getByRole('button', { name: texts.submit })).toBeEnabled();
    expect(screen.queryByText(texts.sent)).not.toBeInTheDocument();
  });
});
