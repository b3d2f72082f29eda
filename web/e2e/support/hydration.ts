import type { Page } from '@playwright/test';

/**
 * Waits until React has adopted the prerendered element (its fiber is attached to the DOM node). A prerendered page
 * (/, /login) shows its buttons before its script has run; a click before React owns them does nothing, so a test
 * that acts at once waits for this, as a person on a slow phone waits for the page to respond.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
