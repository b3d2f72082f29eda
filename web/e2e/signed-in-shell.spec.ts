import { randomUUID } from 'node:crypto';
import {
  apiTexts,
  authTexts,
  commonTexts,
  dashboardTexts,
  DEFAULT_COMPANY_NAME,
  errorsTexts,
  fullName,
  matchRoute,
  pageTitleTexts,
  pagesTexts,
  paths,
  profileTexts,
  type Role,
  ROLE_LABELS,
  SIDEBAR_COMMON_ITEMS,
  SIDEBAR_MENU,
  type SidebarItem,
  sidebarTexts,
  emailVerificationTexts,
  webShellTexts,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, PERSONAS, test, type PersonaName } from './fixtures';
import { logInThroughLoginPage, newAccount, openMailedVerificationLink, registerThroughApi } from './support/accounts';
import { expectNoSidewaysScroll, onPath, toast } from './support/page-checks';

// Tests that change an account (profile, logout, which revokes every session of the user) use an account of their
// own, so the seeded personas stay as other tests expect them. Registration is rate-limited per client address:
// this file registers exactly three times.

const { userMenu } = webShellTexts;

/** Where each seeded persona lands after logging in (spec part 1 §4); Avery is an onboarded attorney. */
const LOGIN_DESTINATIONS: ReadonlyArray<readonly [PersonaName, string]> = [
  ['ada', paths.home],
  ['alice', paths.home],
  ['eve', paths.home],
  ['avery', paths.attorneyDashboard],
  ['aaron', paths.home],
];

function pageHeading(page: Page, path: string) {
  const title = pageTitleTexts[matchRoute(path).path];
  if (!title) throw new Error(`No page title for ${path}`);
  return page.getByRole('heading', { level: 1, name: title, exact: true });
}

function sidebarNavigation(page: Page) {
  return page.getByRole('navigation', { name: webShellTexts.sidebarNavigation });
}

/** The signed-in sidebar: the landmark named after the company, holding the account navigation. */
function sidebar(page: Page) {
  return page.getByRole('complementary').filter({ has: sidebarNavigation(page) });
}

/** Spec part 1 §2.8: the role's own items, then the items every role has. */
function expectedMenu(role: Role): SidebarItem[] {
  const roleItems = SIDEBAR_MENU[role].filter((item) => !SIDEBAR_COMMON_ITEMS.includes(item));
  return [...roleItems, ...SIDEBAR_COMMON_ITEMS];
}

async function expectSidebarMenu(page: Page, role: Role) {
  const menu = sidebar(page);
  await expect(menu.getByText(ROLE_LABELS[role], { exact: true })).toBeVisible();
  const links = sidebarNavigation(page).getByRole('link');
  const expected = expectedMenu(role);
  await expect(links).toHaveText(expected.map((item) => item.label));
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
    expected.map((item) => item.path),
  );
  await expect(menu.getByRole('button', { name: sidebarTexts.logout, exact: true })).toBeVisible();
}

test.describe('signing in as each persona', () => {
  for (const [personaName, destination] of LOGIN_DESTINATIONS) {
    const persona = PERSONAS[personaName];
    test(`${personaName} (${ROLE_LABELS[persona.role]}) lands on ${destination}; the sidebar lists exactly the ${persona.role} menu; /home passes axe`, async ({
      page,
      signInAs,
      axe,
    }) => {
      await signInAs(personaName);
      await expect(page).toHaveURL(onPath(destination));
      await expect(pageHeading(page, destination)).toBeVisible();
      await expectSidebarMenu(page, persona.role);

      await sidebarNavigation(page)
        .getByRole('link', { name: expectedMenu(persona.role)[0]?.label, exact: true })
        .click();
      await expect(page).toHaveURL(onPath(paths.home));
      await expect(page.getByText(dashboardTexts.welcome(persona.firstName), { exact: true })).toBeVisible();
      await expectSidebarMenu(page, persona.role);
      await axe();
    });
  }
});

