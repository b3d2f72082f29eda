import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { measureScreenCost, type ScreenCost } from './firestore-reads.ts';
import type { BenchResult } from './results.ts';
import { buildScaleData, scaleCounts } from './scale-data.ts';

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

/** Writes the generated data set; answers the number of documents and the seconds it took. */
export async function writeScaleData(scale: number): Promise<{ documents: number; seconds: number }> {
  const startedAt = Date.now();
  const documents = buildScaleData(scale);
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-scale');
  try {
    const failures: string[] = [];
    await withTriggersDisabled(async () => {
      const db = getFirestore(app);
      const writer = db.bulkWriter();
      writer.onWriteError((error) => {
        if (error.failedAttempts < 5) return true;
        failures.push(`${error.documentRef.path}: ${error.message}`);
        return false;
      });
      for (const document of documents) writer.set(db.doc(document.path), document.data).catch(() => {});
      await writer.close();
    });
    if (failures.length > 0) {
      throw new Error(`${failures.length} generated documents could not be written, e.g. ${failures[0] ?? ''}`);
    }
  } finally {
    await deleteApp(app);
  }
  return { documents: documents.length, seconds: Math.round((Date.now() - startedAt) / 1000) };
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
