import { randomUUID } from 'node:crypto';
import { apiRoutes, authTexts, DEFAULT_PLAN, mailTexts, type SelfRegisterRole } from '@estatekey/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkInMail, waitForMail } from './mailbox';

/**
 * An account a test creates for itself, so it can change what it likes (profile, sessions) without touching the
 * seeded personas other tests rely on.
 *
 * POST /api/user/register is rate-limited per client address and every request of the browser suite comes from
 * 127.0.0.1: keep the suite's registrations well under the limit (PUBLIC_RATE_LIMIT).
 */
export interface FreshAccount {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly role: SelfRegisterRole;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

const FRESH_ACCOUNT_PASSWORD = 'Fresh-e2e-account-2026';

/** A new, never-registered account; `label` makes the address readable in the mail inbox. */
export function newAccount(role: SelfRegisterRole, label: string): FreshAccount {
  const unique = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return {
    firstName: 'Robin',
    lastName: `Registrant ${unique}`,
    email: `e2e-${label}-${unique}@example.com`.toLowerCase(),
    password: FRESH_ACCOUNT_PASSWORD,
    role,
  };
}

/** Registers through the API, for tests that need an account but are not about registering. Returns the uid. */
export async function registerThroughApi(request: APIRequestContext, account: FreshAccount): Promise<string> {
  const response = await request.post(apiRoutes.register.path, {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      role: account.role,
      plan: DEFAULT_PLAN,
    },
  });
  expect(response.status(), await response.text()).toBe(apiRoutes.register.successStatus);
  return apiRoutes.register.response.parse(await response.json()).userId;
}

/** The verification mail goes through the outbox trigger and the SMTP sink; a loaded machine may take a while. */
const VERIFICATION_MAIL_DEADLINE_MS = 60_000;

/**
 * Opens the newest verification link mailed to `account` (since `sentSince`, when a resend made the first one stale)
 * in `page`, as its owner would, and waits for the success
 * view. Accounts meant to be ordinary users must verify: until then the API and the rules refuse almost everything
 * (DESIGN §5).
 */
export async function openMailedVerificationLink(
  page: Page,
  account: Pick<Credentials, 'email'>,
  options: { sentSince?: Date } = {},
): Promise<void> {
  const mail = await waitForMail({
    to: account.email,
    subject: mailTexts.verification.subject,
    timeoutMs: VERIFICATION_MAIL_DEADLINE_MS,
    ...(options.sentSince ? { since: options.sentSince } : {}),
  });
  // paths.verifyEmail(uid, token) is /users/{uid}/verify/{token}; the mail has only this link under /users/.
  await page.goto(linkInMail(mail, '/users/').href);
  await expect(
    page.getByRole('heading', { level: 1, name: authTexts.verification.successTitle, exact: true }),
  ).toBeVisible();
}

/** Fills and submits the login form of the current page (/login). */
export async function submitLoginForm(
  page: Page,
  credentials: Credentials,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.getByLabel(authTexts.emailLabel, { exact: true }).fill(credentials.email);
  await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(credentials.password);
  await page.getByRole('checkbox', { name: authTexts.rememberMe }).setChecked(options.rememberMe ?? false);
  await page.getByRole('button', { name: authTexts.loginButton, exact: true }).click();
}

/** Opens /login, signs in and waits until the app has left the login page. */
export async function logInThroughLoginPage(
  page: Page,
  credentials: Credentials,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, credentials, options);
  await page.waitForURL((url) => url.pathname !== '/login');
}
