import { authTexts } from '@estatekey/domain';
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { recordConsoleErrors } from './console-errors';

/** Signs in the way a person does: through the login page, then waits until the app has left it. */
export async function signInThroughLoginPage(page: Page, personaName: PersonaName): Promise<void> {
  const persona = PERSONAS[personaName];
  await page.goto('/login');
  await page.getByLabel(authTexts.emailLabel, { exact: true }).fill(persona.email);
  await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(persona.password);
  await page.getByRole('button', { name: authTexts.loginButton, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface PersonaSession {
  context: BrowserContext;
  page: Page;
}

/**
 * A second, independent browser session signed in as another persona, for tests where one user's change must
 * reach another user's open screen. The caller closes `context`.
 */
export async function newPersonaContext(browser: Browser, personaName: PersonaName): Promise<PersonaSession> {
  const context = await browser.newContext();
  await recordConsoleErrors(context, personaName);
  const page = await context.newPage();
  try {
    await signInThroughLoginPage(page, personaName);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { context, page };
}
