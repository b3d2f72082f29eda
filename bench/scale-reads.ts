import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { measureScreenCost, type ScreenCost } from './firestore-reads.ts';
import type { BenchResult } from './results.ts';
import type { SeedDocument } from '../emulators/seed/data/seed-kit.ts';
import { scaleCounts, scaleDocuments } from './scale-data.ts';

/*
 * `npm run bench -- --scale N`: each role's main screens loaded cold at the demo's size (1×), then again after a
 * generated data set N times the demo's has been written (bench/scale-data.ts). A screen whose Firestore reads grow
 * with the data set is a defect: lists are paginated or limited, counts come from aggregates. Limited lists may still
 * fill up to their limit at N×, so the goal allows 10× the reads at 1× (a screen reading in proportion to the data
 * would read about N× as many).
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

const GROWTH_ALLOWED = 10;

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

/** The screens' cost at 1×, the data set written, the screens' cost at `scale`×: one result per screen. */
export async function measureScreensAtScale(scale: number): Promise<BenchResult[]> {
  const atDemoSize = new Map<string, ScreenCost>();
  for (const [persona, path] of SCALE_SCREENS) {
    console.log(`  1×: ${screenName(persona, path)}`);
    atDemoSize.set(screenName(persona, path), await measureScreenCost(persona, path));
  }
  const written = await writeScaleData(scale);
  console.log(`  wrote ${written.documents} generated documents in ${written.seconds} s`);
  const counts = scaleCounts(scale);
  const results: BenchResult[] = [];
  for (const [persona, path] of SCALE_SCREENS) {
    const name = screenName(persona, path);
    console.log(`  ${scale}×: ${name}`);
    const before = atDemoSize.get(name);
    const after = await measureScreenCost(persona, path);
    if (!before) continue;
    results.push({
      name: `Firestore reads: cold ${name} at ${scale}× the data`,
      unit: 'documents',
      median: after.reads,
      p50: null,
      p95: null,
      p99: null,
      runs: 3,
      budget: Math.max(GROWTH_ALLOWED * before.reads, 1),
      details: {
        'reads at 1×': before.reads,
        [`reads at ${scale}×`]: after.reads,
        'load ms at 1× (request → data shown)': before.loadMs,
        [`load ms at ${scale}×`]: after.loadMs,
        [`reads per run at ${scale}×`]: after.readsPerRun,
        ...Object.fromEntries([...after.byCollection].map(([collection, reads]) => [`from ${collection}`, reads])),
        'data set': Object.entries(counts)
          .map(([kind, count]) => `${count} ${kind}`)
          .join(', '),
        goal: `at most ${GROWTH_ALLOWED}× the reads at 1× (reads in proportion to the data would be ~${scale}×)`,
      },
    });
  }
  return results;
}
