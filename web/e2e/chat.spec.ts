import { attorneyTexts, conversationTexts, paths, webShellTexts } from '@estatekey/domain';
import type { Locator, Page } from '@playwright/test';

import { expect, expectNoSeriousAxeViolations, newPersonaContext, PERSONAS, test } from './fixtures';
import { expectNoSidewaysScroll } from './support/page-checks';

const text = conversationTexts.page;

function messagesLink(page: Page): Locator {
  return page
    .getByRole('navigation', { name: webShellTexts.sidebarNavigation })
    .first()
    .getByRole('link', { name: text.title, exact: true });
}

/** The number the sidebar's Messages badge announces (0 without a badge). */
async function unreadBadge(page: Page): Promise<number> {
  const link = messagesLink(page);
  await expect(link).toBeVisible();
  const description = await link.evaluate((element) => {
    const id = element.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.lastElementChild?.textContent ?? '') : '';
  });
  const count = /^(\d+) unread/.exec(description)?.[1];
  return count === undefined ? 0 : Number(count);
}

test.describe('secure messages', () => {
  test('the attorney writes from Message Client; the client sees it live, answers, and the attorney sees "Seen"', async ({
    page,
    browser,
    signInAs,
    axe,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}-${test.info().retry}`;
    const question = `Could you sign the listing agreement this week? (${stamp})`;
    const answer = `Yes, I will sign it on Thursday. (${stamp})`;

    // The client's /chat is open before the message exists.
    const alice = await newPersonaContext(browser, 'alice');
    try {
      await alice.page.goto('/chat');
      await expect(alice.page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const before = await unreadBadge(alice.page);

      await signInAs('avery');
      await page.goto(paths.attorneyDashboard);
      await page.getByRole('link', { name: `${attorneyTexts.viewDetails}: Estate of Harold Guardian` }).click();
      await page.getByRole('link', { name: attorneyTexts.caseDetail.messageClient }).click();
      await expect(page).toHaveURL(/\/chat\?conversation=/);
      const otherName = PERSONAS.alice.displayName;
      await expect(page.getByRole('heading', { level: 2, name: otherName })).toBeVisible();
      const composer = page.getByRole('textbox', { name: text.composerLabel });
      await composer.fill(question);
      await composer.press('Enter');
      await expect(composer).toHaveValue('');
      const thread = page.getByRole('region', { name: text.threadLabel(otherName) });
      await expect(thread.getByText(question, { exact: true })).toBeVisible();
      await axe();

      // Without reload: the client's list shows the message and her badge counts it.
      const row = alice.page.getByRole('link', { name: new RegExp(question.replace(/[?()]/g, '\\$&')) });
      await expect(row).toBeVisible();
      await expect.poll(() => unreadBadge(alice.page)).toBe(before + 1);

      // She opens it (which marks it read) and answers.
      await row.click();
      const aliceThread = alice.page.getByRole('region', { name: text.threadLabel(PERSONAS.avery.displayName) });
      await expect(aliceThread.getByText(question, { exact: true })).toBeVisible();
      await expect.poll(() => unreadBadge(alice.page)).toBe(before);
      const aliceComposer = alice.page.getByRole('textbox', { name: text.composerLabel });
      await aliceComposer.fill(answer);
      await aliceComposer.press('Enter');
      await expect(aliceThread.getByText(answer, { exact: true })).toBeVisible();

      // The attorney's open thread shows the answer and that his message was seen.
      await expect(thread.getByText(answer, { exact: true })).toBeVisible();
      await expect(thread.getByRole('status')).toHaveText(text.announcement(PERSONAS.alice.displayName, answer));
      await expect(thread.getByText(question, { exact: true }).locator('xpath=ancestor::li[1]')).toContainText(
        text.seen,
      );

      // 360 px: one pane at a time, with a way back to the list; passes axe.
      await alice.page.setViewportSize({ width: 360, height: 740 });
      await expect(aliceThread.getByText(answer, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(alice.page);
      await expectNoSeriousAxeViolations(alice.page, test.info());
      await alice.page.getByRole('button', { name: text.back }).click();
      await expect(alice.page.getByRole('list', { name: text.listLabel })).toBeVisible();
      await expectNoSidewaysScroll(alice.page);
      await expectNoSeriousAxeViolations(alice.page, test.info());
    } finally {
      await alice.context.close();
    }
  });
});
