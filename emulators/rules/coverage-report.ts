import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRESTORE_HOST, FIRESTORE_PORT, RULES_PROJECT_ID } from './harness.ts';

const REPORT_PATH = fileURLToPath(new URL('../../build-artifacts/firestore-rules-coverage.html', import.meta.url));

/** Vitest global setup: after every rules test has run, keep the emulator's rules coverage report as an artifact. */
export default function setup(): () => Promise<void> {
  return async function writeRulesCoverageReport() {
    const url = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Rules coverage report: ${url} answered ${response.status}`);
    mkdirSync(dirname(REPORT_PATH), { recursive: true });
    writeFileSync(REPORT_PATH, await response.text());
    console.log(`Firestore rules coverage report: ${REPORT_PATH}`);
  };
}
