import { authTexts } from '@estatekey/domain';
import { chromium } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { z } from 'zod';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { APP_URL, CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../web/e2e/chromium.ts';
import { waitUntilSettled, withChromium } from './browser.ts';
import { CPU_SLOWDOWN, profileOneLoad, scriptTimeByStackPart } from './main-thread-attribution.ts';
import type { BenchResult } from './results.ts';
import { median, round } from './stats.ts';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility'] as const;
type Category = (typeof CATEGORIES)[number];

// Lab metrics kept with the scores, so a score change can be traced to what moved.
const METRICS = [
  { id: 'first-contentful-paint', name: 'FCP ms', decimals: 0 },
  { id: 'largest-contentful-paint', name: 'LCP ms', decimals: 0 },
  { id: 'total-blocking-time', name: 'TBT ms', decimals: 0 },
  { id: 'speed-index', name: 'Speed Index ms', decimals: 0 },
  { id: 'cumulative-layout-shift', name: 'CLS', decimals: 3 },
] as const;
type MetricId = (typeof METRICS)[number]['id'];

interface Audit {
  scores: Record<Category, number>;
  metrics: Map<MetricId, number>;
  throttling: string;
  /** Where the main thread's time went: what a page's blocking time is made of. */
  mainThread: string;
  /** When the load, as it ran unthrottled, painted its first text or image (Lighthouse simulates the rest from it). */
  observedFcpMs: number;
  /** The largest paint's element and what its time is made of: what a page's LCP waits for. */
  lcp: string;
}

const mainThreadItemSchema = z.object({ groupLabel: z.string(), duration: z.number() });
const bootupItemSchema = z.object({ url: z.string(), scripting: z.number() });
const requestItemSchema = z.object({ resourceType: z.string().optional() });
const TOP_ITEMS = 4;
const observedMetricsSchema = z.object({
  items: z.tuple([z.object({ observedFirstContentfulPaint: z.number() })], z.unknown()),
});

/**
 * The run's main-thread time by kind of work, its scripts with the most evaluation time and how many scripts it requested
 * (Lighthouse's figures).
 */
function describeMainThread(lhr: Result): string {
  const items = <T>(auditId: string, schema: z.ZodType<T>): T[] => {
    const details = z.object({ items: z.array(schema) }).safeParse(lhr.audits[auditId]?.details);
    return details.success ? details.data.items : [];
  };
  const byKind = items('mainthread-work-breakdown', mainThreadItemSchema)
    .slice(0, TOP_ITEMS)
    .map((item) => `${item.groupLabel} ${Math.round(item.duration)}`);
  const byScript = items('bootup-time', bootupItemSchema)
    .toSorted((a, b) => b.scripting - a.scripting)
    .slice(0, TOP_ITEMS)
    .map((item) => `${scriptName(item.url)} ${Math.round(item.scripting)}`);
  // Each request costs the main thread too (about a millisecond unthrottled in this Chromium, four under the profile's
  // CPU slowdown): a page of many small chunks pays for their number, not only their bytes.
  const scriptRequests = items('network-requests', requestItemSchema).filter((item) => item.resourceType === 'Script');
  return (
    `ms by kind: ${byKind.join(', ')}; script evaluation ms: ${byScript.join(', ')}; ` +
    `script requests: ${scriptRequests.length}`
  );
}

const lcpElementSchema = z.object({
  details: z.object({
    items: z.tuple(
      [z.object({ items: z.tuple([z.object({ node: z.object({ nodeLabel: z.string(), snippet: z.string() }) })]) })],
      z.unknown(),
    ),
  }),
});
const lcpPhasesSchema = z.object({ items: z.array(z.object({ phase: z.string(), timing: z.number() })) });
const LCP_LABEL_CHARS = 60;

/** The run's largest paint: its element (its text, and the tag that holds it) and its phases (Lighthouse's). */
function describeLcp(lhr: Result): string {
  const audit = lcpElementSchema.safeParse(lhr.audits['largest-contentful-paint-element']);
  // Lighthouse finds no element when the one that painted is gone: a prerendered placeholder the app replaced.
  if (!audit.success) return 'its element is no longer in the page (replaced after it painted)';
  const [element, phaseTable] = audit.data.details.items;
  const { nodeLabel, snippet } = element.items[0].node;
  const tag = /^<[a-z0-9-]+/i.exec(snippet)?.[0] ?? snippet;
  const phases = lcpPhasesSchema.safeParse(phaseTable);
  const times = phases.success
    ? phases.data.items.map((item) => `${item.phase} ${Math.round(item.timing)}`).join(', ')
    : 'no phases reported';
  return `${tag}> "${nodeLabel.slice(0, LCP_LABEL_CHARS)}"; ms: ${times}`;
}

/** A script's file name (hashed chunks keep their name), or the URL as Lighthouse names it ("Unattributable"). */
function scriptName(url: string): string {
  return URL.canParse(url) ? (new URL(url).pathname.split('/').pop() ?? url) : url;
}

// Lighthouse's default settings: the mobile profile (Moto G power class screen, simulated slow 4G: 150 ms RTT,
// 1.6 Mbps, 4× CPU slowdown), as a person on a phone feels the app. The desktop preset hid six-second dashboards.
const FLAGS: Flags = { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] };

