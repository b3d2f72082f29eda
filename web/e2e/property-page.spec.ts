import {
  attorneyTexts,
  authTexts,
  MILESTONE_LABELS,
  pagesTexts,
  paths,
  propertiesTexts,
  statusTexts,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, newPersonaContext, PERSONAS, test } from './fixtures';
import { expectNoSidewaysScroll, onPath } from './support/page-checks';

// The seed's 12 Elm Street: Alice owns it, Aaron manages it, and it is associated with Avery's Harold estate case.
const address = '12 Elm Street';
const texts = propertiesTexts.page;

/** Opens 12 Elm Street the way its owner does: from her card on the Properties page. */
async function openElmStreetFromCard(page: Page): Promise<string> {
  await page.goto(paths.submitProperty);
  await page
    .getByRole('article', { name: new RegExp(address) })
    .getByRole('link', { name: texts.openPage })
    .click();
  await page.waitForURL(/\/properties\/[^/]+$/);
  return new URL(page.url()).pathname;
}

/** Its page's path, as the owner's card links to it. */
let elmStreet = '';

test.beforeAll(async ({ browser }) => {
  const alice = await newPersonaContext(browser, 'alice');
  try {
    elmStreet = await openElmStreetFromCard(alice.page);
  } finally {
    await alice.context.close();
  }
});

test.describe('property page', () => {
  test('a case’s Related Property link opens the property page, read-only, for the attorney', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('avery');
    await page.goto(paths.attorneyDashboard);
    await page
      .getByRole('link', { name: /Estate of Harold Guardian$/ })
      .first()
      .click();
    const caseUrl = new URL(page.url()).pathname;
    await page.getByRole('link', { name: attorneyTexts.caseDetail.viewProperty }).click();
    await expect(page).toHaveURL(onPath(elmStreet));
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(page.getByText(texts.readOnlyNote)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: statusTexts.title })).toBeVisible();
    // Not a member: every milestone is a read-only badge.
    await expect(page.getByRole('combobox')).toHaveCount(0);
    const cases = page.getByRole('region', { name: texts.casesTitle });
    await expect(cases.getByRole('link', { name: 'Probate Real Estate - Alice' })).toHaveAttribute('href', caseUrl);
    await axe();
  });

  test('the owner opens it from her property card and sees the milestones her role may set', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('alice');
    expect(await openElmStreetFromCard(page)).toBe(elmStreet);
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(page.getByText(texts.readOnlyNote)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: MILESTONE_LABELS.keyPickup })).toBeEnabled();
    await expect(page.getByRole('region', { name: texts.showingsTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: texts.keyPickupsTitle })).toBeVisible();
    await axe();
  });

  test('an outsider gets the not-found page, with no hint of the property', async ({ page, signInAs, axe }) => {
    await signInAs('mallory');
    await page.goto(elmStreet);
    await expect(page.getByRole('heading', { level: 1, name: pagesTexts.notFound.title })).toBeVisible();
    await expect(page.getByText(address)).toHaveCount(0);
    await axe();
  });

  test('a signed-out deep link leads through login and back to the property', async ({ page }) => {
    await page.goto(elmStreet);
    await expect(page).toHaveURL(onPath(paths.login));
    await page.getByLabel(authTexts.emailLabel, { exact: true }).fill(PERSONAS.alice.email);
    await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(PERSONAS.alice.password);
    await page.getByRole('button', { name: authTexts.loginButton, exact: true }).click();
    await expect(page).toHaveURL(onPath(elmStreet));
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('fits the screen', async ({ page, signInAs }) => {
      await signInAs('alice');
      await page.goto(elmStreet);
      await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
});
