import {
  apiRoutes,
  dashboardTexts,
  formatPropertyLabel,
  MILESTONE_LABELS,
  pageTitleTexts,
  paths,
  propertiesTexts,
  pagesTexts,
  sharingTexts,
  sidebarTexts,
  statusTexts,
  webShellTexts,
} from '@estatekey/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { expect, newPersonaContext, PERSONAS, test } from './fixtures';
import { logInThroughLoginPage, newAccount, openMailedVerificationLink, registerThroughApi } from './support/accounts';
import { personaIdToken } from './support/api-session';

// Without a service worker the browser cannot load a page while offline (no HTML): the tests that block it (the
// default of the browser tests) go offline on a loaded page and move inside the app, or reload with only Firestore
// cut off; one test installs the app and reloads with no network at all.
const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080/**';
// The seed's 12 Elm Street, Alice's.
const ELM_STREET = '12 Elm Street, Springfield, IL';

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: webShellTexts.offline });
}

function sidebarLink(page: Page, label: string) {
  return page.getByRole('navigation', { name: webShellTexts.sidebarNavigation }).getByRole('link', { name: label });
}

async function firestoreDatabases(page: Page): Promise<string[]> {
  return await page.evaluate(async () =>
    (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith('firestore/') ? [name] : [])),
  );
}

/**
 * Alice signed in with 'Remember me'. `appInstalled`: as on her phone after a first visit, the service worker has
 * installed, having fetched every chunk of the app, so a part of a page that loads on demand (a dialog) opens offline.
 */
async function signInAliceRemembered(browser: Browser, { appInstalled = false } = {}) {
  const context = await browser.newContext(appInstalled ? { serviceWorkers: 'allow' } : {});
  const page = await context.newPage();
  await logInThroughLoginPage(page, PERSONAS.alice, { rememberMe: true });
  if (appInstalled) await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  return { context, page };
}

