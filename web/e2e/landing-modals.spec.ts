import {
  addDaysIso,
  APPOINTMENT_MODAL_RESET_MS,
  commonTexts,
  DEFAULT_APPOINTMENT_TIME,
  DEFAULT_PROPERTY_CONDITION,
  DEFAULT_PROPERTY_TYPE,
  KEY_PICKUP_TYPE,
  pagesTexts,
  propertiesTexts,
  PROPERTY_MODAL_RESET_MS,
  publicIntakeTexts,
  todayIsoDate,
} from '@estatekey/domain';
import type { Locator, Page, Response } from '@playwright/test';

import { expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';

// The public endpoints are rate-limited per client address, and every request of this suite comes from 127.0.0.1:
// each modal submits exactly once.

const appointment = publicIntakeTexts.appointment;
const property = publicIntakeTexts.property;
const labels = propertiesTexts.labels;

/** Time the modal may take beyond its reset delay: the fade-out and a busy two-core machine. */
const CLOSE_MARGIN_MS = 5_000;

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();
  // The page is prerendered: its buttons respond once React has adopted them.
  await waitForHydration(page, 'main h1');
}

async function openModal(page: Page, opener: string, title: string, submitLabel: string): Promise<Locator> {
  await page.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: submitLabel, exact: true })).toBeVisible();
  return dialog;
}

function publicRequestAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === path);
}

/** How late the test may notice the success text: it polls. */
const DETECTION_SLACK_MS = 500;

/** Waits until the modal closed on its own, and checks that it did not close well before `delayMs`. */
async function expectClosesAfter(dialog: Locator, shownAt: number, delayMs: number) {
  await expect(dialog).toBeHidden({ timeout: delayMs + CLOSE_MARGIN_MS });
  expect(Date.now() - shownAt, 'the modal closed before its reset delay').toBeGreaterThanOrEqual(
    delayMs - DETECTION_SLACK_MS,
  );
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, 'page content is wider than the screen').toBeLessThanOrEqual(widths.viewport);
}

/** The dialog covers the phone's screen, and nothing in it is wider than the screen. */
async function expectFullScreenOnPhone(page: Page, dialog: Locator) {
  const viewport = page.viewportSize();
  const box = await dialog.boundingBox();
  expect(box, 'the dialog is not rendered').not.toBeNull();
  expect(box?.width).toBe(viewport?.width);
  expect(box?.height).toBe(viewport?.height);
  const sidewaysScrollers = await dialog.evaluate(
    (element) =>
      [element, ...element.querySelectorAll<HTMLElement>('*')].filter(
        (node) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX) && node.scrollWidth > node.clientWidth,
      ).length,
  );
  expect(sidewaysScrollers, 'a part of the dialog scrolls sideways').toBe(0);
  await expectNoSidewaysScroll(page);
}

