import {
  addDaysIso,
  authTexts,
  commonTexts,
  dashboardTexts,
  formatPropertyLabel,
  GUARDIAN_WIZARD_STEPS,
  onboardingTexts,
  KEY_PICKUP_TYPE,
  keyPickupTexts,
  pageTitleTexts,
  signedInAreaTexts,
  todayIsoDate,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { openMailedVerificationLink } from './support/accounts';

const text = onboardingTexts;
const guardianText = onboardingTexts.guardian;
const wizardText = onboardingTexts.guardianWizard;
const STEP_TITLES = GUARDIAN_WIZARD_STEPS.map((step) => step.title);
const PHONE_WIDTH = { width: 360, height: 740 };

/** A one-page PDF: the upload endpoint sniffs the content, so it has to be a real one. */
const LETTERS_OF_OFFICE = {
  name: 'letters-of-office.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  ),
};

async function registerGuardian(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel(authTexts.register.firstNameLabel, { exact: true }).fill('Gina');
  await page.getByLabel(authTexts.register.lastNameLabel, { exact: true }).fill('Guardian');
  await page.getByLabel(authTexts.register.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(authTexts.register.passwordLabel, { exact: true }).fill(password);
  await page.getByLabel(authTexts.register.roleLabel, { exact: true }).selectOption('Guardian');
  await page.getByRole('button', { name: authTexts.register.submit, exact: true }).click();
  // Registration shows its toast, then moves to the login page after two seconds (spec part 1 §4).
  await page.waitForURL((url) => url.pathname === '/login');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(authTexts.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: authTexts.loginButton, exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/home');
}

/** Asserts the wizard shows step `step` and fits a phone's width. */
async function expectStep(page: Page, step: number) {
  const title = STEP_TITLES[step - 1] ?? '';
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeFocused();
  await expect(page.getByText(text.stepOf(step, STEP_TITLES.length), { exact: true })).toBeVisible();
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, `step ${step} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

function radio(page: Page, question: string, answer: string) {
  return page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true });
}

/** The big number of a dashboard stat card. */
function statFigure(page: Page, title: string) {
  return page.getByRole('group', { name: title }).locator('p').first();
}

test.describe('guardian onboarding wizard', () => {
  test.use({ viewport: PHONE_WIDTH });

  test('a new guardian completes the nine steps on a phone; the property, the key pickup and the document exist', async ({
    page,
    axe,
  }) => {
    test.setTimeout(180_000);
    const runId = Date.now();
    const email = `gina.guardian.${runId}@example.com`;
    const password = `Wizard-${runId}`;
    const propertyAddress = `${runId} Wizard Way`;
    const propertyLabel = formatPropertyLabel({ address: propertyAddress, city: 'Springfield', state: 'IL' });
    const pickupDate = addDaysIso(todayIsoDate(), 1);

    await registerGuardian(page, email, password);
    // An ordinary user opens the mailed link first: unverified accounts may not complete onboarding (DESIGN §5).
    await openMailedVerificationLink(page, { email });
    await page.goto('/login');
    await signIn(page, email, password);

    const wizard = page.getByRole('form', { name: signedInAreaTexts.onboardingPending.forms.guardianExecutor });
    await expect(wizard).toBeVisible();
    await expect(page.getByText(text.stepOf(1, 9), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: STEP_TITLES[0] })).toBeVisible();
    await axe();

    // 1. Identity
    await page.getByRole('checkbox', { name: guardianText.identityConfirm }).check();
    await radio(page, guardianText.needsAttorneyReferralQuestion, commonTexts.yes).check();
    await page.getByRole('button', { name: text.continue }).click();

    // 2. Contact: name and e-mail come from the new account.
    await expectStep(page, 2);
    await expect(page.getByRole('textbox', { name: wizardText.contact.fullName })).toHaveValue('Gina Guardian');
    await expect(page.getByRole('textbox', { name: wizardText.contact.email })).toHaveValue(email);
    await page.getByRole('textbox', { name: wizardText.contact.phone }).fill('(555) 010-3000');
    await page.getByRole('textbox', { name: wizardText.contact.address }).fill('9 Oak Lane');
    await page.getByRole('textbox', { name: wizardText.contact.city }).fill('Peoria');
    await page.getByRole('combobox', { name: wizardText.contact.state }).selectOption('IL');
    await page.getByRole('textbox', { name: wizardText.contact.zipCode }).fill('61602');
    await axe();
    await page.getByRole('button', { name: text.continue }).click();

    // 3. Property
    await expectStep(page, 3);
    await page.getByRole('textbox', { name: wizardText.property.address }).fill(propertyAddress);
    await page.getByRole('textbox', { name: wizardText.property.city }).fill('Springfield');
    await page.getByRole('combobox', { name: wizardText.property.state }).selectOption('IL');
    await page.getByRole('textbox', { name: wizardText.property.zipCode }).fill('62704');
    await page.getByRole('combobox', { name: guardianText.bedroomsLabel }).selectOption('3');
    await page.getByRole('combobox', { name: guardianText.bathroomsLabel }).selectOption('2.5');
    await page.getByRole('spinbutton', { name: guardianText.expectedPriceLabel }).fill('250000');
    await page.getByRole('button', { name: text.continue }).click();

    // 4. Mortgage
    await expectStep(page, 4);
    await radio(page, guardianText.hasMortgageQuestion, commonTexts.yes).check();
    await page.getByRole('spinbutton', { name: guardianText.mortgageBalanceLabel }).fill('80000');
    await page.getByRole('button', { name: text.continue }).click();

    // 5. Foreclosure: left at No.
    await expectStep(page, 5);
    await page.getByRole('button', { name: text.continue }).click();

    // 6. Key pickup: scheduled tomorrow at 10:00 AM.
    await expectStep(page, 6);
    await expect(radio(page, guardianText.keyPickupMethodLabel, guardianText.keyPickupSchedule)).toBeChecked();
    await page.getByLabel(wizardText.pickupDateLabel).fill(pickupDate);
    await page.getByRole('combobox', { name: wizardText.pickupTimeLabel }).selectOption({ label: '10:00 AM' });
    await axe();
    await page.getByRole('button', { name: text.continue }).click();

    // 7. Cleanout
    await expectStep(page, 7);
    await radio(page, guardianText.needsCleanoutQuestion, commonTexts.yes).check();
    await page.getByRole('button', { name: text.continue }).click();

    // 8. Documents
    await expectStep(page, 8);
    await page.getByLabel(wizardText.documents.chooseFiles, { exact: true }).setInputFiles(LETTERS_OF_OFFICE);
    await expect(page.getByRole('list', { name: wizardText.documents.listLabel })).toContainText(
      LETTERS_OF_OFFICE.name,
    );
    await axe();
    await page.getByRole('button', { name: text.continue }).click();

    // 9. Almost Done
    await expectStep(page, 9);
    await expect(page.getByText(text.percentComplete(100), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.complete }).click();

    // The live profile swaps the wizard for the dashboard; the upload finishes after it.
    await expect(page.getByText(text.dashboardSuccess)).toBeVisible();
    await expect(wizard).toHaveCount(0);
    await expect(page.getByText(wizardText.uploads.allUploaded(1))).toBeVisible({ timeout: 20_000 });
    for (const card of [dashboardTexts.cards.properties, dashboardTexts.cards.keyPickups]) {
      await expect(statFigure(page, card)).toHaveText('1');
    }
    await expect(statFigure(page, dashboardTexts.cards.documents)).toHaveText('1');

    await page.goto('/submit-property');
    await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts['/submit-property'] })).toBeVisible();
    await expect(page.getByRole('article', { name: propertyLabel })).toBeVisible();

    await page.goto('/schedule-pickup');
    await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts['/schedule-pickup'] })).toBeVisible();
    const upcoming = page.getByRole('region', { name: keyPickupTexts.upcoming });
    await expect(upcoming).toContainText(propertyLabel);
    await expect(upcoming).toContainText(KEY_PICKUP_TYPE);
  });
});