test.describe('account changes', () => {
  test('logging out from the user menu returns to the public site, and /home then asks to log in', async ({
    page,
    request,
  }) => {
    const account = newAccount('Executor', 'logout');
    await registerThroughApi(request, account);
    await openMailedVerificationLink(page, account);
    await logInThroughLoginPage(page, account);
    await expect(page).toHaveURL(onPath(paths.home));

    await page.getByRole('button', { name: userMenu.open }).click();
    const menu = page.getByRole('dialog', { name: userMenu.menuLabel });
    await expect(menu).toContainText(fullName(account));
    await expect(menu).toContainText(ROLE_LABELS[account.role]);
    await expect(menu).toContainText(commonTexts.notSpecified);
    await menu.getByRole('menuitem', { name: sidebarTexts.logout }).click();

    await expect(page).toHaveURL(onPath(paths.landing));
    await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();
    await expect(toast(page, authTexts.logoutSuccess)).toBeVisible();

    await page.goto(paths.home);
    await expect(page).toHaveURL(onPath(paths.login));
  });

  test('a new company name saved in profile settings shows in the sidebar and the user menu at once', async ({
    page,
    request,
  }) => {
    const account = newAccount('Guardian', 'profile');
    await registerThroughApi(request, account);
    await openMailedVerificationLink(page, account);
    await logInThroughLoginPage(page, account);
    await expect(page).toHaveURL(onPath(paths.home));
    await expect(sidebar(page)).toHaveAccessibleName(DEFAULT_COMPANY_NAME);

    await sidebarNavigation(page).getByRole('link', { name: sidebarTexts.profileSettings, exact: true }).click();
    await expect(page).toHaveURL(onPath(paths.profileSettings));
    await expect(pageHeading(page, paths.profileSettings)).toBeVisible();
    const { labels } = profileTexts;
    await expect(page.getByLabel(labels.email, { exact: true })).toHaveValue(account.email);
    const companyName = page.getByLabel(labels.companyName, { exact: true });
    await expect(companyName).toHaveValue('');

    const newCompanyName = `Registrant Estates ${randomUUID().slice(0, 8)}`;
    await companyName.fill(newCompanyName);
    await page.getByRole('button', { name: profileTexts.save, exact: true }).click();

    await expect(toast(page, profileTexts.success)).toBeVisible();
    await expect(sidebar(page)).toHaveAccessibleName(newCompanyName);
    await expect(sidebar(page).getByText(newCompanyName, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(onPath(paths.profileSettings));

    await page.getByRole('button', { name: userMenu.open }).click();
    await expect(page.getByRole('dialog', { name: userMenu.menuLabel })).toContainText(newCompanyName);
  });
});

test.describe('an account whose e-mail is not verified (DESIGN §5)', () => {
  test('sees the banner on every signed-in page, resends the mail, and loses the banner once the link is opened elsewhere', async ({
    page,
    request,
    axe,
  }) => {
    const account = newAccount('Agent', 'unverified');
    await registerThroughApi(request, account);
    await logInThroughLoginPage(page, account);
    const banner = page.getByRole('alert').filter({ hasText: errorsTexts.emailNotVerified });
    await expect(banner).toBeVisible();
    await axe();
    await sidebarNavigation(page).getByRole('link', { name: sidebarTexts.profileSettings, exact: true }).click();
    await expect(pageHeading(page, paths.profileSettings)).toBeVisible();
    await expect(banner).toBeVisible();

    const resentAt = new Date();
    await banner.getByRole('button', { name: emailVerificationTexts.resend }).click();
    await expect(toast(page, apiTexts.verificationResent)).toBeVisible();

    // The owner opens the (newest) link in another tab; coming back to this one refreshes the session.
    const elsewhere = await page.context().newPage();
    await openMailedVerificationLink(elsewhere, account, { sentSince: resentAt });
    await elsewhere.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(banner).toBeHidden();
  });
});

test.describe('signed-in pages have no serious or critical accessibility violations', () => {
  // /home is checked per role above; the public pages in accounts.spec.ts.
  const SIGNED_IN_PAGES = [paths.profileSettings, paths.helpCenter, paths.intakeProcess, paths.clinicSettings];

  test(SIGNED_IN_PAGES.join(', '), async ({ page, signInAs, axe }) => {
    await signInAs('alice');
    for (const path of SIGNED_IN_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(pageHeading(page, path)).toBeVisible();
        await expect(sidebarNavigation(page)).toBeVisible();
        await axe();
      });
    }
  });
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/home fits the screen and the sidebar menu opens from the menu button', async ({ page, signInAs, axe }) => {
    const alice = PERSONAS.alice;
    await signInAs('alice');
    await expect(page).toHaveURL(onPath(paths.home));
    await expect(page.getByText(dashboardTexts.welcome(alice.firstName), { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const navigation = sidebarNavigation(page);
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: commonTexts.openMenu }).click();
    await expect(navigation).toBeVisible();
    await expect(navigation.getByRole('link')).toHaveText(expectedMenu(alice.role).map((item) => item.label));
    await axe();

    await navigation.getByRole('link', { name: sidebarTexts.helpCenter, exact: true }).click();
    await expect(page).toHaveURL(onPath(paths.helpCenter));
    await expect(pageHeading(page, paths.helpCenter)).toBeVisible();
    await expect(navigation).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
});

test('a signed-in page says it shows saved data while the network is gone, and clears when it returns', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs('alice');
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('main').getByRole('status').filter({ hasText: webShellTexts.offline });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  // What the page showed stays on screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
