import { test as base } from '@playwright/test';

import type { PersonaName } from '../../emulators/src/personas';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { mailbox, type Mailbox } from './support/mailbox';
import { signInThroughLoginPage } from './support/sign-in';

export interface EstateKeyFixtures {
  /** Signs the test's page in as a seeded persona, through the login page. */
  signInAs: (persona: PersonaName) => Promise<void>;
  /** Fails the test on serious or critical axe-core violations of the page as it is now. */
  axe: () => Promise<void>;
  /** The local SMTP sink's inbox. */
  mailbox: Mailbox;
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
});

export { expect } from '@playwright/test';
export { newPersonaContext, type PersonaSession } from './support/sign-in';
export { expectNoSeriousAxeViolations } from './support/accessibility';
export { PERSONAS, type PersonaName } from '../../emulators/src/personas';