/** The goals of a kind of page on the mobile profile: score at least, LCP and TBT at most. */
export const MOBILE_GOALS = {
  public: { score: 95, lcpMs: 2000, tbtMs: 300 },
  signedIn: { score: 80, lcpMs: 3000, tbtMs: 300 },
  // A page opened again: the service worker serves the app's files and Firestore's cache answers first.
  repeatVisit: { score: 80, lcpMs: 1500, tbtMs: 300 },
} as const;
type GoalKind = keyof typeof MOBILE_GOALS;

function describeThrottling(settings: Result['configSettings']): string {
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = settings.throttling;
  return (
    `${settings.formFactor} preset, ${settings.throttlingMethod} throttling: ` +
    `${rttMs} ms RTT, ${throughputKbps} kb/s, CPU slowdown ${cpuSlowdownMultiplier}×`
  );
}

async function auditOnce(chrome: LaunchedChrome, url: string, flags: Flags = FLAGS): Promise<Audit> {
  const result = await lighthouse(url, { ...flags, port: chrome.port });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const auditedPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (auditedPath !== new URL(url).pathname)
    throw new Error(`Lighthouse was sent to ${url} but audited ${auditedPath}.`);

  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave ${url} no ${category} score.`);
    return Math.round(value * 100);
  };
  const metric = (id: MetricId) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} on ${url}.`);
    return value;
  };
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility') },
    metrics: new Map(METRICS.map(({ id }) => [id, metric(id)])),
    throttling: describeThrottling(lhr.configSettings),
    mainThread: describeMainThread(lhr),
    lcp: describeLcp(lhr),
    observedFcpMs: observedMetricsSchema.parse(lhr.audits.metrics?.details).items[0].observedFirstContentfulPaint,
  };
}

/**
 * Signs in through the login page with "Remember me" ticked, driving the Chrome that Lighthouse audits next. Lighthouse
 * opens its own tab, which shares the profile's IndexedDB (where Firebase Auth keeps a remembered session) but not the
 * tab-scoped session storage; and its storage reset before each run clears caches, not IndexedDB.
 */
async function signInRemembered(chrome: LaunchedChrome, personaName: PersonaName): Promise<void> {
  const persona = PERSONAS[personaName];
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The Chrome launched for Lighthouse has no default browser context.');
    const page = await context.newPage();
    await page.goto(`${APP_URL}/login`);
    await page.getByLabel(authTexts.emailLabel, { exact: true }).fill(persona.email);
    await page.getByLabel(authTexts.passwordLabel, { exact: true }).fill(persona.password);
    await page.getByLabel(authTexts.rememberMe).check();
    await page.getByRole('button', { name: authTexts.loginButton, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await waitUntilSettled(page);
    await page.close();
  } finally {
    // Disconnects Playwright; the Chrome, its default context and the session stay for Lighthouse.
    await browser.close();
  }
}

/** The item whose value is the median (the lower middle of an even count). */
function medianBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.toSorted((a, b) => value(a) - value(b))[Math.floor((items.length - 1) / 2)];
}

