// A CPU profile of one fresh load of a page, the CPU 4× slower (the slowdown Lighthouse's mobile profile simulates),
// read back through the build's source maps: where the main thread's time went, by package, function and app file,
// and its long tasks. Used by bench/main-thread-profile.ts (a tool to find what to change) and by the bench's
// Lighthouse rows (what a page's time is made of, by part of the stack).
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { z } from 'zod';
import type { Browser } from '@playwright/test';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { APP_URL } from '../web/e2e/chromium.ts';
import { logInThroughLoginPage } from '../web/e2e/support/accounts.ts';
import { PHONE_SCREEN, waitUntilSettled } from './browser.ts';
import { fetchSourceMap } from './script-parts.ts';

export const CPU_SLOWDOWN = 4;
const SAMPLING_INTERVAL_US = 200;

/** A task longer than this blocks input; Lighthouse's total blocking time sums what each long task runs beyond it. */
export const LONG_TASK_MS = 50;

const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({
        functionName: z.string(),
        url: z.string(),
        lineNumber: z.number(),
        columnNumber: z.number(),
      }),
      children: z.array(z.number()).optional(),
    }),
  ),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
type ProfileNode = z.infer<typeof profileSchema>['nodes'][number];

const sourceMaps = new Map<string, TraceMap | null>();
/** Fetches, once each, the source maps of the app's scripts among `urls` (as Hosting serves them). */
async function loadSourceMaps(urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url.startsWith(APP_URL) || sourceMaps.has(url)) continue;
    const script = await fetch(url);
    const map = script.ok ? await fetchSourceMap(url, await script.text()) : null;
    sourceMaps.set(url, map && new TraceMap(map));
  }
}

/** The original source file of a profiled frame of the app's own scripts, through its chunk's source map. */
function originalSource(frame: ProfileNode['callFrame']): string | null {
  const map = sourceMaps.get(frame.url);
  // A frame without a position (the script's top level as some samples name it) has line -1.
  if (!map || frame.lineNumber < 0) return null;
  const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return position.source?.replace(/^(\.\.\/)+/, '') ?? null;
}

/** A package (`node_modules/<name>`), an area of the app (`web/src/features/chat`), or what the browser names. */
function areaOf(frame: ProfileNode['callFrame']): string {
  const source = originalSource(frame);
  if (source === null) return frame.url === '' ? `(${frame.functionName})` : new URL(frame.url).pathname;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage?.[1] ?? source.split('/').slice(0, 4).join('/');
}

function add(totals: Map<string, number>, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

export interface Run {
  settledMs: number;
  busyMs: number;
  longTasks: number[];
  byArea: Map<string, number>;
  byFunction: Map<string, number>;
  byAppFile: Map<string, number>;
  /** Stretches of samples without an idle one between them, longer than a long task: roughly the long tasks. */
  busyStretches: BusyStretch[];
}

interface BusyStretch {
  startMs: number;
  durationMs: number;
  byArea: Map<string, number>;
  byAppFile: Map<string, number>;
}

/**
 * One fresh navigation profiled as Lighthouse loads a page: a new context with its phone's screen, no HTTP cache, no
 * service worker. A signed-in page is opened on a device the persona trusts, as the bench's Lighthouse rows do: signed
 * in with "Remember me", so the session and Firestore's persistent cache (IndexedDB) are there when the page loads.
 */
export async function profileOneLoad(browser: Browser, who: PersonaName | 'public', path: string): Promise<Run> {
  const context = await browser.newContext({ ...PHONE_SCREEN, baseURL: APP_URL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (who !== 'public') {
      await logInThroughLoginPage(page, PERSONAS[who], { rememberMe: true });
      await waitUntilSettled(page);
    }
    await page.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { longTaskDurations: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    const started = performance.now();
    await page.goto(`${APP_URL}${path}`);
    await waitUntilSettled(page);
    const settledMs = performance.now() - started;
    const profile = profileSchema.parse((await cdp.send('Profiler.stop')).profile);
    const longTasks = z
      .array(z.number())
      .parse(await page.evaluate(() => (window as unknown as { longTaskDurations: number[] }).longTaskDurations));

    await loadSourceMaps(profile.nodes.map((node) => node.callFrame.url));
    const nodeOf = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const run: Run = {
      settledMs,
      busyMs: 0,
      longTasks,
      byArea: new Map(),
      byFunction: new Map(),
      byAppFile: new Map(),
      busyStretches: [],
    };
    let elapsedMs = 0;
    let stretch: BusyStretch | null = null;
    const endStretch = () => {
      if (stretch && stretch.durationMs > LONG_TASK_MS) run.busyStretches.push(stretch);
      stretch = null;
    };
    profile.samples.forEach((id, index) => {
      const node = nodeOf.get(id);
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      elapsedMs += ms;
      if (node?.callFrame.functionName === '(idle)') endStretch();
      if (!node || ['(idle)', '(program)'].includes(node.callFrame.functionName)) return;
      stretch ??= { startMs: elapsedMs, durationMs: 0, byArea: new Map(), byAppFile: new Map() };
      stretch.durationMs += ms;
      run.busyMs += ms;
      add(run.byArea, areaOf(node.callFrame), ms);
      add(stretch.byArea, areaOf(node.callFrame), ms);
      const source = originalSource(node.callFrame);
      add(run.byFunction, `${node.callFrame.functionName || '(anonymous)'}  ${source ?? node.callFrame.url}`, ms);
      // Time under the innermost frame of the app's own code (web/src, domain/src): e.g. a module's top-level schemas.
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
        const appSource = originalSource(nodeOf.get(at)?.callFrame ?? node.callFrame);
        if (appSource !== null && !appSource.includes('node_modules')) {
          add(run.byAppFile, appSource, ms);
          add(stretch.byAppFile, appSource, ms);
          break;
        }
      }
    });
    endStretch();
    return run;
  } finally {
    await context.close();
  }
}

export const blockingMs = (run: Run) => run.longTasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);

/** The parts of the stack a page's script time is told in, each by the areas (packages, app folders) it covers. */
const STACK_PARTS: readonly { readonly label: string; readonly covers: (area: string) => boolean }[] = [
  {
    label: 'Firestore SDK',
    covers: (area) => area === '@firebase/firestore' || area === '@firebase/webchannel-wrapper',
  },
  { label: 'other Firebase SDKs (Auth, app)', covers: (area) => area.startsWith('@firebase/') || area === 'firebase' },
  { label: 'React', covers: (area) => ['react', 'react-dom', 'scheduler'].includes(area) },
  {
    label: 'MUI and Emotion (components, styles)',
    covers: (area) => area.startsWith('@mui/') || area.startsWith('@emotion/') || area === 'stylis',
  },
  { label: 'zod (building and parsing schemas)', covers: (area) => area === 'zod' },
  { label: 'React Router', covers: (area) => area === 'react-router' },
  { label: 'app code (web, domain)', covers: (area) => area.startsWith('src/') || area.startsWith('domain/') },
  // Native work scripts call into, as the profile names it: (garbage collector), IndexedDB's (get) and (put), (fetch)…
  { label: 'browser APIs and garbage collection', covers: (area) => area.startsWith('(') },
];

/** A run's script time by part of the stack, largest first: `Firestore SDK 780 ms, React 560 ms, …`. */
export function scriptTimeByStackPart(run: Run): string {
  const totals = new Map<string, number>();
  for (const [area, ms] of run.byArea) add(totals, STACK_PARTS.find((part) => part.covers(area))?.label ?? 'other', ms);
  return [...totals]
    .toSorted((a, b) => b[1] - a[1])
    .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`)
    .join(', ');
}
