import { pagesTexts } from '@estatekey/domain';

import { expect, test } from './fixtures';

test.describe('landing page', () => {
  test('shows the hero, what we offer and both public requests', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: pagesTexts.whatWeOffer, exact: true })).toBeVisible();
    for (const offer of pagesTexts.offers) {
      await expect(page.getByRole('heading', { name: offer.title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: pagesTexts.scheduleKeyPickup, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: pagesTexts.submitPropertyForSale, exact: true })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();

    await axe();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('fits the screen without scrolling sideways', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();

      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.content, 'page content is wider than the screen').toBeLessThanOrEqual(widths.viewport);
    });
  });
});
