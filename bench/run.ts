// `npm run bench`: build, start the SMTP sink, run bench/measure.ts inside `firebase emulators:exec`, print the table.
import { buildForEmulators } from '../emulators/src/toolchain/build.ts';
import { ALL_EMULATORS, PROJECT_ID, firebaseBin, firebaseCliEnv } from '../emulators/src/toolchain/emulators.ts';
import { startMailSink } from '../emulators/src/toolchain/mail-sink.ts';
import { REPO_ROOT } from '../emulators/src/toolchain/paths.ts';
import { npxBin, run, stopAll, stopChildrenOnExit } from '../emulators/src/toolchain/processes.ts';
import { printResults, readResults } from './results.ts';

const BENCH_TIMEOUT_MS = 30 * 60_000;
// The Functions emulator starts one worker process per concurrent request and gives up on a worker that is not
// listening within 30 s. Under the load benchmarks on two busy cores that happens, and the failed start would be
// counted against the endpoint; a longer start-up allowance lets the worker join the pool instead.
const WORKER_START_TIMEOUT_SECONDS = '120';

async function main(): Promise<number> {
  stopChildrenOnExit();
  const startedAt = Date.now();
  try {
    await buildForEmulators();
    await startMailSink();
    const exec = await run(
      firebaseBin,
      ['emulators:exec', '--only', ALL_EMULATORS, '--project', PROJECT_ID, `${npxBin('tsx')} bench/measure.ts`],
      {
        timeoutMs: BENCH_TIMEOUT_MS,
        env: firebaseCliEnv({ FUNCTIONS_DISCOVERY_TIMEOUT: WORKER_START_TIMEOUT_SECONDS }),
        cwd: REPO_ROOT,
      },
    );
    const results = readResults();
    if (!results || Date.parse(results.runAt) < startedAt) {
      console.error(
        `\n✖ The benchmarks wrote no results (firebase emulators:exec exit ${exec.code}${exec.timedOut ? ', timed out' : ''}).`,
      );
      return 1;
    }
    printResults(results);
    return exec.code === 0 && results.failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main();
