import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './hydration';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** A page counts as settled after this long without a DOM change or a finite animation; it is checked anyway after the cap. */
const SETTLE = { quietMs: 250, capMs: 5_000 };

/** Runs in the page: resolves once the DOM has not changed for `quietMs` and no finite animation runs, or after `capMs`. */
function waitUntilStill({ quietMs, capMs }: typeof SETTLE): Promise<void> {
  const animating = () =>
    document
      .getAnimations()
      .some(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
  return new Promise((resolve) => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const started = performance.now();
    const check = () => {
      const now = performance.now();
      if ((now - lastChange >= quietMs && !animating()) || now - started >= capMs) {
        observer.disconnect();
        resolve();
      } else {
        setTimeout(check, 50);
      }
    };
    check();
  });
}

/**
 * Runs axe-core's default rule set on the page once it has settled and fails on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo): Promise<void> {
  // A prerendered page (/, /login) changes once React adopts it: its fiber is attached while hydration renders, and only
  // the commit after it enables the login submit (a colour transition). So the check waits for React, then for the
  // page to stop changing and its finite animations to end (a month label fading in is half transparent, which axe
  // would read as low contrast; endless ones such as a spinner are not waited for), as a person sees it.
  await waitForHydration(page, '#root > *');
  await page.evaluate(waitUntilStill, SETTLE);
  const results = await new AxeBuilder({ page }).analyze();
  await testInfo.attach('axe-results.json', {
    body: JSON.stringify(results, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}
