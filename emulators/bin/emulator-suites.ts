// Runs inside `firebase emulators:exec` (emulator env vars set): rules, integration, then browser tests
// against the seeded emulators. Each part has its own timeout; outcomes go to a file for `npm test`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { seed } from '../seed/seed.ts';
import { HOSTING_URL } from '../src/toolchain/emulators.ts';
import { npxBin, waitForHttp } from '../src/toolchain/processes.ts';
import { RESULTS_DIR, resultsFile, runPart, vitestPart, type PartOutcome, type TestPart } from '../src/toolchain/suites.ts';

const MINUTE = 60_000;
const outcomes: PartOutcome[] = [];
const save = () => writeFileSync(path.join(RESULTS_DIR, 'emulator-suites.json'), JSON.stringify(outcomes, null, 2));

// emulators:exec starts the script before every function has loaded; wait for the API itself.
await waitForHttp(`${HOSTING_URL}/api/health`, 2 * MINUTE);

outcomes.push(await runPart(vitestPart('rules', 'rules', 'emulators/rules', 15 * MINUTE)));
save();
outcomes.push(await runPart(vitestPart('integration', 'integration', 'emulators/integration', 20 * MINUTE)));
save();

await seed();
const browser: TestPart = {
  suite: 'browser',
  id: 'browser',
  command: npxBin('playwright'),
  args: ['test', '--config', 'web/e2e/playwright.config.ts'],
  timeoutMs: 30 * MINUTE,
  format: 'playwright',
};
outcomes.push(await runPart(browser, { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile(browser) }));
save();

process.exitCode = outcomes.some((o) => o.problem) ? 1 : 0;
