import {
  authTexts,
  accountRoutes,
  apiTexts,
  errorsTexts,
  commonTexts,
  pageTitleTexts,
  REGISTER_REDIRECT_MS,
  ROLE_LABELS,
  validationTexts,
} from '@estatekey/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { signedOut } from '../../../test/sessions';
import { enterText } from '../../../test/user-input';
import { renderAuthRoute } from '../testing/render-auth-route';
import { RegisterPage } from './register-page';
import { defaultRegisterRole, registerRoleOptions } from '../api/use-registration';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));
const register = vi.mocked(callApi);

function renderRegister() {
  return renderAuthRoute({
    path: '/register',
    element: <RegisterPage />,
    initialEntry: '/register',
    session: signedOut,
  });
}

type UserSession = ReturnType<typeof userEvent.setup>;

async function fillForm(user: UserSession, fields: { password?: string } = {}) {
  await enterText(user, screen.getByRole('textbox', { name: authTexts.register.firstNameLabel }), 'Gina');
  await enterText(user, screen.getByRole('textbox', { name: authTexts.register.lastNameLabel }), 'Guardian');
  await enterText(user, screen.getByRole('textbox', { name: authTexts.register.emailLabel }), 'gina@example.com');
  const password = screen.getByLabelText(authTexts.register.passwordLabel);
  await enterText(user, password, fields.password ?? 'long-enough-1');
  await user.selectOptions(screen.getByRole('combobox', { name: authTexts.register.roleLabel }), 'Attorney');
  await user.selectOptions(screen.getByRole('combobox', { name: authTexts.register.planLabel }), 'yearly');
}

// Real time keeps moving the fake clock a little between two steps of a test.
const REDIRECT_MARGIN_MS = 250;

const submitButton = () => screen.getByRole('button', { name: authTexts.register.submit });

beforeEach(() => {
  register.mockReset();
});

describe('register page', () => {
  it('offers the self-service roles, plus Admin as the default only against the emulators', () => {
    expect(registerRoleOptions(false)).toEqual(['Guardian', 'Executor', 'Attorney', 'Agent']);
    expect(defaultRegisterRole(false)).toBe('Guardian');
    expect(registerRoleOptions(true)).toEqual(['Guardian', 'Executor', 'Attorney', 'Agent', 'Admin']);
    expect(defaultRegisterRole(true)).toBe('Admin');
  });

  it('shows the fields, the development notes and the links of the spec (tests run against the emulators)', () => {
    renderRegister();
    const roleSelect = screen.getByRole('combobox', { name: authTexts.register.roleLabel });
    expect(
      within(roleSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([ROLE_LABELS.Guardian, ROLE_LABELS.Executor, ROLE_LABELS.Attorney, ROLE_LABELS.Agent, ROLE_LABELS.Admin]);
    expect(roleSelect).toHaveValue('Admin');
    expect(screen.getByRole('combobox', { name: authTexts.register.planLabel })).toHaveValue('monthly');
    expect(screen.getByText(authTexts.register.developmentRoleNote, { exact: false })).toHaveTextContent(
      authTexts.register.developmentPaymentNote,
    );
    expect(screen.getByRole('link', { name: authTexts.register.loginLink })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: authTexts.register.termsLink })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: authTexts.register.privacyLink })).toHaveAttribute('href', '/privacy');
  });

  describe('with fake timers', () => {
    // Fake timers that still creep forward on their own: Testing Library waits with real zero-delay timeouts.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('posts the form, shows the server message and goes to /login after 2 seconds', async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      register.mockResolvedValue({ message: apiTexts.registered, userId: 'new-user' });
      const { router } = renderRegister();
      await fillForm(user);
      await user.click(submitButton());

      expect(await screen.findByText(apiTexts.registered)).toBeInTheDocument();
      expect(register).toHaveBeenCalledExactlyOnceWith(accountRoutes.register, {
        body: {
          firstName: 'Gina',
          lastName: 'Guardian',
          email: 'gina@example.com',
          password: 'long-enough-1',
          role: 'Attorney',
          plan: 'yearly',
        },
      });
      expect(submitButton()).toBeDisabled();

      act(() => vi.advanceTimersByTime(REGISTER_REDIRECT_MS - REDIRECT_MARGIN_MS));
      expect(router.state.location.pathname).toBe('/register');
      act(() => vi.advanceTimersByTime(REDIRECT_MARGIN_MS));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('heading', { level: 1, name: pageTitleTexts['/login'] })).toBeInTheDocument();
    });

    it("falls back to 'Registration successful!' when the server sends no message", async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      register.mockResolvedValue({ message: '', userId: 'new-user' });
      renderRegister();
      await fillForm(user);
      await user.click(submitButton());
      expect(await screen.findByText(authTexts.register.success)).toBeInTheDocument();
    });
  });

  it("shows the server's message for a duplicate e-mail (409) and stays on the page", async () => {
    const user = userEvent.setup();
    register.mockRejectedValue(new ApiError(409, errorsTexts.emailExists));
    const { router } = renderRegister();
    await fillForm(user);
    await user.click(submitButton());

    const alert = await screen.findByText(errorsTexts.emailExists);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/register');
    expect(submitButton()).toBeEnabled();
  });

  it("shows 'Registration failed. Please try again.' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    register.mockRejectedValue(new ApiError(0, commonTexts.internalError));
    renderRegister();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(authTexts.register.failed)).toBeInTheDocument();
  });

  it("puts the server's field errors of a 400 next to their inputs", async () => {
    const user = userEvent.setup();
    register.mockRejectedValue(
      new ApiError(400, errorsTexts.validation, [{ path: 'email', message: validationTexts.invalidEmail }]),
    );
    renderRegister();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(validationTexts.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: authTexts.register.emailLabel })).toHaveAccessibleDescription(
      validationTexts.invalidEmail,
    );
  });

  it('checks the fields with the domain schema before posting', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user, { password: 'short' });
    const password = screen.getByLabelText(authTexts.register.passwordLabel);
    expect(password).toHaveAccessibleDescription(authTexts.register.passwordHint);
    await user.click(submitButton());
    expect(await screen.findByText(validationTexts.passwordTooShort)).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });
});
