import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { measureScreenCost } from './firestore-reads.ts';
import { PartialResultsError, type BenchResult } from './results.ts';
import type { SeedDocument } from '../emulators/seed/data/seed-kit.ts';
import { scaleCounts, scaleDocuments } from './scale-data.ts';

/*
 * `npm run bench -- --scale N`: each role's main screens loaded cold at the demo's size (1×), at N/2 times and at N
 * times the demo's data (bench/scale-data.ts). A screen whose Firestore reads grow with the data set is a defect:
 * lists are paginated or limited, counts come from aggregates. From 1× to N/2× a limited list fills up to its page,
 * so that step says little; from N/2× to N× a bounded screen reads the same, and one reading in proportion to the
 * data reads twice as much. The goal is the N/2× reads plus `GROWTH_TOLERANCE`; the 1× figures are printed beside.
 */

/** Each role's main screens: its dashboard and the lists it works from. */
export const SCALE_SCREENS: ReadonlyArray<readonly [PersonaName, string]> = [
  ['alice', '/home'],
  ['alice', '/notifications'],
  ['eve', '/home'],
  ['avery', '/home'],
  ['avery', '/attorney/dashboard'],
  ['avery', '/documents'],
  ['aaron', '/home'],
  ['aaron', '/schedule-showing'],
  ['ada', '/home'],
  ['ada', '/manage-properties'],
];

/** A bounded screen's reads may differ a little between two loads (a page's extra row, a count asked again). */
const GROWTH_TOLERANCE = 0.1;

function emulatorHub(): string {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run the benchmarks inside firebase emulators:exec.');
  return hub;
}

/** Runs `work` with the Functions emulator's background triggers off: the generated data is what they would write. */
async function withTriggersDisabled<T>(work: () => Promise<T>): Promise<T> {
  const toggle = async (state: 'disable' | 'enable') => {
    const response = await fetch(`http://${emulatorHub()}/functions/${state}BackgroundTriggers`, { method: 'PUT' });
    if (!response.ok) throw new Error(`The emulator hub answered ${response.status} to ${state} the triggers.`);
  };
  await toggle('disable');
  try {
    return await work();
  } finally {
    await toggle('enable');
  }
}

const BATCH_SIZE = 500;
const BATCHES_IN_FLIGHT = 3;
const ATTEMPTS = 5;
const PROGRESS_EVERY = 20_000;

/** Commits one batch, retrying a failed commit (the whole batch is rewritten: every write is a `set`). */
async function commitWithRetries(db: Firestore, documents: readonly SeedDocument[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const batch = db.batch();
    for (const document of documents) batch.set(db.doc(document.path), document.data);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        throw new Error(
          `A batch of ${documents.length} generated documents (from ${documents[0]?.path ?? ''}) failed.`,
          {
            cause: error,
          },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    }
  }
}

/**
 * Writes `documents` in batches of `BATCH_SIZE` with at most `BATCHES_IN_FLIGHT` commits open at once, pulling from
 * the generator only when a commit slot is free: memory holds a few batches, not the data set. Prints the rate every
 * `PROGRESS_EVERY` documents, so an emulator that slows down as its collections grow shows it.
 */
