import { attorneyTexts, commonTexts, documentsTexts, uploadTexts } from '@estatekey/domain';
import type { Locator, Page } from '@playwright/test';

import { expect, expectNoSeriousAxeViolations, newPersonaContext, test } from './fixtures';
import { expectNoSidewaysScroll, scrollUntilVisible, toast } from './support/page-checks';

const text = documentsTexts;
const HAROLD_CASE = 'Probate Real Estate - Alice';
const HAROLD_CASE_NUMBER = 'PR-2026-00142';

/** A tiny but real PDF: the API sniffs the content, not only the name. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The case's group on /documents, opened when the role's default left it closed. */
async function openCaseGroup(page: Page, caseName: string): Promise<Locator> {
  const summary = page.getByRole('button', { name: new RegExp(`^${caseName}`) });
  await expect(summary).toBeVisible();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  return page.locator('.MuiAccordion-root').filter({ has: summary });
}

test.describe('court documents', () => {
  test('avery uploads a court order, alice sees it New live and opens it, avery sees who viewed it', async ({
    page,
    signInAs,
    axe,
    browser,
  }) => {
    const fileName = `order-authorizing-sale-${Date.now()}.pdf`;
    const alice = await newPersonaContext(browser, 'alice');
    try {
      await alice.page.goto('/documents');
      await expect(alice.page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(alice.page.getByRole('button', { name: new RegExp(`^${HAROLD_CASE}`) })).toBeVisible();

      await signInAs('avery');
      await page.goto(`/upload-court-documents`);
      await expect(
        page.getByRole('heading', { level: 1, name: attorneyTexts.uploadCourtDocuments.title }),
      ).toBeVisible();
      await page.getByRole('button', { name: new RegExp(`^${HAROLD_CASE}`) }).click();
      await axe();
      await page.getByLabel(uploadTexts.documentTypeLabel).selectOption('Court Order');
      await expect(page.getByLabel(uploadTexts.caseLabel, { exact: true })).not.toHaveValue('');
      await page.getByLabel(uploadTexts.descriptionLabel).fill('Order authorizing sale of 12 Elm Street');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: SMALL_PDF });
      await page.getByRole('button', { name: uploadTexts.submit }).click();
      await expect(toast(page, text.uploaded)).toBeVisible();
      // The chosen case's documents list shows it.
      await expect(page.getByText(fileName)).toBeVisible();

      // Alice's open page gets it without reload, as New.
      const aliceGroup = await openCaseGroup(alice.page, HAROLD_CASE);
      const aliceRow = aliceGroup.getByRole('listitem').filter({ hasText: fileName });
      await expect(aliceRow).toBeVisible();
      await expect(aliceRow.getByText(text.newBadge, { exact: true })).toBeVisible();
      await aliceRow.getByRole('button', { name: `${commonTexts.view}: ${fileName}` }).click();
      const viewer = alice.page.getByRole('dialog', { name: fileName });
      await expect(viewer.locator(`iframe[title="${fileName}"]`)).toBeVisible();
      await viewer.getByRole('button', { name: commonTexts.close }).click();
      await expect(aliceRow.getByText(text.viewedBadge, { exact: true })).toBeVisible();

      // Avery's /documents shows who opened it and when.
      await page.goto('/documents');
      const averyGroup = await openCaseGroup(page, HAROLD_CASE);
      const averyRow = averyGroup.getByRole('listitem').filter({ hasText: fileName });
      await expect(averyRow.getByText(/^Viewed by Alice Guardian, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
      await expect(averyRow.getByText(text.viewedBadge, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: text.refreshAssignments })).toBeVisible();
      await axe();
    } finally {
      await alice.context.close();
    }
  });

  test('alice associates a property with a case, and removes it again', async ({ page, signInAs, axe }) => {
    await signInAs('alice');
    await page.goto('/documents');
    const group = await openCaseGroup(page, 'Estate Sale - Alice');
    const properties = group.getByRole('region', { name: `${documentsTexts.properties}: Estate Sale - Alice` });
    // The section loads when it nears the screen, under the case's documents.
    await scrollUntilVisible(page, properties);
    await axe();
    await properties.getByRole('button', { name: text.associateProperty }).click();
    await expect(properties.getByText(text.selectProperty).last()).toBeVisible();

    const select = properties.getByLabel(documentsTexts.propertyLabel);
    const choice = await select.locator('option').nth(1).textContent();
    expect(choice).toBeTruthy();
    await select.selectOption({ index: 1 });
    await properties.getByRole('button', { name: text.associateProperty }).click();
    await expect(toast(page, text.propertyAssociated)).toBeVisible();
    const linked = properties.getByRole('listitem').filter({ hasText: choice ?? '' });
    await expect(linked).toBeVisible();

    await linked.getByRole('button', { name: `${documentsTexts.remove}: ${choice ?? ''}` }).click();
    await expect(toast(page, text.propertyDisassociated)).toBeVisible();
    await expect(linked).toHaveCount(0);
  });

  test('aaron finds a document of a shared property by case number and opens the PDF', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('aaron');
    await page.goto('/agent-documents');
    await expect(page.getByRole('heading', { level: 1, name: text.agent.title })).toBeVisible();
    const rows = page.getByRole('table', { name: text.agent.title }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await axe();
    await page.getByLabel(commonTexts.search).fill(HAROLD_CASE_NUMBER.toLowerCase());
    const matches = rows.filter({ hasText: HAROLD_CASE_NUMBER });
    await expect(matches.first()).toBeVisible();
    // Every row left matches the search.
    expect(await rows.count()).toBe((await matches.count()) + 1);
    await matches
      .first()
      .getByRole('button', { name: /^View: / })
      .click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('iframe')).toBeVisible();
    await expect(viewer.getByRole('button', { name: commonTexts.download })).toBeEnabled();
    await axe();
  });

  test('other roles are kept off the court pages', async ({ page, signInAs }) => {
    await signInAs('alice');
    await page.goto('/upload-court-documents');
    await expect(page).not.toHaveURL(/upload-court-documents/);
  });
});

test.describe('court documents on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every court documents page fits and passes axe', async ({ page, signInAs }, testInfo) => {
    await signInAs('avery');
    for (const path of ['/documents', '/upload-court-documents']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, testInfo);
    }
  });

  test('the agent documents page fits and passes axe', async ({ page, signInAs }, testInfo) => {
    await signInAs('aaron');
    await page.goto('/agent-documents');
    await expect(page.getByRole('table', { name: text.agent.title })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, testInfo);
  });
});
