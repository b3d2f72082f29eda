// Where a page's main-thread time goes while it loads: a CPU profile of fresh navigations, the CPU 4× slower (the
// slowdown Lighthouse's mobile profile simulates), read back through the build's source maps. Not a benchmark (no goal;
// the bench's Lighthouse rows are the measure): it names what Lighthouse's "script evaluation" lumps into the entry
// chunk — e.g. ICU loaded by a text's `toLocaleString` at import, or a package's development build — and, over several
// runs, the long tasks a change adds or removes (observed at 4× CPU: a quicker A/B than Lighthouse's simulation).
// Against running emulators with the seed and a build:
//   npm run emulators:exec -- --seed -- npx tsx bench/main-thread-profile.ts aaron /home [runs]
// (a persona of emulators/src/personas.ts, or `public` for a signed-out visit; runs: 1 unless given).
import { z } from 'zod';

import { PERSONAS, type PersonaName } from '@estatekey/emulators/personas';
import { withChromium } from './browser.ts';
import {
  blockingMs,
  CPU_SLOWDOWN,
  LONG_TASK_MS,
  profileOneLoad,
  type Run,
  scriptTimeByStackPart,
} from './main-thread-attribution.ts';

const TOP_ROWS = 25;

const personaNames = Object.keys(PERSONAS) as PersonaName[];
const who = z.enum(['public', ...personaNames]).parse(process.argv[2] ?? 'aaron');
const path = z
  .string()
  .startsWith('/')
  .parse(process.argv[3] ?? '/home');
const runs = z.coerce
  .number()
  .int()
  .min(1)
  .parse(process.argv[4] ?? '1');

function table(totals: Map<string, number>): string {
  return [...totals]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, TOP_ROWS)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
}

/** The five largest entries on one line: `name ms, name ms, …`. */
function topFive(totals: Map<string, number>): string {
  return [...totals]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([key, time]) => `${key} ${time.toFixed(0)}`)
    .join(', ');
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

await withChromium(async (browser) => {
  const done: Run[] = [];
  for (let index = 0; index < runs; index += 1) done.push(await profileOneLoad(browser, who, path));
  // The tables are of the run whose blocking time is the median, as the bench reports a median run's detail.
  const byBlocking = done.toSorted((a, b) => blockingMs(a) - blockingMs(b));
  const median = byBlocking[Math.floor((byBlocking.length - 1) / 2)];
  if (!median) throw new Error('No run was profiled.');
  const perRun = done
    .map((run) => `blocking ${ms(blockingMs(run))} in ${run.longTasks.length} long tasks, busy ${ms(run.busyMs)}`)
    .join('\n  ');
  console.log(
    `${path} (${who}), CPU ${CPU_SLOWDOWN}× slower, ${runs} fresh load(s):\n  ${perRun}\n` +
      `median run: settled after ${ms(median.settledMs)}; long tasks ${median.longTasks.map((task) => task.toFixed(0)).join(', ')} ms; ` +
      `main thread busy ${ms(median.busyMs)} (idle and unattributed native time left out)\n` +
      `-- script time by part of the stack --\n  ${scriptTimeByStackPart(median)}\n` +
      `-- self time by package or app area --\n${table(median.byArea)}\n` +
      `-- self time by function --\n${table(median.byFunction)}\n` +
      `-- time under each app file (innermost) --\n${table(median.byAppFile)}\n` +
      `-- busy stretches over ${LONG_TASK_MS} ms (no idle sample between; ms from the profile's start): top areas --\n` +
      median.busyStretches
        .map(
          (busy) =>
            `  at ${ms(busy.startMs)}, ${ms(busy.durationMs)}: ${topFive(busy.byArea)}\n` +
            `    under app files: ${topFive(busy.byAppFile)}`,
        )
        .join('\n'),
  );
});
