import { dashboardTexts, paths, installedAppTexts, webShellTexts } from '@estatekey/domain';
import type { Page, Response } from '@playwright/test';

import { APP_URL } from './chromium';
import { expect, PERSONAS, test } from './fixtures';
import { startNextDeployOrigin } from './support/next-deploy-origin';
import { onPath } from './support/page-checks';

// Other files block service workers (playwright.config.ts): a worker would answer their mocked and offline requests.
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Resolves once the page's service worker is active; the page is controlled from its next load on. */
async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the app can be installed: its manifest names it, starts at /home in the theme colour, with reachable icons', async ({
  page,
  request,
}) => {
  await page.goto(paths.login);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();

  const response = await request.get(new URL(href ?? '', APP_URL).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: Icon[] };
  expect(manifest).toMatchObject({
    name: installedAppTexts.name,
    short_name: installedAppTexts.shortName,
    start_url: paths.home,
    display: 'standalone',
    theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
  });

  for (const icon of manifest.icons) {
    const file = await request.get(new URL(icon.src, APP_URL).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(manifest.icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
});

test('a service worker installs and, after a reload, serves the app shell, offline too, but never /api', async ({
  page,
  context,
}) => {
  await page.goto(paths.login);
  expect(await serviceWorkerReady(page)).toBe(`${APP_URL}/sw.js`);
  expect(context.serviceWorkers().map((worker) => worker.url())).toContain(`${APP_URL}/sw.js`);

  const reloaded = await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${APP_URL}/sw.js`);
  expect(reloaded?.fromServiceWorker(), 'the page came from the worker').toBe(true);

  // A single-page route the worker has never seen opens without the network.
  await context.setOffline(true);
  const offlinePage = await page.goto(paths.faq);
  expect(offlinePage?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);

  const api = await page.goto('/api/health');
  expect(api?.fromServiceWorker(), '/api goes to the network').toBe(false);
  expect(api?.status()).toBe(200);
});

test('a new deploy shows "A new version is available", and Reload switches the page to it', async ({ page }) => {
  const origin = await startNextDeployOrigin();
  try {
    await page.goto(`${origin.url}${paths.login}`);
    await serviceWorkerReady(page);
    await page.reload();
    const prompt = page.getByText(webShellTexts.appUpdate.available);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    // The browser looks for a new worker when a page loads; the new one installs and waits for the person's choice.
    origin.deploy();
    await page.reload();
    await expect(prompt).toBeVisible();
    // Reload activates the waiting worker, which takes the page over and loads it again.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: webShellTexts.appUpdate.reload }).click();
    await reloaded;

    // The page runs under the new worker: nothing waits any more, and the prompt is gone.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)).toBe(
      true,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await origin.close();
  }
});

test('a repeat visit to /home takes all of the app code from the device', async ({ page, signInAs }) => {
  await signInAs('alice');
  await expect(page).toHaveURL(onPath(paths.home));
  await serviceWorkerReady(page);
  const welcome = page.getByText(dashboardTexts.welcome(PERSONAS.alice.firstName), { exact: true });

  const fromNetwork: string[] = [];
  const everyNetworkRequest: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!response.fromServiceWorker())
      everyNetworkRequest.push(`${response.request().method()} ${url.origin}${url.pathname}`);
    const kind = response.request().resourceType();
    if (url.origin === APP_URL && ['document', 'script', 'stylesheet', 'image', 'manifest'].includes(kind)) {
      if (!response.fromServiceWorker()) fromNetwork.push(url.pathname);
    }
  };
  page.on('response', onResponse);
  await page.reload();
  await expect(welcome).toBeVisible();
  page.off('response', onResponse);
  test
    .info()
    .annotations.push({ type: 'network requests of the repeat visit', description: everyNetworkRequest.join('\n') });
  expect(fromNetwork).toEqual([]);
});
