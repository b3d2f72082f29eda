// Runs inside `firebase emulators:exec` (emulator env vars set): rules, integration, then browser tests
// against the seeded emulators. Each part has its own timeout; outcomes go to a file for `npm test`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seed } from '../seed/seed.ts';
import { HOSTING_URL, PROJECT_ID } from '../src/toolchain/emulators.ts';
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

/**
 * Every notification is mailed too, so the integration suite leaves hundreds of mails for the Functions emulator to
 * send after it ends. The browser tests wait for mails of their own (verification links): they start once the outbox
 * has settled — no mail waiting to be sent and no new one for a few seconds — or after `limitMs` regardless.
 */
async function waitForSettledOutbox(limitMs: number): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID }, 'emulator-suites-outbox');
  const mail = getFirestore(app).collection('mail');
  const deadline = Date.now() + limitMs;
  let lastTotal = -1;
  let quietPolls = 0;
  try {
    while (Date.now() < deadline) {
      const [total, unsent] = await Promise.all([
        mail.count().get(),
        // PENDING only: a RETRY waits for the retry schedule, and a test may leave a PROCESSING fixture behind.
        mail.where('delivery.state', '==', 'PENDING').count().get(),
      ]);
      const sameTotal = total.data().count === lastTotal;
      lastTotal = total.data().count;
      quietPolls = sameTotal && unsent.data().count === 0 ? quietPolls + 1 : 0;
      if (quietPolls >= 3) return;
      await sleep(2_000);
    }
    console.warn(`The mail outbox had not settled after ${limitMs / 1000} s; the browser tests start anyway.`);
  } finally {
    await deleteApp(app);
  }
}

await waitForSettledOutbox(10 * MINUTE);
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
