// `npm run bench`: build, start the SMTP sink, run bench/measure.ts inside `firebase emulators:exec`, print the table.
// `npm run bench -- --only "initial javascript"` runs only the measurements whose names contain one of the
// comma-separated words (the same as BENCH_ONLY=...; see bench/measure.ts). `npm run bench -- --scale 100` measures
// each role's main screens at the demo's size, at 50× and at 100× the data, then the API on the largest data set.
import { parseArgs } from 'node:util';

import { buildForEmulators } from '@estatekey/emulators/toolchain/build.ts';
import { ALL_EMULATORS, PROJECT_ID, firebaseBin, firebaseCliEnv } from '@estatekey/emulators/toolchain/emulators.ts';
import { startMailSink } from '@estatekey/emulators/toolchain/mail-sink.ts';
import { REPO_ROOT } from '@estatekey/emulators/toolchain/paths.ts';
import { npxBin, run, stopAll, stopChildrenOnExit } from '@estatekey/emulators/toolchain/processes.ts';
import { isOverBudget, printResults, readResults } from './results.ts';

// Five minutes more than before the hostile-input measurement (`--only fuzz`), which takes about three on two cores.
const BENCH_TIMEOUT_MS = 35 * 60_000;
// The N× session writes the data and loads every screen on it: at --scale 100 it ran past 30 minutes.
const SCALE_SESSION_TIMEOUT_MS = 60 * 60_000;
// The Functions emulator starts one worker process per concurrent request and gives up on a worker that is not
// listening within 30 s. Under the load benchmarks on two busy cores that happens, and the failed start would be
// counted against the endpoint; a longer start-up allowance lets the worker join the pool instead.
const WORKER_START_TIMEOUT_SECONDS = '120';

function benchOptions(): { only: string | undefined; scale: string | undefined } {
  const { values } = parseArgs({ options: { only: { type: 'string' }, scale: { type: 'string' } } });
  const scale = values.scale ?? process.env.BENCH_SCALE;
  if (scale !== undefined && !(Number.isInteger(Number(scale)) && Number(scale) > 1)) {
    throw new Error(`--scale takes a whole number above 1, not '${scale}'.`);
  }
  return { only: values.only ?? process.env.BENCH_ONLY, scale };
}

async function main(): Promise<number> {
  const { only, scale } = benchOptions();
  stopChildrenOnExit();
  const startedAt = Date.now();
  try {
    await buildForEmulators();
    await startMailSink();
    const session = (extraEnv: Record<string, string>) =>
      run(
        firebaseBin,
        ['emulators:exec', '--only', ALL_EMULATORS, '--project', PROJECT_ID, `${npxBin('tsx')} bench/measure.ts`],
        {
          timeoutMs: scale === undefined ? BENCH_TIMEOUT_MS : SCALE_SESSION_TIMEOUT_MS,
          env: firebaseCliEnv({
            FUNCTIONS_DISCOVERY_TIMEOUT: WORKER_START_TIMEOUT_SECONDS,
            ...(only === undefined ? {} : { BENCH_ONLY: only }),
            ...extraEnv,
          }),
          cwd: REPO_ROOT,
        },
      );
    // --scale: the screens at 1×, then at half the scale, each in its own session; the full data set and everything
    // else in a fresh last one (bench/scale-reads.ts says why).
    if (scale !== undefined) {
      for (const phase of ['demo', 'half'] as const) {
        const earlier = await session({ BENCH_SCALE: scale, BENCH_SCALE_PHASE: phase });
        if (earlier.code === 0) continue;
        console.error(
          `\n✖ The ${phase} session failed (firebase emulators:exec exit ${earlier.code}); the ${scale}× one needs it.`,
        );
        const failed = readResults();
        if (failed) printResults(failed);
        return 1;
      }
    }
    const exec = await session(scale === undefined ? {} : { BENCH_SCALE: scale, BENCH_SCALE_PHASE: 'scaled' });
    const results = readResults();
    if (!results || Date.parse(results.runAt) < startedAt) {
      console.error(
        `\n✖ The benchmarks wrote no results (firebase emulators:exec exit ${exec.code}${exec.timedOut ? ', timed out' : ''}).`,
      );
      return 1;
    }
    printResults(results);
    const overBudget = results.results.some(isOverBudget);
    return exec.code === 0 && results.failures.length === 0 && !overBudget ? 0 : 1;
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main();
