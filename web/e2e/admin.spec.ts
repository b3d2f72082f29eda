import {
  adminTexts,
  apiRoutes,
  formatPropertyLabel,
  ROLE_LABELS,
  sidebarTexts,
  webShellTexts,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, newPersonaContext, PERSONAS, test } from './fixtures';
import { logInThroughLoginPage, newAccount, openMailedVerificationLink, registerThroughApi } from './support/accounts';
import { expectNoSidewaysScroll, toast } from './support/page-checks';

function sidebarLink(page: Page, label: string) {
  return page.getByRole('navigation', { name: webShellTexts.sidebarNavigation }).getByRole('link', { name: label });
}

async function openAdminPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('admin area', () => {
  test("an admin changes a user's role and the user's menu changes at their next sign-in", async ({
    page,
    browser,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    const account = newAccount('Guardian', 'role-change');
    await registerThroughApi(page.request, account);
    const user = await browser.newContext();
    try {
      const userPage = await user.newPage();
      await openMailedVerificationLink(userPage, account);
      await logInThroughLoginPage(userPage, account);
      await expect(sidebarLink(userPage, sidebarTexts.scheduleShowing)).toHaveCount(0);

      await signInAs('ada');
      await openAdminPage(page, '/manage-clients', adminTexts.users.title);
      await page.getByRole('searchbox', { name: adminTexts.users.search }).fill(account.email);
      // The header row and the one match: the searched list has arrived and will not re-render under the menu.
      await expect(page.getByRole('row')).toHaveCount(2);
      const row = page.getByRole('row').filter({ hasText: account.email });
      await row.getByRole('button', { name: 'more' }).click();
      await page.getByRole('menuitem', { name: adminTexts.users.changeRole }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(adminTexts.users.newRole).selectOption('Agent');
      const name = `${account.firstName} ${account.lastName}`;
      await expect(dialog.getByText(adminTexts.users.confirmRole(name, ROLE_LABELS.Agent))).toBeVisible();
      await dialog.getByRole('button', { name: adminTexts.users.confirmRoleButton(ROLE_LABELS.Agent) }).click();
      await expect(toast(page, adminTexts.success.roleChanged(name, ROLE_LABELS.Agent))).toBeVisible();

      // The next sign-in (a fresh session) carries the new role and its menu.
      const next = await browser.newContext();
      try {
        const nextPage = await next.newPage();
        await logInThroughLoginPage(nextPage, account);
        await expect(sidebarLink(nextPage, sidebarTexts.scheduleShowing)).toBeVisible();
      } finally {
        await next.close();
      }
    } finally {
      await user.close();
    }
  });

  test("an intake request becomes Alice's property, and approving it changes her badge and notifies her, live", async ({
    page,
    browser,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    const unique = Date.now().toString(36);
    const address = `${unique} Intake Court`;
    const contactName = `Visitor ${unique}`;
    const submitted = await page.request.post(apiRoutes.submitProperty.path, {
      data: {
        propertyAddress: address,
        propertyCity: 'Springfield',
        propertyState: 'IL',
        propertyZip: '62704',
        propertyType: 'residential',
        propertyCondition: 'good',
        contactName,
        contactEmail: `visitor-${unique}@example.com`,
        contactPhone: '(555) 010-4321',
        additionalInfo: '',
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    const alice = await newPersonaContext(browser, 'alice');
    try {
      await alice.page.goto('/submit-property');
      const label = formatPropertyLabel({ address, city: 'Springfield', state: 'IL' });
      const card = alice.page.getByRole('article', { name: label });
      await expect(card).toHaveCount(0);

      await signInAs('ada');
      await openAdminPage(page, '/manage-intake', adminTexts.intake.title);
      await page.getByRole('button', { name: `${adminTexts.intake.open} ${contactName}` }).click();
      const panel = page.getByRole('presentation');
      await panel.getByLabel(adminTexts.intake.ownerEmail).fill(PERSONAS.alice.email);
      await panel.getByRole('button', { name: adminTexts.intake.convert }).click();
      // The side panel is modal (toasts behind it are hidden from the accessibility tree): it shows the outcome.
      await expect(panel.getByText(/^Converted: /)).toBeVisible();

      // The property reaches Alice's open page, pending (yellow).
      await expect(card).toBeVisible();
      await expect(card.locator('[data-status-colour]')).toHaveAttribute('data-status-colour', 'yellow');

      await openAdminPage(page, '/manage-properties', adminTexts.properties.title);
      await page.getByRole('searchbox', { name: adminTexts.properties.search }).fill(PERSONAS.alice.email);
      await page.getByRole('button', { name: `${adminTexts.properties.open} ${address}` }).click();
      const review = page.getByRole('presentation');
      await review.getByRole('button', { name: adminTexts.properties.markAs('reviewing') }).click();
      await expect(review.locator('[data-status-colour]').first()).toHaveAttribute('data-status-colour', 'blue');
      await review.getByRole('button', { name: adminTexts.properties.markAs('approved') }).click();
      await expect(review.locator('[data-status-colour]').first()).toHaveAttribute('data-status-colour', 'green');

      await expect(card.locator('[data-status-colour]')).toHaveAttribute('data-status-colour', 'green');
      await sidebarLink(alice.page, sidebarTexts.notifications).click();
      await expect(alice.page.getByText(`${label} is now Approved.`).first()).toBeVisible();
    } finally {
      await alice.context.close();
    }
  });

  test('every admin page passes axe', async ({ page, signInAs, axe }) => {
    test.setTimeout(120_000);
    await signInAs('ada');
    for (const [path, title] of [
      ['/manage-clients', adminTexts.users.title],
      ['/manage-properties', adminTexts.properties.title],
      ['/manage-intake', adminTexts.intake.title],
      ['/audit-log', adminTexts.auditLog.title],
    ] as const) {
      await openAdminPage(page, path, title);
      // The audit log page has a second grid, the mail that could not be delivered: axe looks at both.
      await expect(page.getByRole('grid').first()).toBeVisible();
      await expect(page.getByRole('grid').last()).toBeVisible();
      await axe();
    }
    await page.goto('/home');
    await expect(page.getByText(adminTexts.dashboard.openIntake)).toBeVisible();
    await axe();
  });
});

test.describe('admin lists on a laptop and a phone', () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px the filter bar fits, the filters read 'All …', and a search's footer counts its rows`, async ({
      page,
      signInAs,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs('ada');
      for (const list of [
        {
          path: '/manage-clients',
          texts: adminTexts.users,
          filter: adminTexts.users.roleFilter,
          all: adminTexts.users.allRoles,
        },
        {
          path: '/manage-properties',
          texts: adminTexts.properties,
          filter: adminTexts.properties.statusFilter,
          all: adminTexts.properties.allStatuses,
        },
      ]) {
        await openAdminPage(page, list.path, list.texts.title);
        await expect(page.getByRole('combobox', { name: list.filter }).locator('option:checked')).toHaveText(list.all);
        const search = page.getByRole('searchbox', { name: list.texts.search });
        // The search box keeps a usable width beside (or under) the filter.
        expect((await search.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(Math.min(240, width - 64));
        await expectNoSidewaysScroll(page);

        await search.fill(PERSONAS.alice.email);
        // Once the search has answered, every row (a card on a phone) is Alice's and the footer counts exactly those.
        const rows =
          width < 600
            ? page.getByRole('list', { name: list.texts.gridLabel }).getByRole('listitem')
            : page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
        await expect
          .poll(async () => {
            const texts = await rows.allInnerTexts();
            const footer = await page.getByText(/^\d+–\d+ of /).innerText();
            return (
              texts.length > 0 &&
              texts.every((row) => row.includes('Alice')) &&
              footer === `1–${texts.length} of ${texts.length}`
            );
          })
          .toBe(true);
        await expectNoSidewaysScroll(page);
      }
    });
  }
});
