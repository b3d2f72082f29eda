import { expect, type Locator, type Page } from '@playwright/test';

/** Path matcher for `expect(page).toHaveURL(...)` that ignores query and hash. */
export const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

/** A toast (notistack renders each as role="alert") with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });
}

/**
 * Scrolls down as a person does until `part` shows: for a part the page loads only when it nears the screen
 * (WhenNearViewport), which a locator's own scrolling cannot reach because the part is not in the page yet.
 */
export async function scrollUntilVisible(page: Page, part: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(part).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Nothing on the page is wider than the screen: no sideways scrolling, once the page has settled (a part still loading
 * may be laid out before its container's width is known). A failure names the elements that reach past the screen.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Polls a description of the overflow, '' when there is none, so a failure prints what reaches past the screen.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const content = document.documentElement.scrollWidth;
          if (content <= viewport) return '';
          const widest = [...document.body.querySelectorAll('*')]
            .map((element) => ({ element, right: element.getBoundingClientRect().right }))
            .filter(({ right }) => right > viewport + 1)
            .sort((a, b) => b.right - a.right)
            .slice(0, 3)
            .map(
              ({ element, right }) =>
                `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} → ${Math.round(right)} px`,
            );
          return `content ${content} px on a ${viewport} px screen; ${widest.join('; ')}`;
        }),
      { message: `page content of ${page.url()} is wider than the screen`, timeout: 5_000 },
    )
    .toBe('');
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
