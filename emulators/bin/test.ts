// `npm test`: typecheck → lint → unit suites → build → emulator suites (rules, integration, browser)
// under one `firebase emulators:exec`, with the SMTP sink running. Non-zero on any failure.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildForEmulators } from '../src/toolchain/build.ts';
import { ALL_EMULATORS, PROJECT_ID, firebaseBin, firebaseCliEnv } from '../src/toolchain/emulators.ts';
import { startMailSink } from '../src/toolchain/mail-sink.ts';
import { REPO_ROOT } from '../src/toolchain/paths.ts';
import { npxBin, run, stopAll, stopChildrenOnExit } from '../src/toolchain/processes.ts';
import {
  RESULTS_DIR,
  printSummary,
  readOutcomesFile,
  runPart,
  vitestPart,
  type PartOutcome,
} from '../src/toolchain/suites.ts';

const MINUTE = 60_000;
const EMULATOR_OUTCOMES = path.join(RESULTS_DIR, 'emulator-suites.json');

async function step(name: string, command: string, args: string[], timeoutMs: number): Promise<void> {
  console.log(`\n━━ ${name} ━━`);
  const result = await run(command, args, { timeoutMs });
  if (result.code !== 0)
    throw new Error(`${name} failed${result.timedOut ? ' (timed out)' : ` (exit ${result.code})`}.`);
}

async function main(): Promise<number> {
  stopChildrenOnExit();
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(EMULATOR_OUTCOMES, '[]');
  const outcomes: PartOutcome[] = [];
  try {
    await step('typecheck', npxBin('tsc'), ['-b'], 10 * MINUTE);
    await step('lint', npxBin('eslint'), ['--max-warnings', '0', '.'], 10 * MINUTE);

    // The web's ~540 rendered tests took 11 minutes on two quiet cores, and over 20 beside a benchmark run.
    for (const workspace of ['domain', 'functions', 'web']) {
      outcomes.push(await runPart(vitestPart('unit', `unit-${workspace}`, workspace, 30 * MINUTE)));
    }

    await buildForEmulators();
    await startMailSink();
    console.log('\n━━ emulator suites (firebase emulators:exec) ━━');
    const exec = await run(
      firebaseBin,
      [
        'emulators:exec',
        '--only',
        ALL_EMULATORS,
        '--project',
        PROJECT_ID,
        `${npxBin('tsx')} emulators/bin/emulator-suites.ts`,
      ],
      { timeoutMs: 50 * MINUTE, env: firebaseCliEnv(), cwd: REPO_ROOT },
    );
    outcomes.push(...readOutcomesFile(EMULATOR_OUTCOMES));
    // The seed suite counts documents, so it runs where no app trigger adds any: auth and firestore only.
    const seedSuite = vitestPart('integration', 'seed', 'emulators/seed', 5 * MINUTE);
    outcomes.push(
      await runPart(
        {
          ...seedSuite,
          command: firebaseBin,
          args: [
            'emulators:exec',
            '--only',
            'auth,firestore',
            '--project',
            PROJECT_ID,
            [seedSuite.command, ...seedSuite.args].join(' '),
          ],
        },
        firebaseCliEnv(),
      ),
    );
    if (exec.code !== 0 && !outcomes.some((o) => o.problem)) {
      throw new Error(`firebase emulators:exec failed (exit ${exec.code}${exec.timedOut ? ', timed out' : ''}).`);
    }
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    printSummary(outcomes);
    return 1;
  } finally {
    await stopAll();
  }
  printSummary(outcomes);
  const expectedSuites = ['unit', 'rules', 'integration', 'browser'];
  const missing = expectedSuites.filter((suite) => !outcomes.some((o) => o.part.suite === suite));
  if (missing.length) console.error(`\n✖ Suites that did not run: ${missing.join(', ')}`);
  return outcomes.some((o) => o.problem) || missing.length ? 1 : 0;
}

process.exitCode = await main();
