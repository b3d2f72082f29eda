import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

import { APP_URL, CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium';

const ARTIFACTS_DIR = fileURLToPath(new URL('../../build-artifacts/', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(ARTIFACTS_DIR, 'playwright-output'),
  forbidOnly: true,
  fullyParallel: false,
  // Two cores run the emulators too; more browsers only make every test slower.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A hang guard above the mailbox's 45 s wait (support/mailbox.ts), not a speed goal.
  timeout: 90_000,
  // Not a speed goal either: an /api answer can wait several seconds for a new functions-emulator worker to start on a
  // loaded machine (seen: a settings save answered after more than 10 s while both browsers and triggers were busy).
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    // `npm test` names the results file through PLAYWRIGHT_JSON_OUTPUT_NAME; a direct run writes beside the report.
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(ARTIFACTS_DIR, 'results', 'browser.json') },
    ],
    ['html', { outputFolder: path.join(ARTIFACTS_DIR, 'playwright-report'), open: 'never' }],
  ],
  use: {
    baseURL: APP_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker would answer requests that tests mock or take offline; installable-app.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
      },
    },
  ],
});
