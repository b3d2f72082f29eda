import { gzipSync } from 'node:zlib';

import type { Browser, Page, Request, Response } from '@playwright/test';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { APP_URL } from '../web/e2e/chromium.ts';
import { LAPTOP_SCREEN, launchChromium, loadSettled, PHONE_SCREEN, signedInPage } from './browser.ts';
import type { BenchResult } from './results.ts';
import { fetchSourceMap, minifiedBytesByPart, shareByPart } from './script-parts.ts';
import { median, round } from './stats.ts';

const RUNS = 3;
/**
 * Regression guards, in kB of gzip-compressed JavaScript a first visit downloads on a phone's screen (a laptop's for the
 * Data Grid, which phones do not get), per kind of page:
 * the figures of late 2026, so a change that grows a page fails the bench. They are not goals: what a person feels is
 * measured by Lighthouse's mobile profile (lighthouse-scores.ts).
 */
export const INITIAL_JAVASCRIPT_GUARD_KB = {
  landing: 160,
  login: 280,
  dashboard: 400,
  form: 470,
  dataGrid: 560,
} as const;
export type PageKind = keyof typeof INITIAL_JAVASCRIPT_GUARD_KB;
/** One script a load fetched: its gzip size and that size shared among the parts it is made of. */
interface ScriptSize {
  readonly bytes: number;
  readonly parts: ReadonlyMap<string, number>;
}

function isJavaScript(response: Response): boolean {
  return /javascript/.test(response.headers()['content-type'] ?? '');
}

async function scriptSize(url: string, body: Buffer): Promise<ScriptSize> {
  const bytes = gzipSync(body).length;
  const code = body.toString('utf8');
  const map = await fetchSourceMap(url, code);
  return { bytes, parts: map ? shareByPart(bytes, minifiedBytesByPart(code, map)) : new Map() };
}

/** Gzip size of every script the page fetches while `load` runs, with what each is made of. */
async function scriptSizesDuring(page: Page, load: () => Promise<void>): Promise<Map<string, ScriptSize>> {
  const sizes: Array<Promise<[string, ScriptSize]>> = [];
  // Only what this load requests: a script the previous page asked for (a lazy chunk still arriving after the sign-in,
  // say) is no part of it, and its body is gone once the page navigates away.
  const requestedDuringLoad = new WeakSet<Request>();
  const onRequest = (request: Request) => requestedDuringLoad.add(request);
  const onResponse = (response: Response) => {
    if (!isJavaScript(response) || !requestedDuringLoad.has(response.request())) return;
    const name = new URL(response.url()).pathname;
    sizes.push(response.body().then(async (body) => [name, await scriptSize(response.url(), body)]));
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await load();
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  return new Map(await Promise.all(sizes));
}

/** A fresh visitor on a phone: new context, a public page until its network is idle. */
async function loadPublicOnce(browser: Browser, path: string): Promise<Map<string, ScriptSize>> {
  const context = await browser.newContext(PHONE_SCREEN);
  try {
    const page = await context.newPage();
    return await scriptSizesDuring(page, async () => {
      const response = await page.goto(`${APP_URL}${path}`, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${APP_URL}${path} answered HTTP ${response?.status() ?? 'nothing'}.`);
    });
  } finally {
    await context.close();
  }
}

/** The screen a page is loaded on: a phone's, or a laptop's for the layouts only wide screens get. */
export type Screen = 'phone' | 'laptop';
const SCREENS = { phone: PHONE_SCREEN, laptop: LAPTOP_SCREEN } as const;

/**
 * A signed-in user opening the dashboard on `screen`: signs in through the login page in a fresh context, then loads
 * `path` as a new document with the HTTP cache off, so every script the dashboard needs is fetched (and counted) again.
 * A part the page defers until it nears the screen (the client's two tracks) is not counted.
 */
async function loadDashboardOnce(
  browser: Browser,
  persona: PersonaName,
  path: string,
  screen: Screen,
): Promise<Map<string, ScriptSize>> {
  const { context, page } = await signedInPage(browser, persona, SCREENS[screen]);
  try {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    return await scriptSizesDuring(page, async () => void (await loadSettled(page, path)));
  } finally {
    await context.close();
  }
}

/** kB per part over all scripts of one load, largest first; scripts without a source map count as one part. */
function partsOf(load: ReadonlyMap<string, ScriptSize>): Array<[string, number]> {
  const kb = new Map<string, number>();
  const add = (part: string, bytes: number) => kb.set(part, (kb.get(part) ?? 0) + bytes / 1000);
  for (const script of load.values()) {
    if (script.parts.size === 0) add('scripts without a source map', script.bytes);
    for (const [part, bytes] of script.parts) add(part, bytes);
  }
  return [...kb].sort(([, a], [, b]) => b - a);
}

function initialJavaScriptResult(
  name: string,
  budgetKb: number,
  loads: ReadonlyArray<Map<string, ScriptSize>>,
): BenchResult {
  const totalsKb = loads.map((scripts) => [...scripts.values()].reduce((sum, { bytes }) => sum + bytes, 0) / 1000);
  const lastLoad = loads.at(-1) ?? new Map<string, ScriptSize>();
  const partDetails = Object.fromEntries(partsOf(lastLoad).map(([part, kb]) => [part, `${round(kb)} kB`]));
  return {
    name,
    unit: 'kB',
    median: round(median(totalsKb)),
    p50: null,
    p95: null,
    p99: null,
    runs: loads.length,
    budget: budgetKb,
    details: { scripts: lastLoad.size, ...partDetails },
  };
}

async function withChromium(
  measure: (browser: Browser) => Promise<Map<string, ScriptSize>>,
): Promise<Array<Map<string, ScriptSize>>> {
  const browser = await launchChromium();
  try {
    const loads: Array<Map<string, ScriptSize>> = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await measure(browser));
    return loads;
  } finally {
    await browser.close();
  }
}

/** Every script a first visit of a public page (the landing page, /login) downloads. */
export async function measurePublicJavaScript(path: '/' | '/login'): Promise<BenchResult[]> {
  const loads = await withChromium((browser) => loadPublicOnce(browser, path));
  const kind = path === '/' ? 'landing' : 'login';
  return [initialJavaScriptResult(`${path} initial JS (gzip)`, INITIAL_JAVASCRIPT_GUARD_KB[kind], loads)];
}

/** Every script of a signed-in page load, shared chunks included, each gzip-compressed (zlib default level). */
export async function measureDashboardJavaScript(
  persona: PersonaName,
  path: string,
  kind: Exclude<PageKind, 'landing' | 'login'>,
  screen: Screen = 'phone',
): Promise<BenchResult[]> {
  const loads = await withChromium((browser) => loadDashboardOnce(browser, persona, path, screen));
  const name = `${path} initial JS as ${PERSONAS[persona].role}${screen === 'laptop' ? ' on a laptop' : ''} (gzip)`;
  return [initialJavaScriptResult(name, INITIAL_JAVASCRIPT_GUARD_KB[kind], loads)];
}
