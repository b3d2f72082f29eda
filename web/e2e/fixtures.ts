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
  /** Fails the test when the page broke the Content-Security-Policy that Hosting serves (firebase.json). */
  contentSecurityPolicy: undefined;
  /** A failed test carries the browser console errors of its contexts (the test's own and each persona's). */
  consoleErrors: undefined;
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
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      takeConsoleErrors();
      recordConsoleErrors(context, 'page');
      await use(undefined);
      const errors = takeConsoleErrors();
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach('browser console errors', { body: errors.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };
export { newPersonaContext, type PersonaSession } from './support/sign-in';
export { expectNoSeriousAxeViolations } from './support/accessibility';
export { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
