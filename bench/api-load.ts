import { apiRoutes } from '@estatekey/domain';
import autocannon from 'autocannon';
import { z } from 'zod';

import { PERSONAS, type Persona } from '@estatekey/emulators/personas';
import { HOSTING_URL } from '@estatekey/emulators/toolchain/emulators.ts';
import type { BenchResult } from './results.ts';
import { median, percentile, round } from './stats.ts';

const CONNECTIONS = 50;
/** autocannon gives up on a request after this long and counts a timeout. */
const REQUEST_TIMEOUT_SECONDS = 10;
// The Functions emulator runs one worker process per concurrent request and keeps it for later requests; a worker's
// first request pays its cold start (the first Firestore call of a worker loads gRPC: seconds of CPU on a busy core).
// A time-boxed load would time out those first requests, and each timed-out request leaves its worker busy, so the
// next request starts yet another worker. The warm-up therefore sends batches of concurrent requests and waits for
// every one of them. A fast endpoint answers a batch with fewer workers than connections, so full-load passes follow
// (results discarded) until one runs without a timeout: the pool then holds the workers the measured load needs.
const WARM_UP_REQUEST_TIMEOUT_MS = 180_000;

/** How long an endpoint is loaded: awaited warm-up batches, full-load settling passes, then the measured runs. */
export interface LoadPlan {
  readonly warmUpBatches: readonly number[];
  /** Full-load passes (results discarded) until one runs without a timeout, at most this many. */
  readonly maxSettlingPasses: number;
  readonly runs: number;
  readonly runSeconds: number;
}

/** The Functions emulator needs its worker pool grown first (see above): minutes per endpoint. */
export const WORKER_POOL_PLAN: LoadPlan = {
  warmUpBatches: [5, 10, 20, 35, CONNECTIONS, CONNECTIONS],
  maxSettlingPasses: 6,
  runs: 3,
  runSeconds: 10,
};

/**
 * One plain Node process needs no pool: one awaited batch of full concurrency (the session cache, the Firestore
 * channel, the JIT) and one short run, so every route the web uses fits in a few minutes.
 */
export const ROUTE_SWEEP_PLAN: LoadPlan = {
  warmUpBatches: [CONNECTIONS],
  maxSettlingPasses: 0,
  runs: 1,
  runSeconds: 4,
};
/** Below this share of HTTP 200 answers the numbers would describe an error path, not the endpoint. */
const MIN_OK_SHARE = 0.99;

/** One endpoint under load, called through the Hosting rewrite as a browser reaches the API. */
export interface LoadTarget {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * What must differ on every request: headers such as a distinct client address or another user's token, a body
   * such as a showing in a slot no other request took.
   */
  perRequest?: () => { headers?: Record<string, string>; body?: string };
  /** The status of a successful answer (201 for a create); 200 unless given. */
  okStatus?: number;
  /** What the request is, shown with the result. */
  describe: string;
}

/** Where the load goes: the Hosting emulator's rewrite to the Functions emulator, or one plain Node process. */
export interface LoadOrigin {
  readonly url: string;
  /** Named in each result, e.g. 'Functions emulator' or 'plain Node'. */
  readonly label: string;
}

export const FUNCTIONS_EMULATOR_ORIGIN: LoadOrigin = { url: HOSTING_URL, label: 'Functions emulator via Hosting' };

const summarySchema = z.object({
  errors: z.number(),
  timeouts: z.number(),
  requests: z.object({ average: z.number() }),
});

interface LoadRun {
  latenciesMs: number[];
  requestsPerSecond: number;
  statusCounts: Map<number, number>;
  errors: number;
  timeouts: number;
}

async function loadOnce(target: LoadTarget, origin: LoadOrigin, runSeconds: number): Promise<LoadRun> {
  const latenciesMs: number[] = [];
  const statusCounts = new Map<number, number>();
  const { perRequest } = target;
  const okStatus = target.okStatus ?? 200;
  const instance = autocannon({
    url: `${origin.url}${target.path}`,
    connections: CONNECTIONS,
    duration: runSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: target.headers ?? {},
        ...(target.body === undefined ? {} : { body: target.body }),
        ...(perRequest && {
          setupRequest: (request) => {
            const { headers, body } = perRequest();
            return { ...request, headers: { ...request.headers, ...headers }, ...(body === undefined ? {} : { body }) };
          },
        }),
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    statusCounts.set(statusCode, (statusCounts.get(statusCode) ?? 0) + 1);
    if (statusCode === okStatus) latenciesMs.push(responseTimeMs);
  });
  const summary = summarySchema.parse(await instance);
  return {
    latenciesMs,
    requestsPerSecond: summary.requests.average,
    statusCounts,
    errors: summary.errors,
    timeouts: summary.timeouts,
  };
}

