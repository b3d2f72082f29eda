// The `api` Express app served by one plain Node process against the running emulators: the production shape (one
// Cloud Functions instance takes up to 80 concurrent requests), which the Functions emulator (a worker process per
// concurrent request) does not have. Started by measure.ts inside `firebase emulators:exec`, which exports the
// *_EMULATOR_HOST variables the Admin SDK reads.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

import { PROJECT_ID } from '@estatekey/emulators/toolchain/emulators.ts';
import { countFirestoreReads, withReadCounts } from './firestore-read-counter.ts';

/** The local project's configuration, as the Functions emulator reads it (functions/.env.demo-estatekey). */
function loadProjectEnv(): void {
  const file = fileURLToPath(new URL(`../functions/.env.${PROJECT_ID}`, import.meta.url));
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] && process.env[match[1]] === undefined) process.env[match[1]] = match[2] ?? '';
  }
}

loadProjectEnv();
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
// The emulator-only fallbacks of config.ts (no Secret Manager for a demo project) apply here too.
process.env.FUNCTIONS_EMULATOR = 'true';

// `plain-node-api.ts PORT [--count-reads]`: with --count-reads each answer says how many Firestore reads it made.
const port = Number(process.argv[2] ?? '5055');
const countReads = process.argv.includes('--count-reads');
if (countReads) countFirestoreReads();
const { createApp } = await import('../functions/src/http/app.ts');
const { adminAuth, firestore } = await import('../functions/src/lib/firebase-admin.ts');
const app = createApp({ auth: adminAuth, db: firestore });
createServer(countReads ? withReadCounts(app) : app).listen(port, '127.0.0.1', () => {
  console.log(`plain Node api listening on http://127.0.0.1:${port}${countReads ? ' (counting reads)' : ''}`);
});
