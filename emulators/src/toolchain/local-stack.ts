import { seed } from '../../seed/seed.ts';
import { ALL_EMULATORS, HOSTING_URL, PROJECT_ID, firebaseBin, firebaseCliEnv } from './emulators.ts';
import { startMailSink } from './mail-sink.ts';
import { startBackground, stopAll, waitForHttp } from './processes.ts';

const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  GCLOUD_PROJECT: PROJECT_ID,
};

export interface LocalStackOptions {
  /** A backup folder (emulator export) to start from instead of seeding the demo data; `npm run restore`. */
  readonly importFrom?: string;
}

/**
 * SMTP sink + auth, firestore, functions and hosting emulators, seeded (or started from a backup); used by `npm start`,
 * `npm run dev` and `npm run restore`.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<void> {
  await startMailSink();
  const importArgs = options.importFrom ? ['--import', options.importFrom] : [];
  const emulators = startBackground(
    firebaseBin,
    ['emulators:start', '--only', ALL_EMULATORS, '--project', PROJECT_ID, ...importArgs],
    { env: firebaseCliEnv() },
  );
  emulators.once('exit', (code) => {
    console.error(`The Firebase emulators stopped (exit ${code}).`);
    void stopAll().then(() => process.exit(code || 1));
  });
  await waitForHttp(`${HOSTING_URL}/api/health`, 3 * 60_000);
  Object.assign(process.env, EMULATOR_HOSTS);
  if (!options.importFrom) await seed();
}