export async function writeInBatches(db: Firestore, documents: Iterable<SeedDocument>): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  const startedAt = Date.now();
  let written = 0;
  let sinceReport = { at: startedAt, written: 0 };
  const report = (final: boolean) => {
    const now = Date.now();
    const recent = ((written - sinceReport.written) / Math.max(now - sinceReport.at, 1)) * 1000;
    const overall = (written / Math.max(now - startedAt, 1)) * 1000;
    console.log(
      `    ${final ? 'wrote' : 'written'} ${written} documents: ${Math.round(recent)}/s lately, ${Math.round(overall)}/s overall`,
    );
    sinceReport = { at: now, written };
  };
  const start = (chunk: SeedDocument[]) => {
    const commit = commitWithRetries(db, chunk).then(() => {
      inFlight.delete(commit);
      const before = written;
      written += chunk.length;
      if (Math.floor(written / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) report(false);
    });
    inFlight.add(commit);
  };
  let chunk: SeedDocument[] = [];
  try {
    for (const document of documents) {
      chunk.push(document);
      if (chunk.length < BATCH_SIZE) continue;
      start(chunk);
      chunk = [];
      if (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
    }
    if (chunk.length > 0) start(chunk);
    await Promise.all(inFlight);
  } catch (error) {
    // A batch failed for good: let the others finish before the app is deleted under them, then stop.
    await Promise.allSettled(inFlight);
    throw error;
  }
  report(true);
  return written;
}

/** Writes the generated data set; answers the number of documents and the seconds it took. */
export async function writeScaleData(scale: number): Promise<{ documents: number; seconds: number }> {
  const startedAt = Date.now();
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-scale');
  try {
    const documents = await withTriggersDisabled(() => writeInBatches(getFirestore(app), scaleDocuments(scale)));
    return { documents, seconds: Math.round((Date.now() - startedAt) / 1000) };
  } finally {
    await deleteApp(app);
  }
}

const screenName = (persona: PersonaName, path: string) => `${path} as ${PERSONAS[persona].role}`;

/*
 * The phases run in three emulator sessions (bench/run.ts). The Firestore emulator keeps the Listen channels of a
 * phase's closed browsers open: every generated document that matches one of their queries is queued for a client
 * that is gone, the queue overflows at 10,001 messages and each further match logs three warnings. In one session
 * that took the write from ~1,700-6,700 documents/s to ~400/s and then ~100/s (617,524 failed sends in 3.5 minutes,
 * a 311 MB firestore-debug.log, the emulator at 105% CPU). So each session writes its data set before any browser has
 * listened, and the figures of the earlier sessions are kept in files.
 */
export type ScalePhase = 'demo' | 'half' | 'scaled';

export function scalePhase(): ScalePhase {
  const phase = process.env.BENCH_SCALE_PHASE;
  return phase === 'demo' || phase === 'half' ? phase : 'scaled';
}

/** The middle session's data set: half the asked scale. */
export const halfScale = (scale: number) => Math.max(Math.floor(scale / 2), 1);

type KeptPhase = Exclude<ScalePhase, 'scaled'>;
const costsSchema = z.record(z.string(), z.object({ reads: z.number(), loadMs: z.number() }));
type ScreenCosts = z.infer<typeof costsSchema>;

const costsFile = (phase: KeptPhase) =>
  fileURLToPath(new URL(`./results-scale-${phase === 'demo' ? '1x' : 'half'}.json`, import.meta.url));

/** Each screen's cost in this session, kept in a file for the last session. */
async function measureAndKeepCosts(phase: KeptPhase, label: string): Promise<void> {
  const costs: ScreenCosts = {};
  for (const [persona, path] of SCALE_SCREENS) {
    console.log(`  ${label}: ${screenName(persona, path)}`);
    const cost = await measureScreenCost(persona, path);
    costs[screenName(persona, path)] = { reads: cost.reads, loadMs: cost.loadMs };
  }
  writeFileSync(costsFile(phase), `${JSON.stringify({ runAt: new Date().toISOString(), costs }, null, 2)}\n`);
}

function readCosts(phase: KeptPhase): ScreenCosts {
  const stored = z
    .object({ runAt: z.iso.datetime(), costs: costsSchema })
    .parse(JSON.parse(readFileSync(costsFile(phase), 'utf8')));
  return stored.costs;
}

let writing: Promise<{ documents: number; seconds: number }> | undefined;

/**
 * Writes the session's generated data set once, whichever measurement asks first (the screens, the API reads): a
 * session has one scale.
 */
export async function ensureScaleData(scale: number): Promise<{ documents: number; seconds: number }> {
  writing ??= writeScaleData(scale).then((written) => {
    const rate = Math.round(written.documents / Math.max(written.seconds, 1));
    console.log(`  wrote ${written.documents} generated documents (${scale}×) in ${written.seconds} s (${rate}/s)`);
    return written;
  });
  return await writing;
}

/**
 * Phase 'demo' measures the screens at 1×; phase 'half' writes the data set at `halfScale(scale)`× and measures them
 * on it; both answer nothing. Phase 'scaled' writes the data set at `scale`×, measures the screens and answers one
 * result per screen with the figures of the other two.
 */
export async function measureScreensAtScale(scale: number, phase: ScalePhase = scalePhase()): Promise<BenchResult[]> {
  const half = halfScale(scale);
  if (phase !== 'scaled') {
    if (phase === 'half') await ensureScaleData(half);
    await measureAndKeepCosts(phase, phase === 'demo' ? '1×' : `${half}×`);
    return [];
  }
  const atDemoSize = readCosts('demo');
  const atHalfScale = readCosts('half');
  const written = await ensureScaleData(scale);
  const counts = scaleCounts(scale);
  const results: BenchResult[] = [];
  const failed: string[] = [];
  for (const [persona, path] of SCALE_SCREENS) {
    const name = screenName(persona, path);
    console.log(`  ${scale}×: ${name}`);
    const demo = atDemoSize[name];
    const before = atHalfScale[name];
    if (!demo || !before) throw new Error(`The earlier sessions did not measure ${name}.`);
    let after: Awaited<ReturnType<typeof measureScreenCost>>;
    try {
      after = await measureScreenCost(persona, path);
    } catch (error) {
      // One screen failing (a timeout on the loaded emulator) does not throw away the figures of the others.
      failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    results.push({
      name: `Firestore reads: cold ${name} at ${scale}× the data`,
      unit: 'documents',
      median: after.reads,
      p50: null,
      p95: null,
      p99: null,
      runs: 3,
      budget: Math.ceil(before.reads * (1 + GROWTH_TOLERANCE)),
      details: {
        'reads at 1×': demo.reads,
        [`reads at ${half}×`]: before.reads,
        [`reads at ${scale}×`]: after.reads,
        'load ms at 1× (request → data shown)': demo.loadMs,
        [`load ms at ${half}×`]: before.loadMs,
        [`load ms at ${scale}×`]: after.loadMs,
        [`reads per run at ${scale}×`]: after.readsPerRun,
        ...Object.fromEntries([...after.byCollection].map(([collection, reads]) => [`from ${collection}`, reads])),
        'data set': Object.entries(counts)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(', '),
        'written in': `${written.seconds} s (${written.documents} documents)`,
        goal: `at most the reads at ${half}× plus ${GROWTH_TOLERANCE * 100} % (reads in proportion to the data double)`,
      },
    });
  }
  if (failed.length > 0)
    throw new PartialResultsError(`${failed.length} screens failed: ${failed.join('; ')}`, results);
  return results;
}
