import {
  commonTexts,
  dashboardTexts,
  formatPropertyLabel,
  LIVE_LIST_PAGE_SIZE,
  MILESTONE_LABELS,
  pageTitleTexts,
  propertiesTexts,
  sharingTexts,
  statusTexts,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, newPersonaContext, PERSONAS, test } from './fixtures';
import { logInThroughLoginPage, newAccount, openMailedVerificationLink, registerThroughApi } from './support/accounts';
import { copyDocument } from './support/firestore-emulator';

const { labels } = propertiesTexts;
const PROPERTIES_PAGE = '/submit-property';
// Other suites register more users named like the personas: pick the demo agent by his e-mail.
const AARON_OPTION = { name: new RegExp(PERSONAS.aaron.email.replaceAll('.', '\\.')) };

async function openPropertiesPage(page: Page) {
  await page.goto(PROPERTIES_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts[PROPERTIES_PAGE] })).toBeVisible();
  // Every seeded persona of these tests has properties: the first card means the live list has arrived.
  await expect(page.getByRole('article').first()).toBeVisible();
}

function progressBar(page: Page, propertyLabel: string, percent: number) {
  return page
    .getByRole('article', { name: propertyLabel })
    .getByRole('progressbar', { name: `${statusTexts.title}: ${dashboardTexts.percentComplete(percent)}` });
}

