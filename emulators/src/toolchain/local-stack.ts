import { seed } from '../../seed/seed.ts';
import { ALL_EMULATORS, HOSTING_URL, PROJECT_ID, firebaseBin, firebaseCliEnv } from './emulators.ts';
import { startMailSink } from './mail-sink.ts';
import { startBackground, stopAll, waitForHttp } from './processes.ts';

const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  GCLOUD_PROJECT: PROJECT_ID,
};

/** SMTP sink + auth, firestore, functions and hosting emulators, seeded; used by `npm start` and `npm run dev`. */
export async function startLocalStack(): Promise<void> {
  await startMailSink();
  const emulators = startBackground(firebaseBin, ['emulators:start', '--only', ALL_EMULATORS, '--project', PROJECT_ID], {
    env: firebaseCliEnv(),
  });
  emulators.once('exit', (code) => {
    console.error(`The Firebase emulators stopped (exit ${code}).`);
    void stopAll().then(() => process.exit(code || 1));
  });
  await waitForHttp(`${HOSTING_URL}/api/health`, 3 * 60_000);
  Object.assign(process.env, EMULATOR_HOSTS);
  await seed();
}