test.describe('landing page modals', () => {
  test('a visitor requests a key pickup; the modal confirms, then closes and resets after 5 seconds', async ({
    page,
    axe,
  }) => {
    await openLanding(page);
    const dialog = await openModal(page, pagesTexts.scheduleKeyPickup, appointment.title, appointment.submit);
    await axe();

    const today = todayIsoDate();
    const date = dialog.getByLabel(appointment.dateLabel, { exact: true });
    await expect(date).toHaveValue(today);
    await expect(date).toHaveAttribute('min', today);
    await expect(dialog.getByLabel(appointment.timeLabel, { exact: true })).toHaveValue(DEFAULT_APPOINTMENT_TIME);
    await expect(dialog.getByLabel(appointment.typeLabel, { exact: true })).toHaveValue(KEY_PICKUP_TYPE);
    const cleanout = dialog.getByRole('radiogroup', { name: appointment.cleanoutQuestion });
    await expect(cleanout.getByRole('radio', { name: commonTexts.no })).toBeChecked();

    const inTwoDays = addDaysIso(today, 2);
    await date.fill(inTwoDays);
    await dialog.getByLabel(appointment.timeLabel, { exact: true }).selectOption('13:30');
    await dialog.getByLabel(appointment.detailsLabel, { exact: true }).fill('The lockbox is on the back door.');
    await cleanout.getByRole('radio', { name: commonTexts.yes }).check();
    await dialog.getByLabel(appointment.contactNameLabel, { exact: true }).fill('Vera Visitor');
    await dialog.getByLabel(appointment.contactEmailLabel, { exact: true }).fill('vera.visitor@example.com');
    await dialog.getByLabel(appointment.contactPhoneLabel, { exact: true }).fill('555-123-4567');

    const answer = publicRequestAnswer(page, '/api/appointments/schedule');
    await dialog.getByRole('button', { name: appointment.submit, exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers().authorization).toBeUndefined();
    expect(response.request().postDataJSON()).not.toHaveProperty('ownerEmail');

    await expect(dialog.getByRole('alert')).toHaveText(appointment.success);
    const shownAt = Date.now();
    await expect(dialog.getByRole('alert')).toBeFocused();
    await expectClosesAfter(dialog, shownAt, APPOINTMENT_MODAL_RESET_MS);
    await expect(page.getByRole('button', { name: pagesTexts.scheduleKeyPickup, exact: true })).toBeFocused();

    const reopened = await openModal(page, pagesTexts.scheduleKeyPickup, appointment.title, appointment.submit);
    await expect(reopened.getByLabel(appointment.dateLabel, { exact: true })).toHaveValue(today);
    await expect(reopened.getByLabel(appointment.timeLabel, { exact: true })).toHaveValue(DEFAULT_APPOINTMENT_TIME);
    await expect(reopened.getByLabel(appointment.detailsLabel, { exact: true })).toHaveValue('');
    await expect(
      reopened
        .getByRole('radiogroup', { name: appointment.cleanoutQuestion })
        .getByRole('radio', { name: commonTexts.no }),
    ).toBeChecked();
    await expect(reopened.getByLabel(appointment.contactNameLabel, { exact: true })).toHaveValue('');
    await expect(reopened.getByLabel(appointment.contactEmailLabel, { exact: true })).toHaveValue('');
    await expect(reopened.getByLabel(appointment.contactPhoneLabel, { exact: true })).toHaveValue('');
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });

    test('the key pickup modal fills the screen and its date is typed with the keyboard', async ({ page, axe }) => {
      await openLanding(page);
      await expectNoSidewaysScroll(page);
      const dialog = await openModal(page, pagesTexts.scheduleKeyPickup, appointment.title, appointment.submit);
      await expectFullScreenOnPhone(page, dialog);
      await axe();

      // en-US date inputs take month, day and year, each segment moving on to the next when full.
      const tomorrow = addDaysIso(todayIsoDate(), 1);
      const [year, month, day] = tomorrow.split('-');
      const date = dialog.getByLabel(appointment.dateLabel, { exact: true });
      await date.focus();
      await page.keyboard.type(`${month}${day}${year}`);
      await expect(date).toHaveValue(tomorrow);

      // Validation without a request: the empty contact fields are refused in place.
      const submit = dialog.getByRole('button', { name: appointment.submit, exact: true });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();
      await submit.click();
      const name = dialog.getByLabel(appointment.contactNameLabel, { exact: true });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('a visitor submits a property for sale; the modal confirms, then closes and resets after 3 seconds', async ({
      page,
      axe,
    }) => {
      await openLanding(page);
      const dialog = await openModal(page, pagesTexts.submitPropertyForSale, property.title, property.submit);
      await expectFullScreenOnPhone(page, dialog);
      await axe();
      await expect(dialog.getByLabel(labels.propertyType, { exact: true })).toHaveValue(DEFAULT_PROPERTY_TYPE);
      await expect(dialog.getByLabel(labels.condition, { exact: true })).toHaveValue(DEFAULT_PROPERTY_CONDITION);

      await dialog.getByLabel(labels.address, { exact: true }).fill('12 Elm Street');
      await dialog.getByLabel(labels.city, { exact: true }).fill('Springfield');
      await dialog.getByLabel(labels.state, { exact: true }).selectOption('IL');
      await dialog.getByLabel(labels.zipCode, { exact: true }).fill('62701');
      await dialog.getByLabel(labels.propertyType, { exact: true }).selectOption('multiFamily');
      await dialog.getByLabel(labels.condition, { exact: true }).selectOption('needsWork');
      await dialog.getByLabel(labels.contactName, { exact: true }).fill('Vera Visitor');
      await dialog.getByLabel(labels.contactEmail, { exact: true }).fill('vera.visitor@example.com');
      await dialog.getByLabel(labels.contactPhone, { exact: true }).fill('555-123-4567');
      await dialog.getByLabel(labels.additionalInfo, { exact: true }).fill('Vacant since spring.');

      const answer = publicRequestAnswer(page, '/api/properties/submit');
      await dialog.getByRole('button', { name: property.submit, exact: true }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(response.request().headers().authorization).toBeUndefined();

      await expect(dialog.getByRole('alert')).toHaveText(property.success);
      const shownAt = Date.now();
      await expectClosesAfter(dialog, shownAt, PROPERTY_MODAL_RESET_MS);

      const reopened = await openModal(page, pagesTexts.submitPropertyForSale, property.title, property.submit);
      await expect(reopened.getByLabel(labels.address, { exact: true })).toHaveValue('');
      await expect(reopened.getByLabel(labels.state, { exact: true })).toHaveValue('');
      await expect(reopened.getByLabel(labels.propertyType, { exact: true })).toHaveValue(DEFAULT_PROPERTY_TYPE);
      await expect(reopened.getByLabel(labels.condition, { exact: true })).toHaveValue(DEFAULT_PROPERTY_CONDITION);
      await expect(reopened.getByLabel(labels.contactName, { exact: true })).toHaveValue('');
      await expect(reopened.getByLabel(labels.additionalInfo, { exact: true })).toHaveValue('');
    });
  });
});