function scoreResults(
  label: string,
  goals: GoalKind,
  audits: readonly Audit[],
  scriptTimeByPart?: string,
): BenchResult[] {
  const goal = MOBILE_GOALS[goals];
  const details = {
    ...Object.fromEntries(
      METRICS.map(({ id, name, decimals }) => [
        `median ${name}`,
        round(median(audits.map((audit) => audit.metrics.get(id) ?? Number.NaN)), decimals),
      ]),
    ),
    // A prerendered page paints its HTML within ~0.2 s of an unthrottled load; some runs paint nothing for 1-2 s, and
    // Lighthouse then simulates a first paint seconds later and counts the work before it as not blocking (stop 41's
    // note): which runs did shows here.
    'observed first paint per run (ms, unthrottled)': audits.map((audit) => Math.round(audit.observedFcpMs)).join(', '),
    'main thread (median TBT run)': medianBy(audits, (audit) => audit.metrics.get('total-blocking-time') ?? 0)
      ?.mainThread,
    'largest paint (median LCP run)': medianBy(audits, (audit) => audit.metrics.get('largest-contentful-paint') ?? 0)
      ?.lcp,
    ...(scriptTimeByPart === undefined
      ? {}
      : { [`script time by part of the stack (one load profiled at ${CPU_SLOWDOWN}× CPU)`]: scriptTimeByPart }),
    settings: audits[0]?.throttling ?? 'unknown',
    browser: CHROMIUM_EXECUTABLE,
  };
  const summary = (
    name: string,
    unit: string,
    values: number[],
    bound: { budget: number } | { floor: number } | object,
    withDetails = false,
  ): BenchResult => ({
    name: `Lighthouse mobile ${name}: ${label}`,
    unit,
    median: round(median(values)),
    p50: null,
    p95: null,
    p99: null,
    runs: audits.length,
    ...bound,
    details: { 'per run': values.map((value) => round(value)).join(', '), ...(withDetails ? details : {}) },
  });
  const metric = (id: MetricId) => audits.map((audit) => audit.metrics.get(id) ?? Number.NaN);
  return [
    summary(
      'performance',
      'score',
      audits.map((audit) => audit.scores.performance),
      { floor: goal.score },
      true,
    ),
    summary('LCP', 'ms', metric('largest-contentful-paint'), { budget: goal.lcpMs }),
    summary('TBT', 'ms', metric('total-blocking-time'), { budget: goal.tbtMs }),
    summary(
      'accessibility',
      'score',
      audits.map((audit) => audit.scores.accessibility),
      {},
    ),
  ];
}

/**
 * Opens `path` once in the Chrome that Lighthouse audits next and waits until its service worker is active and the
 * screen has settled: the worker has precached the app and Firestore's persistent cache holds the page's data.
 */
async function visitOnce(chrome: LaunchedChrome, path: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The Chrome launched for Lighthouse has no default browser context.');
    const page = await context.newPage();
    await page.goto(`${APP_URL}${path}`);
    // Ready once the worker is active, its precache complete: the next navigation is served by it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await waitUntilSettled(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

type Visit = 'first' | 'repeat';

async function auditWithChrome(path: string, signedInAs: PersonaName | null, visit: Visit = 'first'): Promise<Audit[]> {
  const chrome = await launch({ chromePath: CHROMIUM_EXECUTABLE, chromeFlags: [...CHROMIUM_ARGS] });
  try {
    if (signedInAs) await signInRemembered(chrome, signedInAs);
    // A repeat visit keeps what the earlier ones stored: the service worker, its caches, Firestore's IndexedDB.
    if (visit === 'repeat') await visitOnce(chrome, path);
    const flags: Flags = visit === 'repeat' ? { ...FLAGS, disableStorageReset: true } : FLAGS;
    const audits: Audit[] = [];
    for (let run = 0; run < RUNS; run += 1) audits.push(await auditOnce(chrome, `${APP_URL}${path}`, flags));
    return audits;
  } finally {
    chrome.kill();
  }
}

/**
 * What a page's time is made of, as Lighthouse cannot say (it names chunks, and the entry chunk holds React, MUI and
 * more): one fresh load profiled at the profile's CPU slowdown, its script time summed by part of the stack.
 */
async function scriptTimeOfOneLoad(who: PersonaName | 'public', path: string): Promise<string> {
  return await withChromium(async (browser) => scriptTimeByStackPart(await profileOneLoad(browser, who, path)));
}

/** A public page (the landing page, /login) as a first-time visitor on a phone. */
export async function measurePublicLighthouse(path: '/' | '/login'): Promise<BenchResult[]> {
  const audits = await auditWithChrome(path, null);
  return scoreResults(path, 'public', audits, await scriptTimeOfOneLoad('public', path));
}

/** A signed-in page on a phone, the session remembered (the auth restore is part of what is measured). */
export async function measureSignedInLighthouse(persona: PersonaName, path: string): Promise<BenchResult[]> {
  const audits = await auditWithChrome(path, persona);
  const label = `${path} as ${PERSONAS[persona].role}`;
  return scoreResults(label, 'signedIn', audits, await scriptTimeOfOneLoad(persona, path));
}

/** A signed-in page opened again on a phone: storage kept, so the service worker and Firestore's cache are warm. */
export async function measureRepeatVisitLighthouse(persona: PersonaName, path: string): Promise<BenchResult[]> {
  const label = `${path} repeat visit as ${PERSONAS[persona].role}`;
  return scoreResults(label, 'repeatVisit', await auditWithChrome(path, persona, 'repeat'));
}
