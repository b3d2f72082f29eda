import { commonTexts, pageTitleTexts, pagesTexts, publicPagesTexts } from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './support/page-checks';

const PUBLIC_PAGES = ['/solutions', '/pricing', '/resources', '/faq'] as const;
const NAV_LINKS = [
  { name: pagesTexts.nav.realtyApp, href: '/solutions' },
  { name: pagesTexts.nav.aboutUs, href: '/pricing' },
  { name: pagesTexts.nav.resources, href: '/resources' },
] as const;
const { faq } = publicPagesTexts;

async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts[path] })).toBeVisible();
}

/** Heading levels in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
}

test.describe('public site pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has its headings in order, the landing nav and footer, and no serious axe violations`, async ({
      page,
      axe,
    }) => {
      await openPublicPage(page, path);
      const nav = page.getByRole('navigation', { name: /main/i });
      for (const link of NAV_LINKS) {
        await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute('href', link.href);
      }
      await expect(page.getByRole('contentinfo').getByRole('link', { name: pagesTexts.footer.faq })).toBeVisible();
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      for (let index = 1; index < levels.length; index += 1) {
        expect(levels[index] ?? 0, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      }
      await axe();
    });
  }

  test('the nav leads from the landing page to each public page and back home', async ({ page }) => {
    await page.goto('/');
    for (const link of NAV_LINKS) {
      await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts[link.href] })).toBeVisible();
    }
    await page.getByRole('link', { name: commonTexts.productName }).first().click();
    await expect(page).toHaveURL('/');
  });

  test('the FAQ filters its questions as you type', async ({ page, axe }) => {
    await openPublicPage(page, '/faq');
    const questions = page.getByRole('main').getByRole('button');
    await expect(questions).toHaveCount(faq.questions.length);

    const search = page.getByRole('searchbox', { name: faq.searchLabel });
    await search.fill('key pickup');
    await expect(questions.filter({ hasText: 'What does a key pickup involve?' })).toBeVisible();
    await expect(questions.filter({ hasText: 'How do invitations work?' })).toHaveCount(0);

    await questions.filter({ hasText: 'What does a key pickup involve?' }).click();
    await expect(page.getByRole('region', { name: 'What does a key pickup involve?' })).toContainText('time slot');

    await search.fill('zebra');
    await expect(page.getByText(faq.noMatch)).toBeVisible();
    await expect(questions).toHaveCount(0);
    await axe();
  });

  test('Realty App opens the landing page’s key pickup modal', async ({ page }) => {
    await openPublicPage(page, '/solutions');
    await page.getByRole('link', { name: pagesTexts.scheduleKeyPickup, exact: true }).click();
    await expect(page).toHaveURL(/\/\?intake=keyPickup$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    for (const path of PUBLIC_PAGES) {
      test(`${path} fits the screen and its menu lists the nav links`, async ({ page, axe }) => {
        await openPublicPage(page, path);
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: commonTexts.openMenu }).click();
        const menu = page.getByRole('dialog').getByRole('navigation', { name: /main/i });
        for (const link of NAV_LINKS) {
          await expect(menu.getByRole('link', { name: link.name, exact: true })).toBeVisible();
        }
        await page.keyboard.press('Escape');
        await axe();
      });
    }
  });
});
