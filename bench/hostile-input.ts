import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import { COLLECTIONS } from '@estatekey/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

import {
  describeHostileRequest,
  hostileRequestGenerator,
  type HostileRequest,
} from '@estatekey/emulators/hostile-requests';
import { PERSONAS } from '@estatekey/emulators/personas';
import { BLOB_FOLDER } from '@estatekey/emulators/toolchain/backups.ts';
import { HOSTING_URL, PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { SEED_IDS } from '../emulators/seed/seed-data.ts';
import { idTokenOf, nextClientAddress } from './api-load.ts';
import type { BenchResult } from './results.ts';
import { round } from './stats.ts';

/*
 * `npm run bench -- --only fuzz`: hostile requests (emulators/src/hostile-requests.ts) sent one at a time through
 * Hosting's /api rewrite, with every persona's real token, broken tokens and none. A 5xx, a request left unanswered
 * and a refused request (4xx) that changed data are defects.
 *
 * "Changed data" is exact without a snapshot per request: a snapshot (every Firestore document's content, every Auth
 * account, every stored file's name and size) is taken at checkpoints, and between two checkpoints only refused
 * requests run. The generator says which requests its route must refuse (a body every schema of the route refuses);
 * before any other request the run so far is closed with a snapshot, and after an accepted one the next baseline is
 * taken once its triggers have settled. A run whose snapshots differ is replayed in halves to name the request.
 * Rate-limit counters are left out: a refused request is meant to count (malformed floods count too).
 */

const SEED = 0x8e5e_2026;
const REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? '10000');
const MARKER = 'bench-fuzz';
const REQUEST_TIMEOUT_MS = 60_000;
/** After an accepted request that changed data, snapshots this far apart must agree before the next run starts. */
const SETTLE_POLL_MS = 600;
const SETTLE_QUIET_POLLS = 2;
/** The seed's triggers may still be running when the bench starts: the first baseline waits for a longer quiet. */
const FIRST_BASELINE_QUIET_POLLS = 12;
const SETTLE_MAX_MS = 60_000;
const EXCLUDED_COLLECTIONS = new Set<string>([COLLECTIONS.rateLimits]);

type Snapshot = ReadonlyMap<string, string>;

function digest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('base64');
}

/** Keys sorted at every level, so the same content always gives the same digest. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, field]) => [key, canonical(field)]),
    );
  }
  return value;
}

interface RestDocument {
  readonly name: string;
  readonly fields?: unknown;
}

/** Every document of the database in one kindless query over all collections (the emulator's REST API, as owner). */
async function firestoreDocuments(): Promise<RestDocument[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the benchmarks inside emulators:exec.');
  const response = await fetch(`http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }] } }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`The Firestore emulator answered the snapshot query HTTP ${response.status}.`);
  const rows = (await response.json()) as Array<{ document?: RestDocument }>;
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

async function storedFiles(folder: string): Promise<Array<[string, number]>> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile());
  return await Promise.all(
    files.map(async (entry): Promise<[string, number]> => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(folder, file), (await stat(file)).size];
    }),
  );
}

function snapshotReader() {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-fuzz-${Date.now()}`);
  const auth = getAuth(app);
  const documentsPrefix = `projects/${PROJECT_ID}/databases/(default)/documents/`;
  return {
    async read(): Promise<Snapshot> {
      const [documents, accounts, files] = await Promise.all([
        firestoreDocuments(),
        auth.listUsers(1000),
        storedFiles(BLOB_FOLDER),
      ]);
      if (accounts.pageToken) throw new Error('More than 1,000 accounts: the fuzz snapshot reads one page only.');
      const snapshot = new Map<string, string>();
      for (const document of documents) {
        const documentPath = document.name.slice(documentsPrefix.length);
        if (EXCLUDED_COLLECTIONS.has(documentPath.split('/')[0] ?? '')) continue;
        snapshot.set(`firestore ${documentPath}`, digest(document.fields ?? {}));
      }
      for (const user of accounts.users) {
        snapshot.set(
          `auth ${user.uid}`,
          digest({
            email: user.email ?? null,
            emailVerified: user.emailVerified,
            disabled: user.disabled,
            customClaims: user.customClaims ?? null,
            passwordHash: user.passwordHash ?? null,
            tokensValidAfterTime: user.tokensValidAfterTime ?? null,
          }),
        );
      }
      // Names and sizes only: the temporary folder of half-written files is the store's own.
      for (const [file, size] of files) if (!file.startsWith('.tmp')) snapshot.set(`storage ${file}`, String(size));
      return snapshot;
    },
    close: () => deleteApp(app),
  };
}

