import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { percentile, round } from './stats.ts';

export const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));

const benchResultSchema = z.object({
  name: z.string(),
  unit: z.string(),
  median: z.number(),
  /** Latency percentiles over all timed samples of the measurement; null for a size, a rate or a score. */
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  p99: z.number().nullable(),
  /** Runs, or the number of timed samples behind the percentiles. */
  runs: z.number().int().positive(),
  details: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  /**
   * The most the median may be (same unit), e.g. a page-weight guard or an LCP goal, or 0 for a count of defects;
   * absent when there is none.
   */
  budget: z.number().nonnegative().optional(),
  /** The least the median may be, e.g. a Lighthouse score goal; absent when there is none. */
  floor: z.number().positive().optional(),
  /** The most the p95 may be, e.g. an API latency goal; absent when there is none. */
  p95Budget: z.number().positive().optional(),
});
export type BenchResult = z.infer<typeof benchResultSchema>;

/** A latency measurement from its timed samples: median and p50/p95/p99 in ms. */
export function latencyResult(
  name: string,
  latenciesMs: readonly number[],
  details: NonNullable<BenchResult['details']>,
): BenchResult {
  return {
    name,
    unit: 'ms',
    median: round(percentile(latenciesMs, 50)),
    p50: round(percentile(latenciesMs, 50)),
    p95: round(percentile(latenciesMs, 95)),
    p99: round(percentile(latenciesMs, 99)),
    runs: latenciesMs.length,
    details,
  };
}

/** A measurement that failed part-way: what it did measure is kept (and printed) beside the failure. */
export class PartialResultsError extends Error {
  constructor(
    message: string,
    readonly results: readonly BenchResult[],
  ) {
    super(message);
    this.name = 'PartialResultsError';
  }
}

const resultsFileSchema = z.object({
  runAt: z.iso.datetime(),
  machine: z.object({ cpus: z.number().int(), cpuModel: z.string(), node: z.string() }),
  results: z.array(benchResultSchema),
  failures: z.array(z.object({ measurement: z.string(), error: z.string() })),
});
export type ResultsFile = z.infer<typeof resultsFileSchema>;

export function writeResults(results: BenchResult[], failures: ResultsFile['failures']): void {
  const file: ResultsFile = {
    runAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    results,
    failures,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(file, null, 2)}\n`);
}

export function readResults(): ResultsFile | null {
  if (!existsSync(RESULTS_FILE)) return null;
  return resultsFileSchema.parse(JSON.parse(readFileSync(RESULTS_FILE, 'utf8')));
}

const formatNumber = (value: number | null) => (value === null ? '–' : String(value));

export function isOverBudget(result: BenchResult): boolean {
  return (
    (result.budget !== undefined && result.median > result.budget) ||
    (result.floor !== undefined && result.median < result.floor) ||
    (result.p95Budget !== undefined && (result.p95 ?? Number.POSITIVE_INFINITY) > result.p95Budget)
  );
}

function budgetCell(result: BenchResult): string {
  if (result.budget !== undefined) return isOverBudget(result) ? `✖ over ${result.budget}` : `✓ ≤ ${result.budget}`;
  if (result.floor !== undefined) return isOverBudget(result) ? `✖ under ${result.floor}` : `✓ ≥ ${result.floor}`;
  if (result.p95Budget !== undefined) {
    return isOverBudget(result) ? `✖ p95 over ${result.p95Budget}` : `✓ p95 ≤ ${result.p95Budget}`;
  }
  return '';
}

/** The API's latency goals at a glance: per route p50, p95, req/s, answers other than 2xx, and the goal. */
function printLatencyGoals(results: readonly BenchResult[]): void {
  if (results.length === 0) return;
  const rows = results.map((result) => [
    result.name.replace(/ latency$/, ''),
    formatNumber(result.p50),
    formatNumber(result.p95),
    String(result.details?.['req/s per run'] ?? '–'),
    String(result.details?.['non-2xx answers (all runs)'] ?? '–'),
    budgetCell(result),
  ]);
  const header = ['API route', 'p50 ms', 'p95 ms', 'req/s', 'non-2xx', 'goal'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)));
  console.log('\nAPI latency goals (p95 ≤ 300 ms for a GET, ≤ 500 ms for a write, plain Node at 50 connections)');
  for (const row of [header, widths.map((width) => '─'.repeat(width)), ...rows]) console.log(line(row).join('  '));
}

export function printResults(file: ResultsFile): void {
  const header = ['measurement', 'unit', 'median', 'p50', 'p95', 'p99', 'runs', 'goal'];
  const rows = file.results.map((result) => [
    result.name,
    result.unit,
    formatNumber(result.median),
    formatNumber(result.p50),
    formatNumber(result.p95),
    formatNumber(result.p99),
    String(result.runs),
    budgetCell(result),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < 2 || column === header.length - 1
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');

  console.log(
    `\nBenchmarks (${file.runAt}, ${file.machine.cpus} × ${file.machine.cpuModel}, Node ${file.machine.node})`,
  );
  console.log(line(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const [index, result] of file.results.entries()) {
    console.log(line(rows[index] ?? []));
    for (const [key, value] of Object.entries(result.details ?? {})) console.log(`    ${key}: ${value}`);
  }
  printLatencyGoals(file.results.filter((result) => result.p95Budget !== undefined));
  for (const result of file.results.filter(isOverBudget)) {
    console.error(`✖ misses its goal: ${result.name}: ${budgetCell(result)}`);
  }
  for (const failure of file.failures) console.error(`✖ ${failure.measurement}: ${failure.error}`);
  console.log(`\nWritten to ${RESULTS_FILE}`);
}
