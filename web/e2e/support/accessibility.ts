import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './hydration';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core's default rule set on the page once React owns it and its finite animations have ended (a month label fading in is
 * half transparent, which axe would read as low contrast; endless ones such as a spinner are not waited for) and fails
 * on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolations(page: Page, testInfo: TestInfo): Promise<void> {
  // A prerendered page (/, /login) changes once React adopts it (the login submit turns from disabled to enabled, a
  // colour transition): checked after that, as a person uses it.
  await waitForHydration(page, '#root > *');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
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
