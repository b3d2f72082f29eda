import {
  APPOINTMENT_STATUS_LABELS,
  dashboardTexts,
  notificationsPageTexts,
  keyPickupTexts,
  uploadTexts,
} from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const keyPickup = keyPickupTexts;
const upload = uploadTexts;
const notifications = notificationsPageTexts;

/** A tiny but real PDF: the API sniffs the content, not only the name. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

test.describe('guardian workspace: key pickups, uploads and notifications', () => {
  test('alice schedules a key pickup, sees it upcoming, cancels it and sees it under previous', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('alice');
    await page.goto('/schedule-pickup');
    await expect(page.getByRole('heading', { level: 1, name: keyPickup.title })).toBeVisible();
    const upcoming = page.getByRole('region', { name: keyPickup.upcoming });
    const previous = page.getByRole('region', { name: keyPickup.previous });
    // Alice's seeded pickups arrive through the live query.
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    const form = page.getByRole('form', { name: keyPickupTexts.formTitle });
    await expect(form.getByLabel(keyPickupTexts.contactNameLabel)).toHaveValue('Alice Guardian');
    await axe();

    // A unique address picks this booking out of everything else Alice has.
    const address = `${Date.now()} Cedar Court, Springfield, IL`;
    await form.getByLabel(keyPickup.propertyAddressLabel).fill(address);
    await form.getByLabel(keyPickup.timeLabel).selectOption('14:30');
    await form.getByLabel(keyPickup.detailsLabel).fill('Lockbox on the back door.');
    await form.getByRole('checkbox', { name: keyPickup.cleanoutLabel }).check();
    await form.getByRole('button', { name: keyPickup.submit }).click();

    await expect(toast(page, keyPickup.success)).toBeVisible();
    const booked = upcoming.getByRole('listitem').filter({ hasText: address });
    await expect(booked).toBeVisible();
    await expect(booked.getByText(keyPickupTexts.cleanoutRequested)).toBeVisible();

    await booked.getByRole('button', { name: /^Cancel Appointment on / }).click();
    const dialog = page.getByRole('dialog', { name: keyPickup.cancelAppointment });
    await expect(dialog.getByText(keyPickup.cancelConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: keyPickup.cancelAppointment }).click();

    await expect(toast(page, keyPickup.cancelled)).toBeVisible();
    await expect(booked).toHaveCount(0);
    const cancelled = previous.getByRole('listitem').filter({ hasText: address });
    await expect(cancelled).toBeVisible();
    await expect(cancelled.getByText(APPOINTMENT_STATUS_LABELS.cancelled, { exact: true })).toBeVisible();
  });

  test('alice uploads a small PDF to one of her cases and lands on the court documents', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('alice');
    await page.goto('/upload-documents');
    await expect(page.getByRole('heading', { level: 1, name: upload.title })).toBeVisible();
    const caseSelect = page.getByLabel(upload.caseLabel);
    // Her seeded cases load from the API.
    await expect(caseSelect.locator('option')).not.toHaveCount(1);
    await axe();

    await page.getByLabel(upload.documentTypeLabel).selectOption('Petition');
    await caseSelect.selectOption({ index: 1 });
    await page.getByLabel(upload.chooseFile).setInputFiles({
      name: 'e2e-petition.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await expect(page.getByText('e2e-petition.pdf')).toBeVisible();
    await page.getByLabel(upload.descriptionLabel).fill('Petition uploaded by the browser test');
    await page.getByRole('button', { name: upload.submit }).click();

    await expect(toast(page, upload.success)).toBeVisible();
    await expect(page).toHaveURL(onPath('/documents'));
  });

  test('alice filters her unread notifications and marks them all read; the sidebar badge follows', async ({
    page,
    signInAs,
    axe,
  }) => {
    await signInAs('alice');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: notifications.title })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    await axe();

    await page.getByRole('tab', { name: notifications.filters.unread }).click();
    const unreadItems = panel.getByRole('listitem');
    await expect(unreadItems.first()).toBeVisible();
    for (const item of await unreadItems.all()) {
      await expect(item.getByText(notificationsPageTexts.unread, { exact: true })).toBeVisible();
    }
    const sidebarLink = page.getByRole('link', { name: dashboardTexts.shortcuts.notifications, exact: true });
    // The badge counts what the Unread tab lists; other specs may notify Alice meanwhile, so both are read together.
    await expect(async () => {
      const unreadCount = await unreadItems.count();
      await expect(sidebarLink).toHaveAccessibleDescription(notifications.badgeLabel(unreadCount), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    const markAllRead = page.getByRole('button', { name: notifications.markAllRead });
    await markAllRead.click();
    await expect(toast(page, notifications.allMarked)).toBeVisible();
    // Other specs of the run act on Alice's properties at the same time and may notify her after the click: each click
    // must leave nothing unread, so a notice that lands between a click and the check is cleared by the next click
    // (a "mark all" that left anything unread would fail every attempt).
    let attempt = 0;
    await expect(async () => {
      attempt += 1;
      if (attempt > 1 && (await markAllRead.isEnabled())) await markAllRead.click();
      await expect(panel.getByText(notifications.emptyFiltered)).toBeVisible({ timeout: 5_000 });
      await expect(sidebarLink).toHaveAccessibleDescription('', { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('tab', { name: notifications.filters.all }).click();
    await expect(panel.getByRole('listitem').first()).toBeVisible();
  });

  test('the three pages fit a 360 px wide screen', async ({ page, signInAs }) => {
    await signInAs('alice');
    await page.setViewportSize({ width: 360, height: 740 });
    const pages = [
      {
        path: '/schedule-pickup',
        loaded: () => page.getByRole('region', { name: keyPickup.upcoming }).getByRole('listitem').first(),
      },
      { path: '/upload-documents', loaded: () => page.getByRole('button', { name: upload.submit }) },
      { path: '/notifications', loaded: () => page.getByRole('tabpanel').getByRole('listitem').first() },
    ];
    for (const { path, loaded } of pages) {
      await page.goto(path);
      await expect(loaded()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    }
  });
});
