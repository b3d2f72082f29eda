import { randomBytes } from 'node:crypto';
import {
  authTexts,
  apiRoutes,
  apiTexts,
  dashboardTexts,
  errorsTexts,
  mailTexts,
  matchRoute,
  pageTitleTexts,
  paths,
  REGISTER_REDIRECT_MS,
  ROLE_LABELS,
  SELF_REGISTER_ROLES,
  type SelfRegisterRole,
  signedInAreaTexts,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { APP_URL } from './chromium';
import { expect, PERSONAS, test } from './fixtures';
import { newAccount, submitLoginForm } from './support/accounts';
import { expectNoSidewaysScroll, expectWithinScreenWidth, onPath, toast } from './support/page-checks';

// Registration is rate-limited per client address, and every request of the browser suite comes from 127.0.0.1:
// this file registers exactly once per self-service role.

/** The verification mail goes through the outbox trigger and the SMTP sink; a loaded machine may take a while. */
const MAIL_DEADLINE_MS = 30_000;
/** How much earlier than the app's own timer the redirect may come after the answer has arrived (parsing it, rendering). */
const TIMER_SLACK_MS = 250;

const { onboardingPending } = signedInAreaTexts;

/**
 * Where a freshly registered account lands after its first login (spec part 1 §4; not onboarded yet), and which
 * pending onboarding form /home names for it.
 */
const FIRST_LOGIN: Record<SelfRegisterRole, { path: string; pendingForm: string | null }> = {
  Guardian: { path: paths.home, pendingForm: onboardingPending.forms.guardianExecutor },
  Executor: { path: paths.home, pendingForm: onboardingPending.forms.guardianExecutor },
  Agent: { path: paths.home, pendingForm: onboardingPending.forms.agent },
  Attorney: { path: paths.attorneyOnboarding, pendingForm: null },
};

function pageHeading(page: Page, path: string) {
  const title = pageTitleTexts[matchRoute(path).path];
  if (!title) throw new Error(`No page title for ${path}`);
  return page.getByRole('heading', { level: 1, name: title, exact: true });
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

async function expectVerificationSucceeded(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: authTexts.verification.successTitle, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('main').getByText(authTexts.verification.successBody, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: authTexts.verification.loginLink })).toHaveAttribute(
    'href',
    paths.login,
  );
  await expect(toast(page, apiTexts.emailVerified)).toBeVisible();
}

async function expectVerificationFailed(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: authTexts.verification.failedTitle, exact: true }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(errorsTexts.verificationInvalid, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: authTexts.verification.loginLink })).toHaveAttribute('href', paths.login);
  await expect(main.getByRole('link', { name: authTexts.verification.registerAgain })).toHaveAttribute(
    'href',
    paths.register,
  );
  await expect(page.getByRole('heading', { name: authTexts.verification.successTitle })).toHaveCount(0);
  await expect(toast(page, errorsTexts.verificationInvalid)).toBeVisible();
}

test.describe('registration and e-mail verification', () => {
  for (const role of SELF_REGISTER_ROLES) {
    test(`a new ${ROLE_LABELS[role]} registers, is sent to /login, verifies the address from the mail once, and logs in`, async ({
      page,
      axe,
      mailbox,
    }) => {
      test.slow();
      const account = newAccount(role, role.toLowerCase());

      await page.goto(paths.register);
      await expect(pageHeading(page, paths.register)).toBeVisible();
      await page.getByLabel(authTexts.register.firstNameLabel, { exact: true }).fill(account.firstName);
      await page.getByLabel(authTexts.register.lastNameLabel, { exact: true }).fill(account.lastName);
      await page.getByLabel(authTexts.register.emailLabel, { exact: true }).fill(account.email);
      await page.getByLabel(authTexts.register.passwordLabel, { exact: true }).fill(account.password);
      await page.getByLabel(authTexts.register.roleLabel, { exact: true }).selectOption({ label: ROLE_LABELS[role] });

      // When the app leaves /register, on the page's clock (the test's sees events late on a loaded machine).
      await page.evaluate(() => {
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            document.documentElement.dataset.leftRegisterAt = String(performance.now());
            original(...args);
          };
        }
      });
      const sentAt = new Date();
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === apiRoutes.register.path && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: authTexts.register.submit, exact: true }).click();
      const response = await answer;
      expect(response.status()).toBe(apiRoutes.register.successStatus);
      expect(response.request().postDataJSON()).toMatchObject({ email: account.email, role });
      const { userId } = apiRoutes.register.response.parse(await response.json());

      await expect(toast(page, apiTexts.registered)).toBeVisible();
      await expect(page).toHaveURL(onPath(paths.login));
      const stayedMs = await page.evaluate((path) => {
        const answered = performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname === path) as PerformanceResourceTiming | undefined;
        return Number(document.documentElement.dataset.leftRegisterAt) - (answered?.responseEnd ?? Number.NaN);
      }, apiRoutes.register.path);
      expect(stayedMs, 'left /register before the redirect delay').toBeGreaterThanOrEqual(
        REGISTER_REDIRECT_MS - TIMER_SLACK_MS,
      );

      const mail = await mailbox.waitForMail({
        to: account.email,
        subject: mailTexts.verification.subject,
        since: sentAt,
        timeoutMs: MAIL_DEADLINE_MS,
      });
      const link = mailbox.linkInMail(mail, paths.verifyEmail(userId, ''));
      expect(link.origin).toBe(APP_URL);

      // The right user with a token that was never issued is refused.
      await page.goto(paths.verifyEmail(userId, randomToken()));
      await expectVerificationFailed(page);

      await page.goto(link.href);
      await expectVerificationSucceeded(page);
      await axe();

      // The link works once.
      await page.goto(link.href);
      await expectVerificationFailed(page);
      await axe();

      await page.getByRole('main').getByRole('link', { name: authTexts.verification.loginLink }).click();
      await expect(page).toHaveURL(onPath(paths.login));
      await submitLoginForm(page, account);
      const firstLogin = FIRST_LOGIN[role];
      await expect(page).toHaveURL(onPath(firstLogin.path));
      if (firstLogin.pendingForm === null) {
        await expect(pageHeading(page, firstLogin.path)).toBeVisible();
      } else {
        const pending = page.getByRole('region', { name: onboardingPending.title });
        await expect(pending).toBeVisible();
        await expect(pending.getByText(firstLogin.pendingForm, { exact: true })).toBeVisible();
      }
    });
  }

  test('a made-up verification link shows the failure view, in both spellings of the route', async ({ page }) => {
    const madeUpUserId = `no-such-user-${randomBytes(6).toString('hex')}`;

    await page.goto(paths.verifyEmail(madeUpUserId, randomToken()));
    await expectVerificationFailed(page);

    await page.goto(`/user/${madeUpUserId}/verify/${randomToken()}`);
    await expectVerificationFailed(page);
  });
});

