import {
  addDaysIso,
  agentTexts,
  apiRoutes,
  attorneyTexts,
  authTexts,
  formatLongUsDate,
  formatTime12h,
  KEY_PICKUP_TYPE,
  MILESTONE_LABELS,
  pagesTexts,
  paths,
  propertiesTexts,
  showingsTexts,
  statusTexts,
  todayIsoDate,
} from '@estatekey/domain';
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, newPersonaContext, PERSONAS, test } from './fixtures';
import { expectNoSidewaysScroll, onPath, toast } from './support/page-checks';
import { personaIdToken } from './support/api-session';
import { typeDate, typeTime } from './support/time-field';

// The seed's 12 Elm Street: Alice owns it, Aaron manages it, and it is associated with Avery's Harold estate case.
const address = '12 Elm Street';
const texts = propertiesTexts.page;

/** Opens 12 Elm Street the way its owner does: from her card on the Properties page. */
async function openElmStreetFromCard(page: Page): Promise<string> {
  await page.goto(paths.submitProperty);
  await page
    .getByRole('article', { name: new RegExp(address) })
    .getByRole('link', { name: propertiesTexts.viewDetails })
    .click();
  await page.waitForURL(/\/properties\/[^/]+$/);
  return new URL(page.url()).pathname;
}

async function cancelAs(request: APIRequestContext, headers: Record<string, string>, id: string): Promise<void> {
  const cancelled = await request.put(apiRoutes.cancelAppointment.path.replace(':id', id), { headers });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
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

  test('the owner sees a showing an agent books and cancels from another session, without reload', async ({
    page,
    browser,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    const retry = test.info().retry;
    const clientName = `Casey Live ${retry}`;
    await signInAs('alice');
    await page.goto(elmStreet);
    const showings = page.getByRole('region', { name: texts.showingsTitle });
    await expect(showings.getByText(texts.showingFor('Jordan Buyer'))).toBeVisible();
    await expect(showings.getByText(texts.showingFor(clientName))).toHaveCount(0);

    const aaron = await newPersonaContext(browser, 'aaron');
    try {
      // Tomorrow (today's evening may already have passed), early evening: clear of the seeded showings and of the agent
      // workspace test's slots (a retry takes an earlier hour, away from what the failed attempt left behind).
      const hour = String(6 - retry).padStart(2, '0');
      await aaron.page.goto(paths.scheduleShowing);
      await aaron.page.getByRole('button', { name: showingsTexts.scheduleButton, exact: true }).click();
      const dialog = aaron.page.getByRole('dialog', { name: showingsTexts.newTitle });
      await dialog
        .getByLabel(showingsTexts.labels.property, { exact: true })
        .selectOption({ label: '12 Elm Street, Springfield, IL' });
      await typeDate(dialog, showingsTexts.labels.date, addDaysIso(todayIsoDate(), 1));
      await typeTime(dialog, showingsTexts.labels.startTime, hour, '00', 'PM');
      await typeTime(dialog, showingsTexts.labels.endTime, hour, '30', 'PM');
      await dialog.getByLabel(showingsTexts.labels.clientName, { exact: true }).fill(clientName);
      await dialog.getByLabel(showingsTexts.labels.clientEmail, { exact: true }).fill('casey.live@example.com');
      await dialog.getByLabel(showingsTexts.labels.notes, { exact: true }).fill('Agent-only note');
      await dialog.getByRole('button', { name: showingsTexts.save, exact: true }).click();
      await expect(toast(aaron.page, showingsTexts.scheduled)).toBeVisible();

      // The owner's open page shows it, with the client's name and none of the buyer's contact or the agent's notes.
      await expect(showings.getByText(texts.showingFor(clientName))).toBeVisible();
      await expect(page.getByText('casey.live@example.com')).toHaveCount(0);
      await expect(page.getByText('Agent-only note')).toHaveCount(0);

      const row = aaron.page.getByRole('row').filter({ hasText: clientName });
      await row.getByRole('button', { name: /^Cancel/ }).click();
      await aaron.page
        .getByRole('dialog', { name: agentTexts.showingsPage.cancelShowingTitle })
        .getByRole('button', { name: agentTexts.showingsPage.cancelShowingTitle, exact: true })
        .click();
      await expect(toast(aaron.page, showingsTexts.cancelled)).toBeVisible();
      await expect(showings.getByText(texts.showingFor(clientName))).toHaveCount(0);
    } finally {
      await aaron.context.close();
    }
  });

  test('the owner sees a key pickup a member books and cancels from another session, without reload', async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(180_000);
    // Far enough out to be clear of the seeded pickups; a retry takes another day, away from what a failed attempt left.
    const date = addDaysIso(todayIsoDate(), 30 + test.info().retry);
    const when = texts.keyPickupTime(formatLongUsDate(date), formatTime12h('16:30'));
    await signInAs('alice');
    await page.goto(elmStreet);
    const pickups = page.getByRole('region', { name: texts.keyPickupsTitle });
    await expect(pickups).toBeVisible();
    await expect(pickups.getByText(when)).toHaveCount(0);

    // Aaron, who manages 12 Elm Street, books a pickup of it from his own session, as an API client does (the
    // Schedule Key Pickup page books pickups without a property).
    const token = await personaIdToken(request, 'aaron');
    const asAaron = { Authorization: `Bearer ${token}` };
    const propertyId = elmStreet.split('/').at(-1) ?? '';
    const booked = await request.post(apiRoutes.scheduleAppointment.path, {
      headers: asAaron,
      data: {
        appointmentDate: date,
        appointmentTime: '16:30',
        appointmentType: KEY_PICKUP_TYPE,
        duration: 30,
        details: 'Aaron-only detail',
        needsCleanout: true,
        propertyAddress: '12 Elm Street, Springfield, IL',
        propertyId,
        contactName: 'Aaron Agent',
        contactEmail: 'aaron.private@example.com',
        contactPhone: '(555) 010-3030',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const appointmentId = apiRoutes.scheduleAppointment.response.parse(await booked.json()).appointment?._id ?? '';

    // The owner's open page shows it, with when and the cleanout flag and none of the booker's contact or details.
    const row = pickups.getByRole('listitem').filter({ hasText: when });
    await expect(row).toBeVisible();
    await expect(row.getByText(texts.withCleanout)).toBeVisible();
    await expect(page.getByText('aaron.private@example.com')).toHaveCount(0);
    await expect(page.getByText('Aaron-only detail')).toHaveCount(0);

    await cancelAs(request, asAaron, appointmentId);
    await expect(pickups.getByText(when)).toHaveCount(0);
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
