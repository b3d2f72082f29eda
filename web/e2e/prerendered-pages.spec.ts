import { pagesTexts, paths } from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** The console's reports of markup that React could not adopt (hydration mismatches and recoverable errors). */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|did not match/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has adopted the prerendered element (its fiber is attached to the DOM node). */
async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}

test.describe('prerendered pages', () => {
  test('the landing page comes with its content, other pages with the empty app shell', async ({ request }) => {
    const landing = await (await request.get(paths.landing)).text();
    expect(landing).toContain(pagesTexts.hero.title);
    expect(landing).toContain('<style data-emotion="css ');

    const home = await (await request.get(paths.home)).text();
    expect(home).toContain('<div id="root"></div>');
  });

  test('the landing page hydrates without a mismatch and its buttons work', async ({ page }) => {
    const hydrationErrors = watchHydrationErrors(page);
    await page.goto(paths.landing);
    await waitForHydration(page, 'main h1');

    await page.getByRole('button', { name: pagesTexts.scheduleKeyPickup, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });
});
