// Runs inside `firebase emulators:exec` (started by bench/run.ts): seeds, measures, writes bench/results.json.
import { SEED_IDS } from '../emulators/seed/seed-data.ts';
import { closeSeedApp, seed } from '../emulators/seed/seed.ts';
import { HOSTING_URL } from '@estatekey/emulators/toolchain/emulators.ts';
import { waitForHttp } from '@estatekey/emulators/toolchain/processes.ts';
import {
  attorneyDocumentsTarget,
  bookShowingTarget,
  healthTarget,
  loginTarget,
  measureApiUnderLoad,
  profileTarget,
  showingsTarget,
} from './api-load.ts';
import { measureApiReadsAtScale, measureApiReadsPerCall } from './api-reads.ts';
import { measureDashboardReads } from './firestore-reads.ts';
import { measureHostileInput } from './hostile-input.ts';
import { stopSharedPlainNodeApi, withPlainNodeApi, withSharedPlainNodeApi } from './plain-node-origin.ts';
import { measureRouteLoad, routeLoads } from './api-route-targets.ts';
import { measureDashboardJavaScript, measurePublicJavaScript } from './initial-javascript.ts';
import {
  measurePublicLighthouse,
  measureRepeatVisitLighthouse,
  measureSignedInLighthouse,
} from './lighthouse-scores.ts';
import { measureMessageToOtherClientLatency } from './message-latency.ts';
import { measureWriteToOtherClientLatency } from './realtime-latency.ts';
import { PartialResultsError, writeResults, type BenchResult, type ResultsFile } from './results.ts';
import { measureMilestoneToScreenLatency } from './screen-latency.ts';
import { measureCaseStageToScreenLatency } from './case-stage-latency.ts';
import { halfScale, measureScreensAtScale, scalePhase } from './scale-reads.ts';

// Each entry runs on its own: a failure is recorded with its error and the next one still runs. Browser measurements
// come before the API load, whose many Functions workers would otherwise still be busy around them.
const measurements: Array<[string, () => Promise<BenchResult[]>]> = [
  ['landing page initial JavaScript', () => measurePublicJavaScript('/')],
  ['/login initial JavaScript', () => measurePublicJavaScript('/login')],
  ['/home initial JavaScript as Admin', () => measureDashboardJavaScript('ada', '/home', 'dashboard')],
  ['/home initial JavaScript as Guardian', () => measureDashboardJavaScript('alice', '/home', 'dashboard')],
  ['/home initial JavaScript as Executor', () => measureDashboardJavaScript('eve', '/home', 'dashboard')],
  ['/home initial JavaScript as Attorney', () => measureDashboardJavaScript('avery', '/home', 'dashboard')],
  ['/home initial JavaScript as Agent', () => measureDashboardJavaScript('aaron', '/home', 'dashboard')],
  [
    '/attorney/dashboard initial JavaScript',
    () => measureDashboardJavaScript('avery', '/attorney/dashboard', 'dashboard'),
  ],
  // One heavier screen per role besides the dashboards: every kind of signed-in page keeps its guard.
  ['/submit-property initial JavaScript', () => measureDashboardJavaScript('alice', '/submit-property', 'form')],
  ['/documents initial JavaScript', () => measureDashboardJavaScript('avery', '/documents', 'form')],
  ['/attorney/calendar initial JavaScript', () => measureDashboardJavaScript('avery', '/attorney/calendar', 'form')],
  ['/schedule-showing initial JavaScript', () => measureDashboardJavaScript('aaron', '/schedule-showing', 'form')],
  // A phone lists the users as cards; the Data Grid is a wide screen's.
  ['/manage-clients initial JavaScript', () => measureDashboardJavaScript('ada', '/manage-clients', 'dashboard')],
  [
    '/manage-clients initial JavaScript on a laptop',
    () => measureDashboardJavaScript('ada', '/manage-clients', 'dataGrid', 'laptop'),
  ],
  // Lighthouse's mobile profile: the public pages, every role's /home and each role's heaviest page.
  ['Lighthouse: landing page', () => measurePublicLighthouse('/')],
  ['Lighthouse: /login', () => measurePublicLighthouse('/login')],
  ['Lighthouse: /home as Guardian', () => measureSignedInLighthouse('alice', '/home')],
  ['Lighthouse: /home as Executor', () => measureSignedInLighthouse('eve', '/home')],
  ['Lighthouse: /home as Attorney', () => measureSignedInLighthouse('avery', '/home')],
  ['Lighthouse: /home as Agent', () => measureSignedInLighthouse('aaron', '/home')],
  ['Lighthouse: /home as Admin', () => measureSignedInLighthouse('ada', '/home')],
  ['Lighthouse: /home repeat visit as Guardian', () => measureRepeatVisitLighthouse('alice', '/home')],
  ['Lighthouse: /submit-property as Guardian', () => measureSignedInLighthouse('alice', '/submit-property')],
  ['Lighthouse: /documents as Attorney', () => measureSignedInLighthouse('avery', '/documents')],
  ['Lighthouse: /schedule-showing as Agent', () => measureSignedInLighthouse('aaron', '/schedule-showing')],
  ['Lighthouse: /manage-clients as Admin', () => measureSignedInLighthouse('ada', '/manage-clients')],
  ['Firestore reads of a cold Guardian dashboard', () => measureDashboardReads('alice', '/home')],
  ['milestone write to other client screen', measureMilestoneToScreenLatency],
  ['case-stage write to client screen', measureCaseStageToScreenLatency],
  ['write to other client', measureWriteToOtherClientLatency],
  ['message send to other party', measureMessageToOtherClientLatency],
  // One request at a time, before the load benchmarks fill the Functions emulator with workers.
  ['hostile input (fuzz): 10,000 requests through Hosting', measureHostileInput],
  ['API under load: health', () => measureApiUnderLoad(healthTarget())],
  ['API under load: login', () => measureApiUnderLoad(loginTarget())],
  ['API under load: profile', async () => measureApiUnderLoad(await profileTarget())],
  ['API under load: attorney documents', async () => measureApiUnderLoad(await attorneyDocumentsTarget())],
  // The list first: the booking load adds thousands of Aaron's showings.
  ['API under load: showings list', async () => measureApiUnderLoad(await showingsTarget())],
  ['API under load: book a showing', async () => measureApiUnderLoad(await bookShowingTarget(SEED_IDS.properties.elm))],
  // The same requests against one plain Node process serving the same app: the production shape, with the goals.
  [
    'plain Node API under load: health',
    () => withPlainNodeApi((origin) => measureApiUnderLoad(healthTarget(), origin)),
  ],
  [
    'plain Node API under load: profile',
    () => withPlainNodeApi(async (origin) => measureApiUnderLoad(await profileTarget(), origin)),
  ],
  [
    'plain Node API under load: attorney documents',
    () => withPlainNodeApi(async (origin) => measureApiUnderLoad(await attorneyDocumentsTarget(), origin)),
  ],
  [
    'plain Node API under load: showings list',
    () => withPlainNodeApi(async (origin) => measureApiUnderLoad(await showingsTarget(), origin)),
  ],
  [
    'plain Node API under load: book a showing',
    () =>
      withPlainNodeApi(async (origin) => measureApiUnderLoad(await bookShowingTarget(SEED_IDS.properties.elm), origin)),
  ],
  // The Firestore reads each of those GETs makes on the server, on a plain Node process of its own (before the sweep's
  // shared one takes the port): `--only "reads per call"`.
  ['API Firestore reads per call (plain Node)', () => measureApiReadsPerCall()],
  // Every GET the web uses and the repeatable writes, a few seconds each, on one plain Node process kept for all of
  // them (started by the first, stopped after the last): `--only "route sweep"`.
  ...routeLoads().map((load): [string, () => Promise<BenchResult[]>] => [
    `API route sweep (plain Node): ${load.name}`,
    () => withSharedPlainNodeApi((origin) => measureRouteLoad(load, origin)),
  ]),
];

