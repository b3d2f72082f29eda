import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import type { LoadOrigin, LoadTarget } from './api-load.ts';
import { routeLoads } from './api-route-targets.ts';
import { AGGREGATION_READS_HEADER, READS_HEADER } from './firestore-read-counter.ts';
import { withPlainNodeApi } from './plain-node-origin.ts';
import { PartialResultsError, type BenchResult } from './results.ts';
import { ensureScaleData, halfScale, type ScalePhase } from './scale-reads.ts';

/*
 * The Firestore reads the API itself makes per call, for every GET the web uses (the route sweep's targets), counted
 * in the Admin SDK of a plain Node server (firestore-read-counter.ts): the screens' read counts (scale-reads.ts) see
 * only what the browser reads, and the API-served screens (/documents, the attorney's cases) read on the server. With
 * `--scale N` each call is counted at 1×, N/2× and N× the data; the goal is the same as the screens': a call whose
 * documents read grow from N/2× to N× reads in proportion to the data. What its `count()` aggregations are billed
 * (one read per 1,000 index entries) is shown beside it, not judged: the remedy for a count is an aggregate.
 */

const GROWTH_TOLERANCE = 0.1;
const callReadsSchema = z.object({ documents: z.number().int(), aggregation: z.number().int() });
type CallReads = z.infer<typeof callReadsSchema>;
type Reads = Record<string, CallReads>;

/** Calls `target` twice (the first warms the session cache as a returning user's would be) and reads the count of the second. */
async function readsOfCall(origin: LoadOrigin, target: LoadTarget): Promise<CallReads> {
  let counted: CallReads | null = null;
  for (let call = 0; call < 2; call += 1) {
    const perRequest = target.perRequest?.() ?? {};
    const response = await fetch(`${origin.url}${target.path}`, {
      method: target.method,
      headers: { ...target.headers, ...perRequest.headers },
    });
    await response.arrayBuffer();
    const okStatus = target.okStatus ?? 200;
    if (response.status !== okStatus) throw new Error(`answered ${response.status}, not ${okStatus}`);
    const parsed = callReadsSchema.safeParse({
      documents: Number(response.headers.get(READS_HEADER)),
      aggregation: Number(response.headers.get(AGGREGATION_READS_HEADER)),
    });
    if (!parsed.success)
      throw new Error(`the answer carries no ${READS_HEADER} and ${AGGREGATION_READS_HEADER} headers`);
    counted = parsed.data;
  }
  if (counted === null) throw new Error('no call was made');
  return counted;
}

async function countReads(): Promise<{ reads: Reads; failed: string[] }> {
  const reads: Reads = {};
  const failed: string[] = [];
  await withPlainNodeApi(
    async (origin) => {
      for (const load of routeLoads().filter(({ name }) => name.startsWith('GET ') && !name.includes('/health'))) {
        try {
          reads[load.name] = await readsOfCall(origin, await load.build(origin));
        } catch (error) {
          failed.push(`${load.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
    { countReads: true },
  );
  return { reads, failed };
}

const keptFile = (phase: Exclude<ScalePhase, 'scaled'>) =>
  fileURLToPath(new URL(`./results-api-reads-${phase === 'demo' ? '1x' : 'half'}.json`, import.meta.url));
const readsSchema = z.record(z.string(), callReadsSchema);

function failIfAny(failed: readonly string[], results: readonly BenchResult[]): void {
  if (failed.length > 0) {
    throw new PartialResultsError(`${failed.length} calls failed: ${failed.join('; ')}`, results);
  }
}

const HOW_COUNTED =
  'in the Admin SDK of one plain Node server; documents read = document gets + query results (≥ 1); count() billed apart (1 per 1,000 entries)';

/** One call's count as a result row: its documents read. */
function readsResult(name: string, count: CallReads, extra: Partial<BenchResult> = {}): BenchResult {
  return { name, unit: 'documents', median: count.documents, p50: null, p95: null, p99: null, runs: 1, ...extra };
}

/** At the demo's size: one row per call. */
export async function measureApiReadsPerCall(): Promise<BenchResult[]> {
  const { reads, failed } = await countReads();
  const results = Object.entries(reads).map(([name, count]) =>
    readsResult(`API Firestore reads per call: ${name}`, count, {
      details: { 'count() reads billed': count.aggregation, counted: HOW_COUNTED },
    }),
  );
  failIfAny(failed, results);
  return results;
}

/**
 * `--scale N`: phases 'demo' and 'half' count every call on their data set and keep the counts; phase 'scaled' counts
 * them on N× and answers one row per call with the three counts, its goal the N/2× count plus GROWTH_TOLERANCE.
 */
export async function measureApiReadsAtScale(scale: number, phase: ScalePhase): Promise<BenchResult[]> {
  const half = halfScale(scale);
  if (phase !== 'scaled') {
    if (phase === 'half') await ensureScaleData(half);
    const { reads, failed } = await countReads();
    writeFileSync(keptFile(phase), `${JSON.stringify({ runAt: new Date().toISOString(), reads }, null, 2)}\n`);
    failIfAny(failed, []);
    return [];
  }
  const kept = (earlier: Exclude<ScalePhase, 'scaled'>) =>
    z.object({ reads: readsSchema }).parse(JSON.parse(readFileSync(keptFile(earlier), 'utf8'))).reads;
  const [atDemo, atHalf] = [kept('demo'), kept('half')];
  await ensureScaleData(scale);
  const { reads, failed } = await countReads();
  const three = (name: string, count: CallReads, kind: keyof CallReads) =>
    [atDemo[name], atHalf[name], count].map((reads) => (reads === undefined ? 'not counted' : reads[kind])).join(' / ');
  const results = Object.entries(reads).map(([name, count]) => {
    const before = atHalf[name];
    return readsResult(`API Firestore reads per call at ${scale}× the data: ${name}`, count, {
      ...(before === undefined ? {} : { budget: Math.ceil(before.documents * (1 + GROWTH_TOLERANCE)) }),
      details: {
        [`documents read at 1× / ${half}× / ${scale}×`]: three(name, count, 'documents'),
        [`count() reads billed at 1× / ${half}× / ${scale}×`]: three(name, count, 'aggregation'),
        counted: HOW_COUNTED,
        goal: `documents read at most those at ${half}× plus ${GROWTH_TOLERANCE * 100} % (they double with the data)`,
      },
    });
  });
  failIfAny(failed, results);
  return results;
}
