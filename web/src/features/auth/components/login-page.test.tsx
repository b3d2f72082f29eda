import { authTexts, commonTexts, pageTitleTexts, type Role, validationTexts } from '@estatekey/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as ApiClientModule from '../../../lib/api-client';
import { ApiError, callApi } from '../../../lib/api-client';
import { signedInAs, signedOut } from '../../../test/sessions';
import { enterText } from '../../../test/user-input';
import { signInWithPassword } from '../api/sign-in';
import { renderAuthRoute } from '../testing/render-auth-route';
import { completeAttorneyProfile, currentUserResponse } from '../testing/users';
import { LoginPage } from './login-page';

vi.mock('../api/sign-in', () => ({ signInWithPassword: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientModule>()),
  callApi: vi.fn(),
}));

const signIn = vi.mocked(signInWithPassword);
const loadCurrentUser = vi.mocked(callApi);

/** The login page behind the route guard; a successful sign-in flips the session as Firebase Auth does. */
function renderLogin(signedInRole: Role = 'Guardian') {
  const view = renderAuthRoute({ path: '/login', element: <LoginPage />, initialEntry: '/login', session: signedOut });
  signIn.mockImplementation(() => {
    view.setSession(signedInAs(signedInRole));
    return Promise.resolve();
  });
  return view;
}

type UserSession = ReturnType<typeof userEvent.setup>;

async function enterCredentials(user: UserSession, password = 'EstateKey-demo-2026') {
  await enterText(user, screen.getByRole('textbox', { name: authTexts.emailLabel }), 'alice.guardian@example.com');
  await enterText(user, screen.getByLabelText(authTexts.passwordLabel), password);
}

async function submitCredentials(options: { rememberMe?: boolean; password?: string } = {}) {
  const user = userEvent.setup();
  await enterCredentials(user, options.password);
  if (options.rememberMe) await user.click(screen.getByRole('checkbox', { name: authTexts.rememberMe }));
  await user.click(screen.getByRole('button', { name: authTexts.loginButton }));
  return user;
}

function expectPage(path: string) {
  return screen.findByRole('heading', { level: 1, name: pageTitleTexts[path] });
}

beforeEach(() => {
  signIn.mockReset();
  loadCurrentUser.mockReset();
});