/**
 * `--scale N` (BENCH_SCALE): the screens at 1×, N/2× and N× the data, then the API's GETs on the N× data set, on the
 * plain Node origin (the production shape).
 */
const scale = Number(process.env.BENCH_SCALE ?? '0');
const scaleMeasurements: Array<[string, () => Promise<BenchResult[]>]> = [
  [`screens at 1×, ${halfScale(scale)}× and ${scale}× the data`, () => measureScreensAtScale(scale)],
  [
    `API Firestore reads per call at 1×, ${halfScale(scale)}× and ${scale}× the data`,
    () => measureApiReadsAtScale(scale, scalePhase()),
  ],
  // The first two of the three sessions (see scale-reads.ts) only measure the screens and the API's reads.
  ...(scalePhase() !== 'scaled'
    ? []
    : measurements.filter(([name]) => name.startsWith('plain Node API') && !name.includes('book'))),
];

// BENCH_ONLY=lighthouse,reads runs only the measurements whose names contain one of those words (case-insensitive).
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = (scale > 0 ? scaleMeasurements : measurements).filter(
  ([name]) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
);

// emulators:exec starts this script before every function has loaded; wait for the API itself.
await waitForHttp(`${HOSTING_URL}/api/health`, 2 * 60_000);
await seed();
await closeSeedApp();

/** The message with the messages of its causes, so a wrapped failure still says what went wrong. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}: ${describeError(error.cause)}`;
}

const results: BenchResult[] = [];
const failures: ResultsFile['failures'] = [];
for (const [measurement, measure] of selected) {
  console.log(`\n━━ bench: ${measurement} ━━`);
  try {
    results.push(...(await measure()));
  } catch (error) {
    console.error(error);
    if (error instanceof PartialResultsError) results.push(...error.results);
    failures.push({ measurement, error: describeError(error) });
  }
  // After each measurement: a session stopped by its time limit still leaves what it measured.
  writeResults(results, failures);
}
await stopSharedPlainNodeApi();
writeResults(results, failures);
process.exitCode = failures.length ? 1 : 0;