test.describe('properties page', () => {
  test('a list longer than a page shows a page, newest first, and Show more reveals the rest', async ({ page }) => {
    test.setTimeout(180_000);
    // A fresh Guardian, so the seeded personas' lists stay as other tests expect them.
    const account = newAccount('Guardian', 'paging');
    const uid = await registerThroughApi(page.request, account);
    await openMailedVerificationLink(page, account);
    const total = LIVE_LIST_PAGE_SIZE + 2;
    const street = (number: number) => `${number} Paging Street`;
    for (let number = 1; number <= total; number += 1) {
      await copyDocument(page.request, 'properties/seed-property-elm-street', `properties/paging-${uid}-${number}`, {
        ownerId: { stringValue: uid },
        memberIds: { arrayValue: { values: [{ stringValue: uid }] } },
        sharedWith: { mapValue: {} },
        caseIds: { arrayValue: {} },
        address: { stringValue: street(number) },
        // Number 1 is the oldest.
        createdAt: { timestampValue: new Date(Date.UTC(2026, 0, 1, 0, number)).toISOString() },
      });
    }

    await logInThroughLoginPage(page, account);
    await page.goto(PROPERTIES_PAGE);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(LIVE_LIST_PAGE_SIZE);
    await expect(cards.first()).toHaveAccessibleName(new RegExp(`^${street(total)},`));
    await expect(page.getByRole('article', { name: new RegExp(`^${street(1)},`) })).toHaveCount(0);

    await page.getByRole('button', { name: propertiesTexts.list.showMore }).click();
    await expect(cards).toHaveCount(total);
    await expect(cards.last()).toHaveAccessibleName(new RegExp(`^${street(1)},`));
    await expect(page.getByRole('button', { name: propertiesTexts.list.showMore })).toHaveCount(0);
  });

  test('a property shared with an agent reaches his open page, and his milestone and her edit reach the other, live', async ({
    page,
    browser,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const address = `${Date.now()} Realtime Lane`;
    const propertyLabel = formatPropertyLabel({ address, city: 'Springfield', state: 'IL' });

    await signInAs('alice');
    await openPropertiesPage(page);
    const aaron = await newPersonaContext(browser, 'aaron');
    try {
      await openPropertiesPage(aaron.page);
      await expect(aaron.page.getByRole('article', { name: propertyLabel })).toHaveCount(0);

      // Alice submits a new property.
      await page.getByRole('button', { name: propertiesTexts.submitNew }).click();
      const form = page.getByRole('form', { name: propertiesTexts.submitNew });
      await form.getByLabel(labels.address, { exact: true }).fill(address);
      await form.getByLabel(labels.city, { exact: true }).fill('Springfield');
      await form.getByLabel(labels.state, { exact: true }).selectOption('IL');
      await form.getByLabel(labels.zipCode, { exact: true }).fill('62704');
      await form.getByLabel(labels.propertyType, { exact: true }).selectOption('residential');
      await form.getByLabel(labels.condition, { exact: true }).selectOption('fair');
      await form.getByLabel(labels.contactName, { exact: true }).fill('Alice Guardian');
      await form.getByLabel(labels.contactEmail, { exact: true }).fill('alice.guardian@example.com');
      await form.getByLabel(labels.contactPhone, { exact: true }).fill('(555) 010-2000');
      await form.getByRole('button', { name: propertiesTexts.submit }).click();
      await expect(page.getByText(propertiesTexts.submitSuccess)).toBeVisible();
      const aliceCard = page.getByRole('article', { name: propertyLabel });
      await expect(aliceCard).toBeVisible();
      await expect(progressBar(page, propertyLabel, 0)).toBeVisible();

      // She shares it with Aaron at 'manage'.
      await aliceCard.getByRole('button', { name: propertiesTexts.share }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: sharingTexts.searchLabel }).fill('aaron');
      await page.getByRole('option', AARON_OPTION).click();
      await dialog.getByRole('radio', { name: sharingTexts.permissionManage }).check();
      await dialog.getByRole('button', { name: sharingTexts.shareButton }).click();
      await expect(page.getByText(sharingTexts.shared)).toBeVisible();
      await expect(dialog.getByRole('list', { name: sharingTexts.sharedWith })).toContainText('Aaron Agent');
      await dialog.getByRole('button', { name: commonTexts.close }).click();

      // It appears on Aaron's open page without a reload.
      const aaronCard = aaron.page.getByRole('article', { name: propertyLabel });
      await expect(aaronCard).toBeVisible();
      await aaronCard.getByRole('button', { name: propertiesTexts.list.showDetails }).click();
      await expect(aaronCard.getByText(statusTexts.agentApprovalNote)).toBeVisible();

      // Key pickup is not an agent's milestone: read-only for him.
      await expect(aaronCard.getByRole('combobox', { name: MILESTONE_LABELS.keyPickup })).toHaveCount(0);
      await expect(aaronCard.getByRole('listitem').filter({ hasText: MILESTONE_LABELS.keyPickup })).toContainText(
        statusTexts.readOnly,
      );

      // Photos is: he completes it, and Alice's progress bar moves without a reload.
      await aaronCard.getByRole('combobox', { name: MILESTONE_LABELS.photos }).selectOption('Completed');
      await expect(aaron.page.getByText(statusTexts.updated)).toBeVisible();
      await expect(progressBar(page, propertyLabel, 100 / 12)).toBeVisible();

      // Alice corrects the city through Edit; both open pages show the new address.
      await aliceCard.getByRole('button', { name: propertiesTexts.edit }).click();
      const editDialog = page.getByRole('dialog', { name: propertiesTexts.editForm.title });
      await expect(editDialog.getByLabel(labels.city, { exact: true })).toHaveValue('Springfield');
      await editDialog.getByLabel(labels.city, { exact: true }).fill('Chatham');
      await editDialog.getByRole('button', { name: propertiesTexts.editForm.save }).click();
      await expect(page.getByText(propertiesTexts.editForm.updated)).toBeVisible();
      const editedLabel = formatPropertyLabel({ address, city: 'Chatham', state: 'IL' });
      await expect(page.getByRole('article', { name: editedLabel })).toBeVisible();
      await expect(aaron.page.getByRole('article', { name: editedLabel })).toBeVisible();
    } finally {
      await aaron.context.close();
    }
  });

  test('has no serious or critical accessibility violations, with the form, a card and the share modal open', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('alice');
    await openPropertiesPage(page);
    await page.getByRole('button', { name: propertiesTexts.submitNew }).click();
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: propertiesTexts.list.showDetails }).click();
    await expect(card.getByRole('heading', { name: statusTexts.title })).toBeVisible();
    await expect(card.getByRole('heading', { name: propertiesTexts.associatedCases })).toBeVisible();
    await axe();

    await card.getByRole('button', { name: propertiesTexts.share }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: sharingTexts.sharedWith })).toBeVisible();
    await dialog.getByRole('combobox', { name: sharingTexts.searchLabel }).fill('aaron');
    await expect(page.getByRole('option', AARON_OPTION)).toBeVisible();
    await axe();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('fits the screen without scrolling sideways, with a card open', async ({ page, signInAs }) => {
      await signInAs('aaron');
      await openPropertiesPage(page);
      const card = page.getByRole('article').first();
      await card.getByRole('button', { name: propertiesTexts.list.showDetails }).click();
      await expect(card.getByRole('heading', { name: statusTexts.title })).toBeVisible();

      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.content, 'page content is wider than the screen').toBeLessThanOrEqual(widths.viewport);
    });
  });
});
