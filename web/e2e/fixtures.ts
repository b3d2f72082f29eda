import { expect, test as base } from '@playwright/test';

import type { PersonaName } from '@estatekey/emulators/personas';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { recordConsoleErrors, takeConsoleErrors } from './support/console-errors';
import { mailbox, type Mailbox } from './support/mailbox';
import { signInThroughLoginPage } from './support/sign-in';

export interface EstateKeyFixtures {
  /** Signs the test's page in as a seeded persona, through the login page. */
  signInAs: (persona: PersonaName) => Promise<void>;
  /** Fails the test on serious or critical axe-core violations of the page as it is now. */
  axe: () => Promise<void>;
  /** The local SMTP sink's inbox. */
  mailbox: Mailbox;
  /**
   * One listener on the browser console: fails the test when its page broke the Content-Security-Policy that Hosting
   * serves (firebase.json), and a failed test carries the console errors of its contexts (its own and each persona's).
   */
  browserConsole: undefined;
}

export const test = base.extend<EstateKeyFixtures>({
  signInAs: async ({ page }, use) => {
    await use((persona) => signInThroughLoginPage(page, persona));
  },
  axe: async ({ page }, use, testInfo) => {
    await use(() => expectNoSeriousAxeViolations(page, testInfo));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even when no fixture is used.
  mailbox: async ({}, use) => {
    await use(mailbox);
  },
  browserConsole: [
    async ({ context }, use, testInfo) => {
      takeConsoleErrors();
      await recordConsoleErrors(context, 'page');
      await use(undefined);
      const errors = takeConsoleErrors();
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        const body = errors.map(({ source, text }) => `[${source}] ${text}`).join('\n');
        await testInfo.attach('browser console errors', { body, contentType: 'text/plain' });
      }
      const violations = errors
        .filter(({ source, text }) => source === 'page' && text.includes('Content Security Policy'))
        .map(({ text }) => text);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { newPersonaContext, type PersonaSession } from './support/sign-in';
export { expectNoSeriousAxeViolations } from './support/accessibility';
export { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
