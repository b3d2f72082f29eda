import { expect, type Locator, type Page } from '@playwright/test';

/** Path matcher for `expect(page).toHaveURL(...)` that ignores query and hash. */
export const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** A toast (notistack renders each as role="alert") with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, `page content of ${page.url()} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

/** The element lies within the screen's width (after scrolling it into view vertically). */
export async function expectWithinScreenWidth(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width;
  expect(box, 'the element is not rendered').not.toBeNull();
  expect(width, 'the page has no viewport').toBeDefined();
  if (!box || width === undefined) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}