/** What differs between two snapshots: added, removed and changed keys. */
function differences(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changed.push(`+ ${key}`);
    else if (before.get(key) !== value) changed.push(`~ ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changed.push(`- ${key}`);
  return changed;
}

/** The Functions emulator's own URL of the `api` function: what Hosting's /api rewrite forwards to. */
const FUNCTION_ORIGIN = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
/** Every answer of the API's Express app carries it (functions/src/http/middleware/request-id.ts). */
const REQUEST_ID_HEADER = 'x-request-id';

interface Answer {
  readonly status: number | 'no answer';
  readonly ms: number;
  /** Hosting's emulator failed on the request itself (a 5xx that never reached the API); the API's answer follows. */
  readonly hostingFailed?: number;
}

/**
 * Sends the request through Hosting. The Hosting emulator's static-file layer (superstatic) answers 500 on its own to
 * a path that is not valid percent-encoded UTF-8 ('%FF': `decodeURI` throws before the /api rewrite); such a request is
 * then sent to the function directly, so the API still answers every request and Hosting's failure is reported apart.
 */
async function send(request: HostileRequest): Promise<Answer> {
  const answer = await sendTo(HOSTING_URL, request);
  if (answer.status === 'no answer' || answer.status < 500 || answer.fromApi) return answer;
  return { ...(await sendTo(FUNCTION_ORIGIN, request)), hostingFailed: answer.status };
}

async function sendTo(origin: string, request: HostileRequest): Promise<Answer & { fromApi?: boolean }> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return {
      status: response.status,
      ms: performance.now() - startedAt,
      fromApi: response.headers.has(REQUEST_ID_HEADER),
    };
  } catch {
    return { status: 'no answer', ms: performance.now() - startedAt };
  }
}

const isRefused = (answer: Answer) => typeof answer.status === 'number' && answer.status >= 400 && answer.status < 500;

export async function measureHostileInput(): Promise<BenchResult[]> {
  const personas = Object.values(PERSONAS);
  const callers = await Promise.all(
    personas.map(async (persona) => ({ idToken: await idTokenOf(persona), role: persona.role })),
  );
  const knownIds = [
    ...Object.values(SEED_IDS).flatMap((group) => Object.values(group) as string[]),
    ...personas.map((persona) => persona.uid),
  ];
  const nextRequest = hostileRequestGenerator({
    seed: SEED,
    marker: MARKER,
    callers,
    clientAddress: nextClientAddress,
    knownIds,
  });
  const snapshots = snapshotReader();
  let snapshotCount = 0;
  let snapshotMs = 0;
  const snapshot = async () => {
    const startedAt = performance.now();
    const taken = await snapshots.read();
    snapshotCount += 1;
    snapshotMs += performance.now() - startedAt;
    return taken;
  };
  const withFreshAddress = (request: HostileRequest): HostileRequest => ({
    ...request,
    headers: { ...request.headers, 'X-Forwarded-For': nextClientAddress() },
  });

  /** Replays `requests` (each with a fresh client address, so no per-address limit answers instead) and says whether data changed. */
  const replayChanges = async (requests: readonly HostileRequest[]): Promise<boolean> => {
    const before = await snapshot();
    for (const request of requests) await send(withFreshAddress(request));
    return differences(before, await snapshot()).length > 0;
  };
  /** The request of a run that changes data, found by replaying halves; the whole run when no half does on its own. */
  const culpritsOf = async (requests: readonly HostileRequest[]): Promise<readonly HostileRequest[]> => {
    if (requests.length <= 1) return requests;
    const middle = Math.ceil(requests.length / 2);
    const [left, right] = [requests.slice(0, middle), requests.slice(middle)];
    if (await replayChanges(left)) return await culpritsOf(left);
    if (await replayChanges(right)) return await culpritsOf(right);
    return requests;
  };
  /** Waits until snapshots stop changing (the triggers of an accepted write have run); the settled snapshot. */
  const settled = async (first: Snapshot, quietPolls = SETTLE_QUIET_POLLS): Promise<Snapshot> => {
    let current = first;
    let quiet = 0;
    const deadline = Date.now() + SETTLE_MAX_MS;
    while (quiet < quietPolls && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
      const next = await snapshot();
      quiet = differences(current, next).length === 0 ? quiet + 1 : 0;
      current = next;
    }
    return current;
  };

  const statuses = new Map<string, number>();
  const serverErrors: string[] = [];
  const unanswered: string[] = [];
  const changedByRefused: string[] = [];
  /** Requests the generator expected to be refused that were accepted: their run could not be checked exactly. */
  const unexpectedlyAccepted: string[] = [];
  const hostingFailures: string[] = [];
  /** Accepted requests that changed data, by route: allowed, each followed by a wait for its triggers. */
  const acceptedWrites = new Map<string, number>();
  let slowest = { label: '', ms: 0 };
  let answeringMs = 0;

  const startedAt = performance.now();
  let baseline = await settled(await snapshot(), FIRST_BASELINE_QUIET_POLLS);
  let run: Array<{ request: HostileRequest; answer: Answer }> = [];

  /** Ends the run of refused requests at a new snapshot; a run whose snapshots differ is a defect, its culprit named. */
  const closeRun = async (): Promise<void> => {
    const after = await snapshot();
    const changes = differences(baseline, after);
    if (changes.length > 0) {
      const culprits = await culpritsOf(run.map(({ request }) => request));
      const answers = new Map(run.map(({ request, answer }) => [request, answer.status]));
      changedByRefused.push(
        `${culprits.map((request) => `${describeHostileRequest(request)} → ${answers.get(request)}`).join(' | ')}` +
          ` changed ${changes.slice(0, 5).join(', ')}${changes.length > 5 ? ` and ${changes.length - 5} more` : ''}`,
      );
      console.error(`✖ changed by a refused request: ${changedByRefused.at(-1)}`);
      baseline = await snapshot();
    } else {
      baseline = after;
    }
    run = [];
  };

  for (let index = 0; index < REQUESTS; index += 1) {
    const request = nextRequest();
    if (!request.mustBeRefused && run.length > 0) await closeRun();
    const answer = await send(request);
    const label = describeHostileRequest(request);
    statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
    answeringMs += answer.ms;
    if (answer.ms > slowest.ms) slowest = { label, ms: answer.ms };
    if (answer.hostingFailed !== undefined) hostingFailures.push(`${label} → ${answer.hostingFailed}`);
    if (answer.status === 'no answer') unanswered.push(label);
    else if (answer.status >= 500) serverErrors.push(`${label} → ${answer.status}`);

    if (isRefused(answer)) {
      run.push({ request, answer });
    } else {
      // Accepted (or a defect already counted): what it changed is allowed; the next run starts from what follows.
      if (request.mustBeRefused && typeof answer.status === 'number' && answer.status < 400) {
        unexpectedlyAccepted.push(`${label} → ${answer.status}`);
      }
      run = [];
      const after = await snapshot();
      if (differences(baseline, after).length > 0) {
        acceptedWrites.set(request.route, (acceptedWrites.get(request.route) ?? 0) + 1);
        baseline = await settled(after);
      } else {
        baseline = after;
      }
    }
    if ((index + 1) % 1000 === 0) {
      console.log(
        `fuzz: ${index + 1} requests, ${serverErrors.length} × 5xx, ${changedByRefused.length} changed by refused, ` +
          `${snapshotCount} snapshots (${round(snapshotMs / 1000)} s)`,
      );
    }
  }
  if (run.length > 0) await closeRun();
  const seconds = (performance.now() - startedAt) / 1000;
  await snapshots.close();

  const defects = serverErrors.length + unanswered.length + changedByRefused.length;
  const slowestAnswer = `${slowest.label} ${round(slowest.ms)} ms`;
  console.log(
    `fuzz: ${REQUESTS} requests, ${serverErrors.length} × 5xx from the API ` +
      `(${hostingFailures.length} more from the Hosting emulator itself), ${unanswered.length} unanswered, ` +
      `${changedByRefused.length} changed data although refused, slowest ${slowestAnswer}, ` +
      `${round(REQUESTS / seconds)} requests/s`,
  );
  const listed = (lines: readonly string[]) => (lines.length === 0 ? 'none' : lines.slice(0, 20).join(' || '));
  return [
    {
      name: 'hostile input (fuzz) through Hosting: 5xx, unanswered and changed by refused requests',
      unit: 'defects',
      median: defects,
      p50: null,
      p95: null,
      p99: null,
      runs: REQUESTS,
      budget: 0,
      details: {
        requests: REQUESTS,
        seed: `0x${SEED.toString(16)}`,
        callers: `${personas.map((persona) => persona.role).join(', ')} (real ID tokens), broken tokens, none`,
        '5xx': serverErrors.length,
        '5xx requests': listed(serverErrors),
        [`unanswered within ${REQUEST_TIMEOUT_MS / 1000} s`]: listed(unanswered),
        'changed data although refused': changedByRefused.length,
        'changed by': listed(changedByRefused),
        'accepted although the generator expected a refusal (run not checked exactly)': listed(unexpectedlyAccepted),
        'slowest answer': slowestAnswer,
        'answered 5xx by the Hosting emulator itself (superstatic), then sent to the function directly': `${hostingFailures.length}: ${listed(hostingFailures)}`,
        'requests/s (one at a time, snapshots included)': round(REQUESTS / seconds),
        'requests/s (one at a time, answering only)': round(REQUESTS / (answeringMs / 1000)),
        'seconds in all': round(seconds),
        snapshots: `${snapshotCount}, ${round(snapshotMs / 1000)} s in all (rate-limit counters left out)`,
        'accepted requests that changed data (allowed), by route': [...acceptedWrites]
          .map(([route, count]) => `${route}: ${count}`)
          .join(', '),
        statuses: [...statuses]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, count]) => `${status}: ${count}`)
          .join(', '),
      },
    },
  ];
}
