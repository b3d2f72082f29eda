import type { Page, Request as PageRequest, Response as PageResponse } from '@playwright/test';
import { z } from 'zod';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { SETTLE_TIMEOUT_MS, launchChromium, loadSettled, signedInPage } from './browser.ts';
import type { BenchResult } from './results.ts';
import { median } from './stats.ts';

/*
 * How reads are counted. The Firestore emulator keeps no read counter (firebase/firebase-tools#3149; its REST surface
 * has rule coverage, not usage), so the count comes from what the browser receives. The web SDK runs every live
 * query and document listener over one WebChannel, `google.firestore.v1.Firestore/Listen/channel`, carried by
 * fetch (XMLHttpRequest in older browsers). An init script records the streamed response of each of those
 * requests; once the dashboard has settled, the texts are split into WebChannel frames and every `documentChange`
 * entry is one document sent to the client: what Firestore bills as one read. Aggregation queries travel as `:runAggregationQuery` requests and count one read
 * each (Firestore bills an aggregation one read per up to 1,000 index entries).
 */

const RUNS = 3;
const CAPTURE_KEY = '__benchFirestoreListenRequests';
const AGGREGATION_QUERY = /:runAggregationQuery$/;
const LISTEN_CHANNEL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;

type ListenCaptureWindow = Partial<Record<string, Array<{ url: string; text: string }>>>;

/**
 * Init script: records the response text of every Listen-channel request of the document, whether the SDK's
 * WebChannel runs over fetch (streamed: a clone of the body is read alongside the SDK) or over XMLHttpRequest.
 * Runs in the page before the app.
 */
function captureListenChannelResponses({ captureKey, listenChannel }: { captureKey: string; listenChannel: string }) {
  const captured: Array<{ url: string; text: string }> = [];
  Object.defineProperty(window, captureKey, { value: captured });
  const isListenChannel = new RegExp(listenChannel);

  const originalFetch = window.fetch;
  window.fetch = function (...args: Parameters<typeof fetch>) {
    const [input] = args;
    const url = input instanceof Request ? input.url : String(input);
    const answer: Promise<Response> = Reflect.apply(originalFetch, window, args);
    if (!isListenChannel.test(url)) return answer;
    const entry = { url, text: '' };
    captured.push(entry);
    return answer.then((response) => {
      const reader = response.clone().body?.pipeThrough(new TextDecoderStream()).getReader();
      if (reader) {
        void (async () => {
          for (;;) {
            const chunk = await reader.read();
            if (chunk.done) return;
            entry.text += chunk.value;
          }
        })();
      }
      return response;
    });
  } as typeof fetch;

  const originalOpen = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    const url = String(args[1]);
    if (isListenChannel.test(url)) {
      const entry = { url, text: '' };
      captured.push(entry);
      this.addEventListener('readystatechange', () => {
        if (this.readyState >= 3) entry.text = this.responseText;
      });
    }
    return Reflect.apply(originalOpen, this, args);
  } as typeof originalOpen;
}

/** The response text so far of every Listen-channel request of the page's document. Runs in the page. */
function listenResponseTexts(captureKey: string): string[] {
  return ((window as unknown as ListenCaptureWindow)[captureKey] ?? []).map((entry) => entry.text);
}

/**
 * The JSON frames of one WebChannel response: `<length>\n<JSON of that many characters>` repeated. A stream that is
 * still open may end in a partial frame, which is left out. An unframed answer is one JSON value.
 */
function webChannelFrames(text: string): unknown[] {
  if (text.trimStart().startsWith('[')) return [JSON.parse(text)];
  const frames: unknown[] = [];
  let position = 0;
  while (position < text.length) {
    const newline = text.indexOf('\n', position);
    if (newline === -1) break;
    const sizeText = text.slice(position, newline).trim();
    const size = Number(sizeText);
    if (sizeText === '' || !Number.isInteger(size) || size < 0) {
      throw new Error(`Unexpected WebChannel framing near "${text.slice(position, position + 40)}".`);
    }
    const start = newline + 1;
    if (start + size > text.length) break;
    frames.push(JSON.parse(text.slice(start, start + size)));
    position = start + size;
  }
  return frames;
}