test.describe('login', () => {
  test('a wrong password is refused with the spec text and the user stays on /login', async ({ page }) => {
    await page.goto(paths.login);
    await submitLoginForm(page, { email: PERSONAS.alice.email, password: `${PERSONAS.alice.password}-wrong` });

    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toHaveText(authTexts.invalidCredentials);
    await expect(failure).toBeFocused();
    await expect(page).toHaveURL(onPath(paths.login));
    await expect(page.getByRole('button', { name: authTexts.loginButton, exact: true })).toBeEnabled();
  });
});

test.describe('remember me for 7 days', () => {
  test('unchecked, the session lasts this browser session but not into a new browser', async ({ page, browser }) => {
    const alice = PERSONAS.alice;
    await page.goto(paths.login);
    await submitLoginForm(page, alice, { rememberMe: false });
    await expect(toast(page, authTexts.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(onPath(paths.home));

    await page.reload();
    await expect(page.getByText(dashboardTexts.welcome(alice.firstName), { exact: true })).toBeVisible();

    const restarted = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const restartedPage = await restarted.newPage();
      await restartedPage.goto(paths.home);
      await expect(restartedPage).toHaveURL(onPath(paths.login));
    } finally {
      await restarted.close();
    }
  });

  test('checked, the session survives into a new browser', async ({ page, browser }) => {
    const eve = PERSONAS.eve;
    await page.goto(paths.login);
    await submitLoginForm(page, eve, { rememberMe: true });
    await expect(page).toHaveURL(onPath(paths.home));

    const restarted = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const restartedPage = await restarted.newPage();
      await restartedPage.goto(paths.home);
      await expect(restartedPage.getByText(dashboardTexts.welcome(eve.firstName), { exact: true })).toBeVisible();
      await expect(restartedPage).toHaveURL(onPath(paths.home));
    } finally {
      await restarted.close();
    }
  });
});

test.describe('public account pages have no serious or critical accessibility violations', () => {
  // The landing page is checked by landing.spec.ts; the verification views by the registration tests above.
  const PUBLIC_PAGES = [
    paths.login,
    paths.register,
    paths.forgotPassword,
    paths.terms,
    paths.privacy,
    paths.subscriptionSuccess,
    paths.helpCenter,
    paths.intakeProcess,
    '/no-such-page',
  ];

  for (const path of PUBLIC_PAGES) {
    test(path, async ({ page, axe }) => {
      await page.goto(path);
      await expect(pageHeading(page, path)).toBeVisible();
      await axe();
    });
  }
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const FORMS = [
    { path: paths.login, submit: authTexts.loginButton },
    { path: paths.register, submit: authTexts.register.submit },
  ];

  for (const { path, submit } of FORMS) {
    test(`${path} fits the screen and its form can be reached`, async ({ page, axe }) => {
      await page.goto(path);
      await expect(pageHeading(page, path)).toBeVisible();
      await expectNoSidewaysScroll(page);
      const submitButton = page.getByRole('button', { name: submit, exact: true });
      await expectWithinScreenWidth(page, submitButton);
      await expect(submitButton).toBeInViewport();
      // /login is prerendered: its submit turns from disabled to enabled (a colour transition) once the script has run.
      // Checked after that, as a person would use it, not while the colours change.
      await expect(submitButton).toBeEnabled();
      await axe();
    });
  }
});
