import {
  addDaysIso,
  agentTexts,
  apiRoutes,
  notificationsPageTexts,
  paths,
  showingsTexts,
  todayIsoDate,
} from '@estatekey/domain';
import type { APIRequestContext } from '@playwright/test';

import { expect, expectNoSeriousAxeViolations, newPersonaContext, test } from './fixtures';
import { alicesPropertySharedWithAaron, expectStatus, personaHeaders } from './support/api-setup';
import { setStringFields } from './support/firestore-emulator';
import { expectNoSidewaysScroll, toast } from './support/page-checks';

/*
 * Showings under the owner's approval, on a property of the test's own: Alice submits it through the API and shares
 * it with Aaron ('view'), so nothing of the seed's showings is counted or changed.
 */

const text = showingsTexts;
const PHONE_WIDTH = { width: 360, height: 740 };

/** Alice's new property, shared with Aaron at 'view'; its address is unique to the run. */
async function propertySharedWithAaron(request: APIRequestContext): Promise<{ propertyId: string; street: string }> {
  const street = `${Date.now().toString(36)}${test.info().retry} Approval Lane`;
  return { propertyId: await alicesPropertySharedWithAaron(request, street, 'view'), street };
}

test('the owner approves a showing from the notification, the agent sees it confirmed live, then gives feedback the owner reads', async ({
  page,
  browser,
  request,
  signInAs,
  axe,
}) => {
  test.setTimeout(240_000);
  const { propertyId, street } = await propertySharedWithAaron(request);

  // Alice puts the property under her approval through the settings card, on a phone.
  await signInAs('alice');
  await page.setViewportSize(PHONE_WIDTH);
  await page.goto(paths.property(propertyId));
  const settings = page.getByRole('region', { name: text.settings.title });
  await expect(settings).toBeVisible();
  await settings
    .getByLabel(text.settings.approvalMode, { exact: true })
    .selectOption({ label: text.settings.approvalModes['owner-approval'] });
  await expectNoSidewaysScroll(page);
  await axe();
  await settings.getByRole('button', { name: text.settings.save, exact: true }).click();
  await expect(toast(page, text.settings.saved)).toBeVisible();

  const aaron = await newPersonaContext(browser, 'aaron');
  try {
    // Aaron's calendar is open before he books; late today (tomorrow after 8 PM), away from any other showing.
    const now = new Date();
    const date = now.getHours() < 20 ? todayIsoDate(now) : addDaysIso(todayIsoDate(now), 1);
    const hour = String(21 - test.info().retry).padStart(2, '0');
    await aaron.page.goto(paths.scheduleShowing);
    await aaron.page.getByRole('button', { name: text.calendarView, exact: true }).click();
    if (date.slice(0, 7) !== todayIsoDate(now).slice(0, 7)) {
      await aaron.page.getByRole('button', { name: agentTexts.showingsPage.nextMonth, exact: true }).click();
    }
    const booked = await request.post(apiRoutes.createShowing.path, {
      headers: await personaHeaders(request, 'aaron'),
      data: { propertyId, date, startTime: `${hour}:00`, endTime: `${hour}:30`, clientName: 'Quinn Approval' },
    });
    await expectStatus(booked, 201);
    const { showing } = apiRoutes.createShowing.response.parse(await booked.json());
    expect(showing.status).toBe('requested');
    const entry = aaron.page.getByRole('button', { name: new RegExp(street) });
    await expect(entry).toContainText(text.approvalStatus.requested);

    // The request waits on the property page too, with the same Confirm / Decline.
    await page.goto(paths.property(propertyId));
    await expect(page.getByRole('button', { name: new RegExp(`^${text.decision.confirm}:`) })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe();

    // Alice confirms from the notification itself.
    await page.goto(paths.notifications);
    const requestItem = page
      .getByRole('listitem')
      .filter({ hasText: street })
      .filter({ hasText: agentTexts.notifications.showingRequested(street, '').title });
    const confirm = requestItem.getByRole('button', { name: new RegExp(`^${text.decision.confirm}:`) });
    await expect(confirm).toBeVisible();
    await expectNoSidewaysScroll(page);
    await axe();
    await confirm.click();
    await expect(toast(page, text.decision.confirmed)).toBeVisible();
    await expect(requestItem.getByText(text.decision.answered, { exact: true })).toBeVisible();
    await expect(requestItem.getByRole('button', { name: new RegExp(`^${text.decision.confirm}:`) })).toHaveCount(0);
    await expect(requestItem.getByText(notificationsPageTexts.read, { exact: true })).toBeVisible();

    // Aaron's open calendar follows without a reload.
    await expect(entry).toContainText(text.approvalStatus.confirmed, { timeout: 30_000 });

    // The showing took place yesterday (no API books the past); Aaron gives his feedback from the list, on a phone.
    const yesterday = addDaysIso(todayIsoDate(), -1);
    await setStringFields(request, `showings/${showing.id}`, {
      date: yesterday,
      fullStartTime: `${yesterday}T${hour}:00`,
      fullEndTime: `${yesterday}T${hour}:30`,
    });
    await aaron.page.setViewportSize(PHONE_WIDTH);
    await aaron.page.reload();
    const row = aaron.page.getByRole('row').filter({ hasText: street });
    const dialog = aaron.page.getByRole('dialog', { name: text.feedback.title });
    // Seen once on a loaded machine: the first click, made as the reloaded list settled, opened nothing (not
    // reproduced). A person clicks again; so does the test, and it still fails if no click opens the dialog.
    await expect(async () => {
      if (!(await dialog.isVisible()))
        await row.getByRole('button', { name: new RegExp(`^${text.feedback.give}:`) }).click({ timeout: 5_000 });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByRole('radio', { name: '5', exact: true }).check();
    await dialog.getByRole('radio', { name: text.feedback.priceOpinions['too-low'], exact: true }).check();
    await dialog.getByLabel(text.feedback.comments, { exact: true }).fill('They want to make an offer.');
    await expectNoSidewaysScroll(aaron.page);
    await expectNoSeriousAxeViolations(aaron.page, test.info());
    await dialog.getByRole('button', { name: text.feedback.save, exact: true }).click();
    await expect(toast(aaron.page, text.feedback.saved)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Alice reads it on the property page.
    await page.goto(paths.property(propertyId));
    const feedback = page.getByRole('region', { name: text.feedback.title });
    await expect(feedback).toContainText(text.feedback.summary(1, '5'));
    await expect(feedback).toContainText('They want to make an offer.');
    await expectNoSidewaysScroll(page);
    await axe();
  } finally {
    await aaron.context.close();
  }
});
