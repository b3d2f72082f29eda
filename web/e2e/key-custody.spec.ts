import { apiRoutes, keyCustodyTexts, paths, propertiesTexts, toIsoDate, wallClockTime } from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, expectNoSeriousAxeViolations, newPersonaContext, PERSONAS, test } from './fixtures';
import { personaIdToken } from './support/api-session';
import { expectNoSidewaysScroll } from './support/page-checks';

// The seed's 12 Elm Street: Alice owns it and Aaron, an agent, has it shared. Aaron books a showing that starts in a
// few minutes (inside the reveal window: it opens an hour before the start), opens the lockbox code from his showings
// list, and Alice's open property page shows the reveal in its key custody log without reload.
const address = '12 Elm Street';
const text = keyCustodyTexts;

async function elmStreetPath(page: Page): Promise<string> {
  await page.goto(paths.submitProperty);
  await page
    .getByRole('article', { name: new RegExp(address) })
    .getByRole('link', { name: propertiesTexts.viewDetails })
    .click();
  await page.waitForURL(/\/properties\/[^/]+$/);
  return new URL(page.url()).pathname;
}

/**
 * A half-hour slot starting two minutes from now. A slot lies within one day, so when that one would cross midnight
 * it starts at 00:05 the next day instead: still within the hour before the start in which the code can be revealed.
 */
function slotStartingSoon() {
  const halfHour = 30 * 60_000;
  let start = new Date(Date.now() + 2 * 60_000);
  if (toIsoDate(new Date(start.getTime() + halfHour)) !== toIsoDate(start)) {
    start = new Date(start.getTime() + halfHour);
    start.setHours(0, 5, 0, 0);
  }
  const end = new Date(start.getTime() + halfHour);
  return { date: toIsoDate(start), startTime: wallClockTime(start), endTime: wallClockTime(end) };
}

test('the agent opens the lockbox code in the window and the owner’s open custody log shows it live', async ({
  browser,
  request,
}, testInfo) => {
  const alice = await newPersonaContext(browser, 'alice');
  const aaron = await newPersonaContext(browser, 'aaron');
  let showingId = '';
  const aaronHeaders = { Authorization: `Bearer ${await personaIdToken(request, 'aaron')}` };
  try {
    const propertyPath = await elmStreetPath(alice.page);
    const propertyId = propertyPath.split('/').at(-1) ?? '';

    // Alice sets the code on her page: the form never shows it back.
    const custody = alice.page.getByRole('region', { name: text.section.title });
    await custody.getByLabel(text.lockboxForm.label).fill('4821');
    await custody.getByRole('button', { name: text.lockboxForm.save }).click();
    await expect(
      custody.getByText(text.events.lockboxCodeSet(`${PERSONAS.alice.firstName} ${PERSONAS.alice.lastName}`)).first(),
    ).toBeVisible();
    await expect(custody.getByLabel(text.lockboxForm.label)).toHaveValue('');

    const booked = await request.post(apiRoutes.createShowing.path, {
      headers: aaronHeaders,
      data: { propertyId, ...slotStartingSoon(), clientName: 'Key Custody Buyer' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    showingId = ((await booked.json()) as { showing: { _id: string } }).showing._id;

    await aaron.page.setViewportSize({ width: 360, height: 740 });
    await aaron.page.goto(paths.scheduleShowing);
    // This showing's row: a seeded showing of the day may be inside its own reveal window too.
    const show = aaron.page
      .getByRole('row')
      .filter({ hasText: 'Key Custody Buyer' })
      .getByRole('button', { name: new RegExp(`^${text.showing.showCode}`) });
    await show.click();
    await expect(aaron.page.getByRole('status').filter({ hasText: '4821' })).toBeVisible();
    await expectNoSidewaysScroll(aaron.page);
    await expectNoSeriousAxeViolations(aaron.page, testInfo);

    const aaronName = `${PERSONAS.aaron.firstName} ${PERSONAS.aaron.lastName}`;
    await expect(custody.getByText(new RegExp(`^${aaronName} viewed the lockbox code at`)).first()).toBeVisible();
    await expect(custody).not.toContainText('4821');
    await alice.page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(alice.page);
    await expectNoSeriousAxeViolations(alice.page, testInfo);
  } finally {
    if (showingId !== '')
      await request.delete(apiRoutes.cancelShowing.path.replace(':id', showingId), { headers: aaronHeaders });
    await alice.context.close();
    await aaron.context.close();
  }
});
