// Runs inside `firebase emulators:exec` (started by bench/run.ts): seeds, measures, writes bench/results.json.
import { closeSeedApp, seed } from '../emulators/seed/seed.ts';
import { HOSTING_URL } from '../emulators/src/toolchain/emulators.ts';
import { waitForHttp } from '../emulators/src/toolchain/processes.ts';
import { measureApiUnderLoad } from './api-load.ts';
import { measureLandingJavaScript } from './landing-javascript.ts';
import { measureWriteToOtherClientLatency } from './realtime-latency.ts';
import { writeResults, type BenchResult, type ResultsFile } from './results.ts';

const measurements: Array<[string, () => Promise<BenchResult[]>]> = [
  ['landing page initial JavaScript', measureLandingJavaScript],
  ['API under load', () => measureApiUnderLoad('/api/health')],
  ['write to other client', measureWriteToOtherClientLatency],
];

// emulators:exec starts this script before every function has loaded; wait for the API itself.
await waitForHttp(`${HOSTING_URL}/api/health`, 2 * 60_000);
await seed();
await closeSeedApp();

const results: BenchResult[] = [];
const failures: ResultsFile['failures'] = [];
for (const [measurement, measure] of measurements) {
  console.log(`\n━━ bench: ${measurement} ━━`);
  try {
    results.push(...(await measure()));
  } catch (error) {
    console.error(error);
    failures.push({ measurement, error: error instanceof Error ? error.message : String(error) });
  }
}
writeResults(results, failures);
process.exitCode = failures.length ? 1 : 0;