function statusBreakdown(runs: readonly LoadRun[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const run of runs) {
    for (const [status, count] of run.statusCounts) total.set(status, (total.get(status) ?? 0) + count);
  }
  return new Map([...total].sort(([a], [b]) => a - b));
}

/** One request outside autocannon, waited for however long the worker's cold start takes. */
async function sendOnce(target: LoadTarget, origin: LoadOrigin): Promise<string> {
  const varying = target.perRequest?.() ?? {};
  const body = varying.body ?? target.body;
  try {
    const response = await fetch(`${origin.url}${target.path}`, {
      method: target.method,
      headers: { ...target.headers, ...varying.headers },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(WARM_UP_REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.name : 'error';
  }
}

/** Grows the emulator's worker pool until the full load runs without a timeout; says how it went. */
async function warmUp(target: LoadTarget, origin: LoadOrigin, plan: LoadPlan): Promise<string> {
  const outcomes = new Map<string, number>();
  for (const size of plan.warmUpBatches) {
    for (const outcome of await Promise.all(Array.from({ length: size }, () => sendOnce(target, origin)))) {
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  }
  const answers = [...outcomes].map(([outcome, count]) => `${count} × ${outcome}`).join(', ');
  const batches = `batches of ${plan.warmUpBatches.join('→')} concurrent requests, each awaited (${answers})`;
  if (plan.maxSettlingPasses === 0) return batches;
  const passes = `${plan.runSeconds} s at ${CONNECTIONS} connections`;
  for (let pass = 1; pass <= plan.maxSettlingPasses; pass += 1) {
    const run = await loadOnce(target, origin, plan.runSeconds);
    if (run.errors === 0 && (run.statusCounts.get(target.okStatus ?? 200) ?? 0) >= CONNECTIONS) {
      return `${batches}, then ${pass} × ${passes} until one had no timeout`;
    }
  }
  return `${batches}, then ${plan.maxSettlingPasses} × ${passes}, all with timeouts`;
}

/**
 * Latency and throughput at 50 concurrent clients, after the warm-up. Latency percentiles are over every HTTP 200
 * answer of the measured runs together; a request still unanswered after autocannon's timeout is no sample but is
 * counted under timeouts.
 */
export async function measureApiUnderLoad(
  target: LoadTarget,
  origin: LoadOrigin = FUNCTIONS_EMULATOR_ORIGIN,
  plan: LoadPlan = WORKER_POOL_PLAN,
): Promise<BenchResult[]> {
  const label = `${target.method} ${target.path}${origin === FUNCTIONS_EMULATOR_ORIGIN ? '' : ` (${origin.label})`}`;
  const warmUpReport = await warmUp(target, origin, plan);
  console.log(`${label} warm-up: ${warmUpReport}`);
  const runs: LoadRun[] = [];
  for (let run = 0; run < plan.runs; run += 1) runs.push(await loadOnce(target, origin, plan.runSeconds));

  const statuses = statusBreakdown(runs);
  const responses = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const latenciesMs = runs.flatMap((run) => run.latenciesMs);
  const sumOf = (pick: (run: LoadRun) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  const breakdown = Object.fromEntries([...statuses].map(([status, count]) => [`HTTP ${status} (all runs)`, count]));
  const timeouts = sumOf((run) => run.timeouts);
  const otherErrors = sumOf((run) => run.errors) - timeouts;
  const okStatus = target.okStatus ?? 200;
  const okShare = responses === 0 ? 0 : (statuses.get(okStatus) ?? 0) / responses;
  if (latenciesMs.length === 0 || okShare < MIN_OK_SHARE) {
    throw new Error(
      `${label}: ${round(okShare * 100)}% of ${responses} responses were HTTP ${okStatus} (at least ${MIN_OK_SHARE * 100}% ` +
        `required) in ${plan.runs} runs of ${plan.runSeconds} s at ${CONNECTIONS} connections: ${JSON.stringify(breakdown)}, ` +
        `${timeouts} timeouts, ${otherErrors} other errors.`,
    );
  }

  const details = {
    request: target.describe,
    'warm-up': warmUpReport,
    connections: CONNECTIONS,
    'seconds per run': plan.runSeconds,
    [`HTTP ${okStatus} share of responses`]: `${round(okShare * 100, 2)}%`,
    ...breakdown,
    [`timeouts after ${REQUEST_TIMEOUT_SECONDS} s (all runs)`]: timeouts,
    'other errors (all runs)': otherErrors,
    'req/s per run': runs.map((run) => round(run.requestsPerSecond)).join(', '),
    'non-2xx answers (all runs)': [...statuses].reduce((sum, [status, count]) => sum + (status >= 300 ? count : 0), 0),
  };
  const latencyAt = (p: number) => round(percentile(latenciesMs, p));
  return [
    {
      name: `${label} latency`,
      unit: 'ms',
      median: latencyAt(50),
      p50: latencyAt(50),
      p95: latencyAt(95),
      p99: latencyAt(99),
      runs: latenciesMs.length,
      // The goal on the production shape: p95 of every GET the web uses ≤ 300 ms, of a write ≤ 500 ms.
      ...(origin === FUNCTIONS_EMULATOR_ORIGIN ? {} : { p95Budget: target.method === 'GET' ? 300 : 500 }),
      details,
    },
    {
      name: `${label} throughput`,
      unit: 'req/s',
      median: round(median(runs.map((run) => run.requestsPerSecond))),
      p50: null,
      p95: null,
      p99: null,
      runs: plan.runs,
      details: { connections: CONNECTIONS, 'seconds per run': plan.runSeconds },
    },
  ];
}

// RFC 2544's benchmarking block 198.18.0.0/15: addresses that belong to no real client.
const BENCHMARK_ADDRESSES = 2 ** 17;
let addressesHandedOut = 0;

/** A client address no earlier request used, so the per-address login limit never answers instead of the endpoint. */
export function nextClientAddress(): string {
  const index = addressesHandedOut;
  addressesHandedOut += 1;
  if (index >= BENCHMARK_ADDRESSES) throw new Error('The benchmark ran out of distinct client addresses.');
  return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
}

export function healthTarget(): LoadTarget {
  return { method: 'GET', path: apiRoutes.health.path, describe: 'no token' };
}

export function loginTarget(persona: Persona = PERSONAS.alice): LoadTarget {
  return {
    method: 'POST',
    path: apiRoutes.login.path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(apiRoutes.login.body.parse({ email: persona.email, password: persona.password })),
    // The login limit counts per client address, the rightmost X-Forwarded-For entry (the Hosting emulator adds none).
    perRequest: () => ({ headers: { 'x-forwarded-for': nextClientAddress() } }),
    describe: `${persona.displayName}'s credentials, a distinct X-Forwarded-For address per request`,
  };
}

const signInResponseSchema = z.object({ idToken: z.string().min(1) });

/** An ID token from the Auth emulator, as the web app holds one after signing in. */
export async function idTokenOf(persona: Persona): Promise<string> {
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!authHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the benchmarks inside emulators:exec.');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: persona.email, password: persona.password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    },
  );
  if (!response.ok)
    throw new Error(`Signing in ${persona.email} at the Auth emulator answered HTTP ${response.status}.`);
  return signInResponseSchema.parse(await response.json()).idToken;
}

/** The attorney's /documents list on the seed: every case of Avery's with its documents, progress and attorney name. */
export async function attorneyDocumentsTarget(persona: Persona = PERSONAS.avery): Promise<LoadTarget> {
  return {
    method: 'GET',
    path: `${apiRoutes.attorneyDocuments.path}?includeProgress=true`,
    headers: { authorization: `Bearer ${await idTokenOf(persona)}` },
    describe: `${persona.displayName}'s ID token (Bearer), includeProgress=true, on the seed`,
  };
}

export async function profileTarget(persona: Persona = PERSONAS.alice): Promise<LoadTarget> {
  return {
    method: 'GET',
    path: apiRoutes.profile.path,
    headers: { authorization: `Bearer ${await idTokenOf(persona)}` },
    describe: `${persona.displayName}'s ID token (Bearer)`,
  };
}

/** Aaron's showings list on the seed (GET /api/showings). */
export async function showingsTarget(persona: Persona = PERSONAS.aaron): Promise<LoadTarget> {
  return {
    method: 'GET',
    path: apiRoutes.showings.path,
    headers: { authorization: `Bearer ${await idTokenOf(persona)}` },
    describe: `${persona.displayName}'s ID token (Bearer), the seeded showings`,
  };
}

let showingsBooked = 0;

/**
 * POST /api/showings by Aaron on a property shared with him: every request books the same half hour on a day no other
 * request took, so none is refused as an overlap (each one still runs the overlap check in its transaction).
 */
export async function bookShowingTarget(propertyId: string, persona: Persona = PERSONAS.aaron): Promise<LoadTarget> {
  const firstDay = Date.now() + 400 * 24 * 60 * 60 * 1000;
  return {
    method: 'POST',
    path: apiRoutes.createShowing.path,
    headers: { authorization: `Bearer ${await idTokenOf(persona)}`, 'content-type': 'application/json' },
    perRequest: () => {
      const date = new Date(firstDay + showingsBooked * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      showingsBooked += 1;
      return {
        body: JSON.stringify({ propertyId, date, startTime: '10:00', endTime: '10:30', clientName: 'Bench Client' }),
      };
    },
    okStatus: apiRoutes.createShowing.successStatus,
    describe: `${persona.displayName}'s ID token (Bearer), one showing per request on its own day`,
  };
}
