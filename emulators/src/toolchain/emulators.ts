import { emulatorToolchainEnv } from './firestore-launcher.ts';
import { npxBin } from './processes.ts';

export const PROJECT_ID = 'demo-estatekey';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const ALL_EMULATORS = 'auth,firestore,functions,hosting';

/** Environment for `firebase emulators:*`: offline Firestore launcher, Java on PATH, no telemetry. */
export function firebaseCliEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...emulatorToolchainEnv(),
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FIREBASE_CLI_EXPERIMENTS: '',
    CI: process.env.CI ?? 'true',
    ...extra,
  };
}

export const firebaseBin = npxBin('firebase');
