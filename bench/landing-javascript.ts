import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type Response } from '@playwright/test';

import { APP_URL, CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../web/e2e/chromium.ts';
import type { BenchResult } from './results.ts';
import { median, round } from './stats.ts';

const RUNS = 3;

function isJavaScript(response: Response): boolean {
  return /javascript/.test(response.headers()['content-type'] ?? '');
}

/** Gzip size in bytes of every script a fresh browser fetches until the landing page's network is idle. */
async function loadOnce(browser: Browser): Promise<Map<string, number>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const sizes: Array<Promise<[string, number]>> = [];
    page.on('response', (response) => {
      if (!isJavaScript(response)) return;
      const name = new URL(response.url()).pathname;
      sizes.push(response.body().then((body) => [name, gzipSync(body).length]));
    });
    const response = await page.goto(`${APP_URL}/`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${APP_URL}/ answered HTTP ${response?.status() ?? 'nothing'}.`);
    return new Map(await Promise.all(sizes));
  } finally {
    await context.close();
  }
}

export async function measureLandingJavaScript(): Promise<BenchResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const loads: Array<Map<string, number>> = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(browser));
    const totalsKb = loads.map((chunks) => [...chunks.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000);
    const lastLoad = loads.at(-1) ?? new Map<string, number>();
    const chunkDetails = Object.fromEntries(
      [...lastLoad].sort(([, a], [, b]) => b - a).map(([name, bytes]) => [name, `${round(bytes / 1000)} kB`]),
    );
    return [
      {
        name: 'landing page initial JS (gzip)',
        unit: 'kB',
        median: round(median(totalsKb)),
        p50: null,
        p95: null,
        p99: null,
        runs: RUNS,
        details: { scripts: lastLoad.size, ...chunkDetails },
      },
    ];
  } finally {
    await browser.close();
  }
}