describe('login page', () => {
  it('has the fields, the remember-me box and the links of the spec', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: authTexts.loginTitle })).toBeInTheDocument();
    // The browser tests find the fields by these exact label texts.
    expect(screen.getByLabelText(authTexts.emailLabel)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(authTexts.emailLabel)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(authTexts.passwordLabel)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: authTexts.rememberMe })).not.toBeChecked();
    expect(screen.getByRole('link', { name: authTexts.forgotPassword })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: authTexts.registerLink })).toHaveAttribute('href', '/register');
  });

  it.each([['auth/invalid-credential'], ['auth/wrong-password'], ['auth/user-not-found']])(
    'says the e-mail or password is wrong for %s and stays on /login',
    async (code) => {
      const { router } = renderLogin();
      signIn.mockRejectedValue(new FirebaseError(code, 'Firebase: Error'));
      await submitCredentials({ password: 'wrong-password' });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(authTexts.invalidCredentials);
      expect(alert).toHaveFocus();
      expect(router.state.location.pathname).toBe('/login');
      expect(loadCurrentUser).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: authTexts.loginButton })).toBeEnabled();
    },
  );

  it.each([
    ['a network failure', new FirebaseError('auth/network-request-failed', 'Firebase: Error')],
    ['too many attempts', new FirebaseError('auth/too-many-requests', 'Firebase: Error')],
    ['an unexpected error', new Error('boom')],
  ])('shows the generic error for %s', async (_name, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLogin();
    signIn.mockRejectedValue(error);
    await submitCredentials();
    expect(await screen.findByRole('alert')).toHaveTextContent(commonTexts.internalError);
    expect(screen.queryByText(authTexts.invalidCredentials)).not.toBeInTheDocument();
  });

  it('validates the e-mail and password before signing in and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: authTexts.loginButton }));
    expect(await screen.findAllByText(validationTexts.required)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: authTexts.emailLabel })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: authTexts.emailLabel })).toHaveAttribute('aria-invalid', 'true');

    await enterText(user, screen.getByRole('textbox', { name: authTexts.emailLabel }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: authTexts.loginButton }));
    expect(await screen.findByText(validationTexts.invalidEmail)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    [false, 'unchecked'],
    [true, 'checked'],
  ])('passes rememberMe %s when the box is %s', async (rememberMe) => {
    loadCurrentUser.mockResolvedValue(currentUserResponse('Guardian'));
    renderLogin();
    await submitCredentials({ rememberMe });
    await expectPage('/home');
    expect(signIn).toHaveBeenCalledExactlyOnceWith({
      email: 'alice.guardian@example.com',
      password: 'EstateKey-demo-2026',
      rememberMe,
    });
  });

  it.each([
    ['a Guardian', '/home', 'Guardian', {}],
    ['an Executor', '/home', 'Executor', { onboardingCompleted: true }],
    ['an Agent', '/home', 'Agent', {}],
    ['an Admin', '/home', 'Admin', {}],
    ['an Attorney who has not finished onboarding', '/attorney/onboarding', 'Attorney', { onboardingCompleted: false }],
    [
      'an Attorney who finished onboarding',
      '/attorney/dashboard',
      'Attorney',
      { onboardingCompleted: true, attorneyProfile: completeAttorneyProfile },
    ],
  ] as const)('sends %s to %s after "Login successful!"', async (_name, destination, role, fields) => {
    loadCurrentUser.mockResolvedValue(currentUserResponse(role, fields));
    const { router, visitedPaths } = renderLogin(role);
    await submitCredentials();

    expect(await screen.findByText(authTexts.loginSuccess)).toBeInTheDocument();
    await expectPage(destination);
    expect(router.state.location.pathname).toBe(destination);
    // The guard's "signed in on /login → /home" must not run first: no detour through another page.
    expect(visitedPaths).toEqual(['/login', destination]);
  });

  it('sends the user to /home when their details cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadCurrentUser.mockRejectedValue(new ApiError(500, commonTexts.internalError));
    const { visitedPaths } = renderLogin('Attorney');
    await submitCredentials();
    await expectPage('/home');
    expect(visitedPaths).toEqual(['/login', '/home']);
  });

  it('shows "Logging in..." while busy and signs in once however often the button is pressed', async () => {
    let finishSignIn: () => void = () => undefined;
    const { setSession } = renderLogin();
    signIn.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishSignIn = resolve;
        }),
    );
    loadCurrentUser.mockResolvedValue(currentUserResponse('Guardian'));
    const user = userEvent.setup();
    await enterCredentials(user);
    await user.dblClick(screen.getByRole('button', { name: authTexts.loginButton }));

    const busyButton = await screen.findByRole('button', { name: authTexts.loggingIn });
    expect(busyButton).toBeDisabled();
    // A submit that slips past the disabled button (Enter in a field, a second click before the re-render).
    const form = busyButton.closest('form');
    if (!form) throw new Error('login form missing');
    form.requestSubmit();
    expect(signIn).toHaveBeenCalledTimes(1);

    setSession(signedInAs('Guardian'));
    finishSignIn();
    await expectPage('/home');
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('sends a user who is already signed in from /login to /home', async () => {
    const { router } = renderAuthRoute({
      path: '/login',
      element: <LoginPage />,
      initialEntry: '/login',
      session: signedInAs('Attorney'),
    });
    await expectPage('/home');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('waits for the session before leaving /login', async () => {
    loadCurrentUser.mockResolvedValue(currentUserResponse('Guardian'));
    const { router, setSession } = renderLogin();
    signIn.mockResolvedValue(undefined);
    await submitCredentials();
    await screen.findByText(authTexts.loginSuccess);
    await waitFor(() => expect(loadCurrentUser).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/login');

    setSession(signedInAs('Guardian'));
    await expectPage('/home');
  });
});