/** Every value anywhere inside a decoded frame (arrays and objects walked) that `schema` accepts. */
function findAll<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (Array.isArray(value)) return value.flatMap((item) => findAll(item, schema));
  if (typeof value !== 'object' || value === null) return [];
  const match = schema.safeParse(value);
  if (match.success) return [match.data];
  return Object.values(value).flatMap((item) => findAll(item, schema));
}

const documentChangeSchema = z.object({ documentChange: z.object({ document: z.object({ name: z.string() }) }) });

/** Names of the documents in every `documentChange` of a decoded frame. */
function documentChangeNames(frame: unknown): string[] {
  return findAll(frame, documentChangeSchema).map((change) => change.documentChange.document.name);
}

const targetChangeSchema = z.object({
  targetChange: z.object({
    targetChangeType: z.string().default('NO_CHANGE'),
    targetIds: z.array(z.number()).default([]),
  }),
});

/** The listen targets the server has sent in full (CURRENT) or removed. */
function syncedTargets(texts: readonly string[]): Set<number> {
  const synced = new Set<number>();
  const frames = texts.flatMap((text) => webChannelFrames(text));
  for (const { targetChange } of frames.flatMap((frame) => findAll(frame, targetChangeSchema))) {
    if (targetChange.targetChangeType !== 'CURRENT' && targetChange.targetChangeType !== 'REMOVE') continue;
    for (const id of targetChange.targetIds) synced.add(id);
  }
  return synced;
}

/**
 * The listen targets the page has asked for and not removed: the `addTarget` and `removeTarget` of each message of
 * the channel's forward requests (form fields `req<N>___data__`, each a JSON ListenRequest).
 */
function requestedTargets(requestBodies: readonly string[]): Set<number> {
  const requested = new Set<number>();
  for (const body of requestBodies) {
    for (const [field, value] of new URLSearchParams(body)) {
      if (!/^req\d+___data__$/.test(field)) continue;
      const message = listenRequestSchema.safeParse(JSON.parse(value));
      if (!message.success) continue;
      if (message.data.addTarget) requested.add(message.data.addTarget.targetId);
      if (message.data.removeTarget !== undefined) requested.delete(message.data.removeTarget);
    }
  }
  return requested;
}

const listenRequestSchema = z.object({
  addTarget: z.object({ targetId: z.number() }).optional(),
  removeTarget: z.number().optional(),
});

// The screen settles on what it shows; a page whose data comes from the API may show it before its listeners have
// answered (at 100× the emulator takes seconds for a membership query), so the count also waits until the server has
// sent in full every target the page asked for, up to the screen's settle limit. A page that has asked for none this
// long after it settled has no listener (listeners start when their component mounts, with the screen).
const LISTEN_REQUEST_GRACE_MS = 10_000;

async function waitForListenersInSync(page: Page, requestBodies: readonly string[]): Promise<void> {
  const startedAt = Date.now();
  const deadline = startedAt + SETTLE_TIMEOUT_MS;
  for (;;) {
    const requested = requestedTargets(requestBodies);
    const synced = syncedTargets(await page.evaluate(listenResponseTexts, CAPTURE_KEY));
    if (requested.size > 0 && [...requested].every((id) => synced.has(id))) return;
    if (requested.size === 0 && Date.now() - startedAt > LISTEN_REQUEST_GRACE_MS) return;
    if (Date.now() > deadline) {
      throw new Error(`The page's Firestore listeners were not in sync after ${SETTLE_TIMEOUT_MS / 1000} s.`);
    }
    await page.waitForTimeout(250);
  }
}

/** 'projects/p/databases/(default)/documents/users/u1/notifications/n1' → 'users/{id}/notifications'. */
function collectionPathOf(documentName: string): string {
  const segments = documentName.split('/documents/')[1]?.split('/') ?? [];
  return segments
    .slice(0, -1)
    .map((segment, index) => (index % 2 === 1 ? '{id}' : segment))
    .join('/');
}

