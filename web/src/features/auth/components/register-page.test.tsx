import {
  accountMessages,
  apiRoutes,
  messages,
  PAGE_TITLES,
  REGISTER_REDIRECT_MS,
  ROLE_LABELS,
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
  await enterText(user, screen.getByRole('textbox', { name: messages.register.firstNameLabel }), 'Gina');
  await enterText(user, screen.getByRole('textbox', { name: messages.register.lastNameLabel }), 'Guardian');
  await enterText(user, screen.getByRole('textbox', { name: messages.register.emailLabel }), 'gina@example.com');
  const password = screen.getByLabelText(messages.register.passwordLabel);
  await enterText(user, password, fields.password ?? 'long-enough-1');
  await user.selectOptions(screen.getByRole('combobox', { name: messages.register.roleLabel }), 'Attorney');
  await user.selectOptions(screen.getByRole('combobox', { name: messages.register.planLabel }), 'yearly');
}

// Real time keeps moving the fake clock a little between two steps of a test.
const REDIRECT_MARGIN_MS = 250;

const submitButton = () => screen.getByRole('button', { name: messages.register.submit });

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
    const roleSelect = screen.getByRole('combobox', { name: messages.register.roleLabel });
    expect(
      within(roleSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([ROLE_LABELS.Guardian, ROLE_LABELS.Executor, ROLE_LABELS.Attorney, ROLE_LABELS.Agent, ROLE_LABELS.Admin]);
    expect(roleSelect).toHaveValue('Admin');
    expect(screen.getByRole('combobox', { name: messages.register.planLabel })).toHaveValue('monthly');
    expect(screen.getByText(messages.register.developmentRoleNote, { exact: false })).toHaveTextContent(
      messages.register.developmentPaymentNote,
    );
    expect(screen.getByRole('link', { name: messages.register.loginLink })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: messages.register.termsLink })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: messages.register.privacyLink })).toHaveAttribute('href', '/privacy');
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
      register.mockResolvedValue({ message: messages.api.registered, userId: 'new-user' });
      const { router } = renderRegister();
      await fillForm(user);
      await user.click(submitButton());

      expect(await screen.findByText(messages.api.registered)).toBeInTheDocument();
      expect(register).toHaveBeenCalledExactlyOnceWith(apiRoutes.register, {
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
      expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES['/login'] })).toBeInTheDocument();
    });

    it("falls back to 'Registration successful!' when the server sends no message", async () => {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      register.mockResolvedValue({ message: '', userId: 'new-user' });
      renderRegister();
      await fillForm(user);
      await user.click(submitButton());
      expect(await screen.findByText(messages.register.success)).toBeInTheDocument();
    });
  });

  it("shows the server's message for a duplicate e-mail (409) and stays on the page", async () => {
    const user = userEvent.setup();
    register.mockRejectedValue(new ApiError(409, messages.errors.emailExists));
    const { router } = renderRegister();
    await fillForm(user);
    await user.click(submitButton());

    const alert = await screen.findByText(messages.errors.emailExists);
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/register');
    expect(submitButton()).toBeEnabled();
  });

  it("shows 'Registration failed. Please try again.' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    register.mockRejectedValue(new ApiError(0, messages.errors.internal));
    renderRegister();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(messages.register.failed)).toBeInTheDocument();
  });

  it("puts the server's field errors of a 400 next to their inputs", async () => {
    const user = userEvent.setup();
    register.mockRejectedValue(
      new ApiError(400, messages.errors.validation, [{ path: 'email', message: messages.validation.invalidEmail }]),
    );
    renderRegister();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(messages.validation.invalidEmail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: messages.register.emailLabel })).toHaveAccessibleDescription(
      messages.validation.invalidEmail,
    );
  });

  it('checks the fields with the domain schema before posting', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillForm(user, { password: 'short' });
    const password = screen.getByLabelText(messages.register.passwordLabel);
    expect(password).toHaveAccessibleDescription(accountMessages.register.passwordHint);
    await user.click(submitButton());
    expect(await screen.findByText(messages.validation.passwordTooShort)).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(register).not.toHaveBeenCalled();
  });
});
