import autocannon from 'autocannon';
import { z } from 'zod';

import { HOSTING_URL } from '../emulators/src/toolchain/emulators.ts';
import type { BenchResult } from './results.ts';
import { median, percentile, round } from './stats.ts';

const CONNECTIONS = 50;
const RUNS = 3;
const RUN_SECONDS = 10;
// The Functions emulator runs one worker process per concurrent request, and a worker that needs more than 30 s to
// start fails its request. Fifty cold starts at once on two cores take longer, so the warm-up climbs in steps.
const WARM_UP_STEPS = [5, 10, 20, 35, CONNECTIONS];
const WARM_UP_STEP_SECONDS = 5;

const summarySchema = z.object({
  '2xx': z.number(),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  requests: z.object({ average: z.number() }),
});

interface LoadRun {
  latenciesMs: number[];
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function loadOnce(url: string, connections: number, seconds: number): Promise<LoadRun> {
  const latenciesMs: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, timeout: 10 });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
  });
  const summary = summarySchema.parse(await instance);
  return {
    latenciesMs,
    requestsPerSecond: summary.requests.average,
    non2xx: summary.non2xx,
    errors: summary.errors,
    timeouts: summary.timeouts,
  };
}

/** GET through the Hosting rewrite, as a browser reaches the API: latency and throughput at 50 concurrent clients. */
export async function measureApiUnderLoad(path = '/api/health'): Promise<BenchResult[]> {
  const url = `${HOSTING_URL}${path}`;
  for (const connections of WARM_UP_STEPS) await loadOnce(url, connections, WARM_UP_STEP_SECONDS);
  const runs: LoadRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(url, CONNECTIONS, RUN_SECONDS));
  const stalled = runs.find((run) => run.latenciesMs.length === 0);
  if (stalled) {
    throw new Error(
      `${url} answered no request successfully in a ${RUN_SECONDS} s run at ${CONNECTIONS} connections ` +
        `(${stalled.non2xx} non-2xx, ${stalled.errors} errors of which ${stalled.timeouts} timeouts).`,
    );
  }

  const medianOf = (pick: (run: LoadRun) => number) => round(median(runs.map(pick)));
  const sumOf = (pick: (run: LoadRun) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  const details = {
    connections: CONNECTIONS,
    'seconds per run': RUN_SECONDS,
    'non-2xx answers (all runs)': sumOf((run) => run.non2xx),
    'errors incl. timeouts (all runs)': sumOf((run) => run.errors),
    'timeouts (all runs)': sumOf((run) => run.timeouts),
  };
  return [
    {
      name: `GET ${path} latency`,
      unit: 'ms',
      median: medianOf((run) => percentile(run.latenciesMs, 50)),
      p50: medianOf((run) => percentile(run.latenciesMs, 50)),
      p95: medianOf((run) => percentile(run.latenciesMs, 95)),
      p99: medianOf((run) => percentile(run.latenciesMs, 99)),
      runs: RUNS,
      details,
    },
    {
      name: `GET ${path} throughput`,
      unit: 'req/s',
      median: medianOf((run) => run.requestsPerSecond),
      p50: null,
      p95: null,
      p99: null,
      runs: RUNS,
      details,
    },
  ];
}
