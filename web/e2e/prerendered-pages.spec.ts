import { authTexts, pageTitleTexts, pagesTexts, paths } from '@estatekey/domain';
import type { Page } from '@playwright/test';

import { PERSONAS, expect, test } from './fixtures';
import { waitForHydration } from './support/hydration';

/** The console's reports of markup that React could not adopt (hydration mismatches and recoverable errors). */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|did not match/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('prerendered pages', () => {
  test('the landing page and /login come with their content, signed-in pages with their placeholder, pages with a parameter with the empty app shell', async ({
    request,
  }) => {
    const landing = await (await request.get(paths.landing)).text();
    expect(landing).toContain(pagesTexts.hero.title);
    expect(landing).toContain('<style data-emotion="css ');

    const login = await (await request.get(paths.login)).text();
    expect(login).toContain(authTexts.loginTitle);
    expect(login).toContain(authTexts.emailLabel);

    for (const path of [paths.home, paths.attorneyCalendar]) {
      const page = await (await request.get(path)).text();
      expect(page, path).toContain(`<title>${pageTitleTexts[path]} | `);
      expect(page, path).toContain('aria-busy="true"');
      expect(page, path).toContain(`>${pageTitleTexts[path]}</p>`);
    }

    const property = await (await request.get(paths.property('any-property'))).text();
    expect(property).toContain('<div id="root"></div>');
  });

  test('a prerendered page lists every chunk its first render loads, so the browser fetches them at once', async ({
    request,
  }) => {
    // A signed-in page runs the Auth SDK as soon as it has arrived (an async module script), ahead of the entry.
    const firstRender = [
      { path: paths.submitProperty, preloads: ['properties-page-', 'signed-in-layout-'], starts: ['auth-'] },
      { path: paths.login, preloads: ['login-page-', 'auth-'], starts: [] },
    ];
    for (const { path, preloads, starts } of firstRender) {
      const html = await (await request.get(path)).text();
      const preloaded = hrefsOf(html, /<link rel="modulepreload" crossorigin href="([^"]+)">/g);
      const started = hrefsOf(html, /<script type="module" async fetchpriority="high" crossorigin src="([^"]+)">/g);
      // A chunk is named after its module, then its content hash: /assets/auth-Bt5we0D6.js (not auth-texts-….js).
      const named = (hrefs: string[], chunk: string) =>
        hrefs.filter((href) => new RegExp(`^/assets/${chunk}[\\w-]{8}\\.js$`).test(href));
      for (const chunk of preloads) expect(named(preloaded, chunk), path).toHaveLength(1);
      for (const chunk of starts) {
        expect(named(started, chunk), path).toHaveLength(1);
        expect(named(preloaded, chunk), path).toEqual([]);
      }
      expect(started, path).toHaveLength(starts.length);
      const listed = [...preloaded, ...started];
      expect(new Set(listed).size, path).toBe(listed.length);
      for (const href of listed) expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('a signed-in page talks to Auth and Firestore on connections it opened while loading', async ({
    page,
    signInAs,
  }) => {
    await signInAs('alice');
    // Off the signed-in page first: the requests awaited below are the next page load's.
    await page.goto('about:blank');
    const sessionRestore = page.waitForRequest(/\/accounts:lookup\b/);
    const firestoreRead = page.waitForRequest(/\/google\.firestore\.v1\.Firestore\//);
    const response = await page.goto(paths.home);
    const preconnected = hrefsOf((await response?.text()) ?? '', /<link rel="preconnect" crossorigin href="([^"]+)">/g);

    expect(preconnected).toContain(new URL((await sessionRestore).url()).origin);
    expect(preconnected).toContain(new URL((await firestoreRead).url()).origin);
  });

  test('a signed-in page paints its placeholder before its script has run, and React adopts it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('alice');
    const hydrationErrors = watchHydrationErrors(page);
    const releaseScripts = await holdRequests(page, '**/assets/*.js');

    // The held module scripts also hold DOMContentLoaded: go on once the page's HTML arrives.
    await page.goto(paths.home, { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByText(pageTitleTexts[paths.home] ?? '', { exact: true })).toBeVisible();
    releaseScripts();

    await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts[paths.home] })).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test('the landing page hydrates without a mismatch and its buttons work', async ({ page }) => {
    const hydrationErrors = watchHydrationErrors(page);
    await page.goto(paths.landing);
    await waitForHydration(page, 'main h1');

    await page.getByRole('button', { name: pagesTexts.scheduleKeyPickup, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test('what is typed into /login before its script runs is kept and submitted', async ({ page, request }) => {
    const hydrationErrors = watchHydrationErrors(page);
    // Holds the entry script until the form is filled in, and then the page's own chunk, as on a slow network: the
    // session restores meanwhile, and the prerendered form must still be the one that is adopted, not replaced.
    const html = await (await request.get(paths.login)).text();
    const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entryScript, 'the entry script of login.html').toBeDefined();
    const releaseEntryScript = await holdRequests(page, `**${entryScript}`);
    const releasePageChunk = await holdRequests(page, '**/assets/login-page-*.js');
    const pageChunkRequested = page.waitForRequest(/\/assets\/login-page-[^/]+\.js$/);

    // The held module script also holds DOMContentLoaded: go on once the page's HTML arrives.
    await page.goto(paths.login, { waitUntil: 'commit' });
    const email = page.getByLabel(authTexts.emailLabel, { exact: true });
    const password = page.getByLabel(authTexts.passwordLabel, { exact: true });
    await email.fill(PERSONAS.alice.email);
    await password.fill(`${PERSONAS.alice.password}-wrong`);
    await expect(page.getByRole('button', { name: authTexts.loginButton, exact: true })).toBeDisabled();
    releaseEntryScript();
    await pageChunkRequested;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    releasePageChunk();

    await waitForHydration(page, 'input[name="email"]');
    await expect(email).toHaveValue(PERSONAS.alice.email);
    await page.getByRole('button', { name: authTexts.loginButton, exact: true }).click();
    // The form read the typed values: the server refused the password, not the form an empty field.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(authTexts.invalidCredentials);
    expect(hydrationErrors).toEqual([]);
  });
});

/** The first capture group of each match of `pattern` (a global regular expression) in `html`. */
function hrefsOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map(([, href = '']) => href);
}

/** Holds the page's requests to `url` until the returned function is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