interface ReadCount {
  /** From the request to the screen showing its data. */
  loadMs: number;
  documentReads: number;
  aggregationQueries: number;
  distinctDocuments: number;
  byCollection: Map<string, number>;
}

async function countReadsOnce(page: Page, path: string): Promise<ReadCount> {
  let aggregationQueries = 0;
  const onResponse = (response: PageResponse) => {
    if (AGGREGATION_QUERY.test(new URL(response.url()).pathname)) aggregationQueries += 1;
  };
  const listenRequestBodies: string[] = [];
  const onRequest = (request: PageRequest) => {
    const body = request.postData();
    if (LISTEN_CHANNEL.test(request.url()) && body !== null) listenRequestBodies.push(body);
  };
  page.on('response', onResponse);
  page.on('request', onRequest);
  let loadMs: number;
  try {
    loadMs = await loadSettled(page, path);
    await waitForListenersInSync(page, listenRequestBodies);
  } finally {
    page.off('response', onResponse);
    page.off('request', onRequest);
  }
  const texts = await page.evaluate(listenResponseTexts, CAPTURE_KEY);
  const names = texts.flatMap((text) => webChannelFrames(text).flatMap(documentChangeNames));
  const byCollection = new Map<string, number>();
  for (const name of names)
    byCollection.set(collectionPathOf(name), (byCollection.get(collectionPathOf(name)) ?? 0) + 1);
  return {
    loadMs,
    documentReads: names.length + aggregationQueries,
    aggregationQueries,
    distinctDocuments: new Set(names).size,
    byCollection: new Map([...byCollection].sort(([, a], [, b]) => b - a)),
  };
}

/**
 * `RUNS` cold loads of `path`: each in a fresh browser context signed in through the login page, then `path` loaded as a
 * new document (new SDK instance, empty memory cache) and counted until it has settled.
 */
async function countColdLoads(persona: PersonaName, path: string): Promise<ReadCount[]> {
  const browser = await launchChromium();
  const counts: ReadCount[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page } = await signedInPage(browser, persona);
      try {
        await context.addInitScript(captureListenChannelResponses, {
          captureKey: CAPTURE_KEY,
          listenChannel: LISTEN_CHANNEL.source,
        });
        counts.push(await countReadsOnce(page, path));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  if (counts.some((count) => count.documentReads === 0)) {
    throw new Error(`A ${path} load received no Firestore documents; the Listen channel capture found nothing.`);
  }
  return counts;
}

/** Documents read and load time of a screen's cold load (medians of `RUNS`). */
export interface ScreenCost {
  readonly reads: number;
  readonly loadMs: number;
  readonly readsPerRun: string;
  readonly byCollection: ReadonlyMap<string, number>;
}

export async function measureScreenCost(persona: PersonaName, path: string): Promise<ScreenCost> {
  const counts = await countColdLoads(persona, path);
  return {
    reads: median(counts.map((count) => count.documentReads)),
    loadMs: median(counts.map((count) => count.loadMs)),
    readsPerRun: counts.map((count) => count.documentReads).join(', '),
    byCollection: counts.at(-1)?.byCollection ?? new Map(),
  };
}

/** Firestore documents read by one cold dashboard load, with what they were. */
export async function measureDashboardReads(persona: PersonaName = 'alice', path = '/home'): Promise<BenchResult[]> {
  const counts = await countColdLoads(persona, path);
  const last = counts.at(-1);
  return [
    {
      name: `Firestore reads: cold ${path} load as ${PERSONAS[persona].role}`,
      unit: 'documents',
      median: median(counts.map((count) => count.documentReads)),
      p50: null,
      p95: null,
      p99: null,
      runs: counts.length,
      details: {
        method: 'documentChange entries received on the Listen WebChannel, plus aggregation queries (1 read each)',
        'reads per run': counts.map((count) => count.documentReads).join(', '),
        'distinct documents (last run)': last?.distinctDocuments ?? 0,
        'aggregation queries (last run)': last?.aggregationQueries ?? 0,
        ...Object.fromEntries(
          [...(last?.byCollection ?? [])].map(([collection, reads]) => [`from ${collection} (last run)`, reads]),
        ),
      },
    },
  ];
}