/** A new property of Alice's, shared with Aaron at 'manage' through the API; answers its card label. */
async function newPropertySharedWithAaron(request: APIRequestContext): Promise<string> {
  const address = `${Date.now()} Offline Way`;
  const headers = { Authorization: `Bearer ${await personaIdToken(request, 'alice')}` };
  const submitted = await request.post(apiRoutes.submitProperty.path, {
    headers,
    data: {
      address,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      propertyType: 'residential',
      condition: 'fair',
      contactInfo: { name: 'Alice Guardian', email: PERSONAS.alice.email, phone: '(555) 010-2000' },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { property } = (await submitted.json()) as { property: { _id: string } };
  const shared = await request.post(apiRoutes.shareProperty.path, {
    headers,
    data: { propertyId: property._id, userId: PERSONAS.aaron.uid, permissionLevel: 'manage' },
  });
  expect(shared.status(), await shared.text()).toBe(200);
  return formatPropertyLabel({ address, city: 'Springfield', state: 'IL' });
}

async function openCard(page: Page, propertyLabel: string) {
  await page.goto(paths.submitProperty);
  const card = page.getByRole('article', { name: propertyLabel });
  await card.getByRole('button', { name: propertiesTexts.list.showDetails }).click();
  await expect(card.getByRole('heading', { name: statusTexts.title })).toBeVisible();
  return card;
}

test.describe('offline, on a device the user trusts', () => {
  test('home keeps showing her properties under the offline banner, read from the device after a reload without Firestore', async ({
    browser,
  }) => {
    const alice = await signInAliceRemembered(browser);
    try {
      const { page, context } = alice;
      const propertySelect = page.getByRole('combobox', { name: dashboardTexts.selectProperty });
      await expect(propertySelect).toContainText(ELM_STREET);
      expect(await firestoreDatabases(page)).not.toEqual([]);
      // Visit Notifications once online, so its code is loaded before the network goes: its heading shows once it has
      // (going back at once may cancel the download, and offline the page cannot load — no service worker here).
      await sidebarLink(page, sidebarTexts.notifications).click();
      await expect(page.getByRole('heading', { level: 1, name: pageTitleTexts[paths.notifications] })).toBeVisible();
      await sidebarLink(page, sidebarTexts.dashboard).click();
      await expect(propertySelect).toContainText(ELM_STREET);

      await context.setOffline(true);
      await expect(banner(page)).toBeVisible();
      await sidebarLink(page, sidebarTexts.notifications).click();
      await sidebarLink(page, sidebarTexts.dashboard).click();
      await expect(page).toHaveURL(new RegExp(`${paths.home}$`));
      await expect(propertySelect).toContainText(ELM_STREET);
      await expect(banner(page)).toBeVisible();

      await context.setOffline(false);
      await expect(banner(page)).toHaveCount(0);

      // A reload with Firestore unreachable: what shows comes from the device's cache.
      await context.route(FIRESTORE_EMULATOR, (route) => route.abort('internetdisconnected'));
      await page.reload();
      await expect(propertySelect).toContainText(ELM_STREET);
    } finally {
      await alice.context.close();
    }
  });

  test('with the app installed, home reloads with no network at all and still shows her properties', async ({
    browser,
  }) => {
    // The service worker serves the app's page and code, Firestore's cache on the device the data.
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await logInThroughLoginPage(page, PERSONAS.alice, { rememberMe: true });
      const propertySelect = page.getByRole('combobox', { name: dashboardTexts.selectProperty });
      await expect(propertySelect).toContainText(ELM_STREET);
      // Ready once the worker has installed, i.e. has precached the app.
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));

      await context.setOffline(true);
      await page.reload();
      await expect(banner(page)).toBeVisible();
      await expect(propertySelect).toContainText(ELM_STREET);
    } finally {
      await context.close();
    }
  });

  test('logging out deletes what the device kept', async ({ page, request }) => {
    // A new account: logging out revokes the user's sessions, which would end other tests' persona sessions.
    const account = newAccount('Guardian', 'offline-logout');
    await registerThroughApi(request, account);
    await openMailedVerificationLink(page, account);
    await logInThroughLoginPage(page, account, { rememberMe: true });
    await expect(page.getByRole('button', { name: webShellTexts.userMenu.open })).toBeVisible();
    await expect.poll(() => firestoreDatabases(page)).not.toEqual([]);

    // The landing page is loaded anew once the cache is gone (a stopped Firestore cannot start again in that page).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: webShellTexts.userMenu.open }).click();
    await page
      .getByRole('dialog', { name: webShellTexts.userMenu.menuLabel })
      .getByRole('menuitem', { name: sidebarTexts.logout })
      .click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();
    expect(await firestoreDatabases(page)).toEqual([]);
  });

  test('without Remember me nothing is kept on the device', async ({ page }) => {
    await logInThroughLoginPage(page, PERSONAS.alice, { rememberMe: false });
    await expect(page.getByRole('combobox', { name: dashboardTexts.selectProperty })).toContainText(ELM_STREET);
    expect(await firestoreDatabases(page)).toEqual([]);
  });

  test('a milestone set offline waits to sync, then reaches the agent live, and her list shows his change made meanwhile once', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const propertyLabel = await newPropertySharedWithAaron(request);
    // The Share dialog's code loads when it is first opened: offline, from what the installed app fetched.
    const alice = await signInAliceRemembered(browser, { appInstalled: true });
    const aaron = await newPersonaContext(browser, 'aaron');
    try {
      const aliceCard = await openCard(alice.page, propertyLabel);
      const aaronCard = await openCard(aaron.page, propertyLabel);
      const aaronKeyPickup = aaronCard.getByRole('listitem').filter({ hasText: MILESTONE_LABELS.keyPickup });
      await expect(aaronKeyPickup).toContainText('Pending');

      await alice.context.setOffline(true);
      await expect(banner(alice.page)).toBeVisible();
      await aliceCard.getByRole('combobox', { name: MILESTONE_LABELS.keyPickup }).selectOption('In Progress');
      await expect(aliceCard.getByRole('status').filter({ hasText: webShellTexts.waitingToSync })).toBeVisible();
      await expect(aliceCard.getByRole('combobox', { name: MILESTONE_LABELS.keyPickup })).toBeEnabled();
      // Sharing needs the server: disabled, with the reason.
      await aliceCard.getByRole('button', { name: propertiesTexts.share }).click();
      const dialog = alice.page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: sharingTexts.shareButton })).toBeDisabled();
      await expect(dialog).toContainText(webShellTexts.offlineActionReason);
      await alice.page.keyboard.press('Escape');

      // Meanwhile Aaron completes the photos; Alice's screen cannot know yet.
      await aaronCard.getByRole('combobox', { name: MILESTONE_LABELS.photos }).selectOption('Completed');
      await expect(aaron.page.getByText(statusTexts.updated)).toBeVisible();
      await expect(aaronKeyPickup).toContainText('Pending');

      await alice.context.setOffline(false);
      await expect(banner(alice.page)).toHaveCount(0);
      await expect(aliceCard.getByRole('status').filter({ hasText: webShellTexts.waitingToSync })).toHaveCount(0);
      await expect(aaronKeyPickup).toContainText('In Progress');
      await expect(aliceCard.getByRole('listitem').filter({ hasText: MILESTONE_LABELS.photos })).toContainText(
        'Completed',
      );
      await expect(alice.page.getByRole('article', { name: propertyLabel })).toHaveCount(1);
    } finally {
      await aaron.context.close();
      await alice.context.close();
    }
  });
});
