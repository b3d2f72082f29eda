import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ARTIFACTS_DIR } from './paths.ts';
import { npxBin, run } from './processes.ts';

export const RESULTS_DIR = path.join(ARTIFACTS_DIR, 'results');

export type SuiteName = 'unit' | 'rules' | 'integration' | 'browser';

export interface TestPart {
  suite: SuiteName;
  /** Unique name of this run; also its results file. */
  id: string;
  command: string;
  args: string[];
  timeoutMs: number;
  format: 'vitest' | 'playwright';
}

export function resultsFile(part: Pick<TestPart, 'id'>): string {
  return path.join(RESULTS_DIR, `${part.id}.json`);
}

/** A vitest run of the project in `root` (its vitest.config.* is picked up from there). */
export function vitestPart(suite: SuiteName, id: string, root: string, timeoutMs: number): TestPart {
  return {
    suite,
    id,
    command: npxBin('vitest'),
    args: [
      'run',
      '--root', root,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile({ id })}`,
    ],
    timeoutMs,
    format: 'vitest',
  };
}

const vitestResults = z.object({
  numTotalTests: z.number(),
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number().default(0),
  numTodoTests: z.number().default(0),
  testResults: z
    .array(
      z.object({
        name: z.string(),
        message: z.string().default(''),
        assertionResults: z.array(z.object({ fullName: z.string(), status: z.string(), failureMessages: z.array(z.string()).default([]) })),
      }),
    )
    .default([]),
});

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean; tests: { results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          ok: z.boolean(),
          tests: z.array(z.object({ results: z.array(z.object({ error: z.object({ message: z.string().optional() }).optional() })) })),
        }),
      )
      .optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
);
const playwrightResults = z.object({
  stats: z.object({
    expected: z.number(),
    unexpected: z.number(),
    flaky: z.number(),
    skipped: z.number(),
  }),
  suites: z.array(playwrightSuite).default([]),
});

/** The first line of a failure message, so the summary names what broke without the stack. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- failure messages carry terminal colour codes
  return (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim())?.trim().slice(0, 200) ?? '';
}

function playwrightFailures(suites: readonly PlaywrightSuite[], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const failed = (suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message;
        return `${[...here, spec.title].join(' › ')} — ${firstLine(error)}`;
      });
    return [...failed, ...playwrightFailures(suite.suites ?? [], here)];
  });
}

export interface PartOutcome {
  part: TestPart;
  exitCode: number;
  timedOut: boolean;
  durationMs: number;
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test (or file that failed to load) with the first line of its error. */
  failures: string[];
  problem: string | null;
}

function readCounts(part: TestPart): Omit<PartOutcome, 'part' | 'exitCode' | 'timedOut' | 'durationMs' | 'problem'> | null {
  const file = resultsFile(part);
  if (!existsSync(file)) return null;
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (part.format === 'vitest') {
    const r = vitestResults.parse(raw);
    const failures = r.testResults.flatMap((file) => {
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.basename(file.name)} › ${test.fullName} — ${firstLine(test.failureMessages[0])}`);
      // A file that fails to load has no test results, only its message.
      return tests.length === 0 && file.message ? [`${path.basename(file.name)} — ${firstLine(file.message)}`] : tests;
    });
    return { total: r.numTotalTests, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, failures };
  }
  const { stats, suites } = playwrightResults.parse(raw);
  return {
    total: stats.expected + stats.unexpected + stats.flaky + stats.skipped,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: playwrightFailures(suites),
  };
}

/** Runs one part and judges it: a non-zero exit, a missing report, zero tests or a skipped test all fail. */
export async function runPart(part: TestPart, env?: NodeJS.ProcessEnv): Promise<PartOutcome> {
  console.log(`\n━━ ${part.suite}: ${part.id} ━━`);
  const { rmSync } = await import('node:fs');
  rmSync(resultsFile(part), { force: true });
  const result = await run(part.command, part.args, { timeoutMs: part.timeoutMs, ...(env ? { env } : {}) });
  const counts = readCounts(part);
  let problem: string | null = null;
  if (result.timedOut) problem = 'timed out';
  else if (result.code !== 0) problem = `exit code ${result.code}`;
  else if (!counts) problem = 'no results were written';
  else if (counts.total === 0) problem = 'no tests ran';
  else if (counts.skipped > 0) problem = `${counts.skipped} tests skipped`;
  return {
    part,
    exitCode: result.code,
    timedOut: result.timedOut,
    durationMs: result.durationMs,
    total: counts?.total ?? 0,
    passed: counts?.passed ?? 0,
    failed: counts?.failed ?? 0,
    skipped: counts?.skipped ?? 0,
    failures: counts?.failures ?? [],
    problem,
  };
}

export function readOutcomesFile(file: string): PartOutcome[] {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as PartOutcome[];
}

export function printSummary(outcomes: readonly PartOutcome[]): void {
  const suites: SuiteName[] = ['unit', 'rules', 'integration', 'browser'];
  const rows = suites.map((suite) => {
    const parts = outcomes.filter((o) => o.part.suite === suite);
    const sum = (key: 'total' | 'passed' | 'failed' | 'durationMs') => parts.reduce((n, o) => n + o[key], 0);
    const problems = parts.filter((o) => o.problem).map((o) => `${o.part.id}: ${o.problem}`);
    const status = parts.length === 0 ? 'NOT RUN' : problems.length ? 'FAILED' : 'passed';
    return { suite, tests: sum('total'), passed: sum('passed'), failed: sum('failed'), seconds: Math.round(sum('durationMs') / 1000), status, problems };
  });
  console.log('\nTest summary');
  console.log('suite        tests  passed  failed  seconds  result');
  for (const row of rows) {
    console.log(
      `${row.suite.padEnd(12)} ${String(row.tests).padStart(5)}  ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${String(row.seconds).padStart(7)}  ${row.status}`,
    );
    for (const problem of row.problems) console.log(`             ↳ ${problem}`);
  }
  // Printed last so the tail of a CI log names every failed test.
  const failures = outcomes.flatMap((o) => o.failures.map((failure) => `${o.part.id}: ${failure}`));
  if (failures.length) {
    console.log('\nFailed tests');
    for (const failure of failures) console.log(`  ✗ ${failure}`);
  }
}
