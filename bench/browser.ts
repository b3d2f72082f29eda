import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../web/e2e/chromium.ts';
import { signInThroughLoginPage } from '../web/e2e/support/sign-in.ts';

// At --scale the Firestore emulator (no indexes: it scans) answers a screen's queries over 100,000+ documents in
// seconds, not milliseconds; a slow screen is then a figure to report (its load time), not a failed run.
export const SETTLE_TIMEOUT_MS = process.env.BENCH_SCALE === undefined ? 30_000 : 180_000;
/** How long the page must stay without new requests (Firestore's channels aside) to count as settled. */
const QUIET_MS = 1_000;

const FIRESTORE_CHANNEL = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;

export function isFirestoreChannel(url: string): boolean {
  return FIRESTORE_CHANNEL.test(url);
}

export async function launchChromium(): Promise<Browser> {
  return await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}

/** Runs `work` with a fresh Chromium, closed afterwards whatever happens. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** A browser context laid out as one of Lighthouse's screens. */
function lighthouseScreen(metrics: typeof screenEmulationMetrics.mobile) {
  return {
    viewport: { width: metrics.width, height: metrics.height },
    deviceScaleFactor: metrics.deviceScaleFactor,
    isMobile: metrics.mobile,
    hasTouch: metrics.mobile,
  } satisfies BrowserContextOptions;
}

/** Lighthouse's phone screen: a page lays out, renders and loads for a phone what a laptop's window would not. */
export const PHONE_SCREEN = lighthouseScreen(screenEmulationMetrics.mobile);
/** Lighthouse's desktop screen: where the wide layouts (the admin lists' Data Grid) are shown. */
export const LAPTOP_SCREEN = lighthouseScreen(screenEmulationMetrics.desktop);

export interface SignedInPage {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh browser context (a laptop's window unless `screen` says otherwise) signed in through the login page, as a
 * person does; the caller closes `context`.
 */
export async function signedInPage(
  browser: Browser,
  personaName: PersonaName,
  screen: BrowserContextOptions = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({ ...screen, baseURL: APP_URL });
  try {
    const page = await context.newPage();
    await signInThroughLoginPage(page, personaName);
    await waitUntilSettled(page);
    return { context, page };
  } catch (error) {
    await context.close();
    throw new Error(`Signing in as ${PERSONAS[personaName].email} failed`, { cause: error });
  }
}

// Functions handed to page.evaluate / waitForFunction / addInitScript run in the browser from their source text. tsx
// wraps named inner functions in a `__name(...)` helper that does not exist there, so in-page functions in bench/ use
// only anonymous inner callbacks.

/**
 * True once the signed-in screen has drawn its data: no skeleton or spinner is left, and every stat card shows a
 * number. Runs in the page.
 */
function screenShowsData(): boolean {
  const main = document.querySelector('main');
  if (!main) return false;
  if (document.querySelector('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')) return false;
  const statValues = [...main.querySelectorAll('[role="group"] .MuiTypography-h3')];
  return statValues.every((value) => /^\d+$/.test((value.textContent ?? '').trim()));
}

/**
 * Waits until the screen shows its data and the network has been quiet, long-lived Firestore channels aside. Answers
 * when (Date.now()) the data was first shown.
 */
export async function waitUntilSettled(page: Page): Promise<number> {
  let lastActivityAt = Date.now();
  const noteActivity = (request: Request) => {
    if (!isFirestoreChannel(request.url())) lastActivityAt = Date.now();
  };
  page.on('request', noteActivity);
  page.on('requestfinished', noteActivity);
  page.on('requestfailed', noteActivity);
  try {
    await page.waitForFunction(screenShowsData, undefined, { timeout: SETTLE_TIMEOUT_MS });
    const shownAt = Date.now();
    while (Date.now() - lastActivityAt < QUIET_MS) await page.waitForTimeout(100);
    return shownAt;
  } finally {
    page.off('request', noteActivity);
    page.off('requestfinished', noteActivity);
    page.off('requestfailed', noteActivity);
  }
}

/**
 * Opens `path` as a fresh document (a full load, not an in-app navigation) and waits until it has settled. Answers the
 * milliseconds from the request to the screen showing its data.
 */
export async function loadSettled(page: Page, path: string): Promise<number> {
  const startedAt = Date.now();
  const response = await page.goto(path);
  if (!response?.ok()) throw new Error(`${path} answered HTTP ${response?.status() ?? 'nothing'}.`);
  const shownAt = await waitUntilSettled(page);
  const landedOn = new URL(page.url()).pathname;
  if (landedOn !== path) throw new Error(`Opening ${path} ended on ${landedOn}.`);
  return shownAt - startedAt;
}
