import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from './env-schema';

const PRODUCTION_ENV = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_PROJECT_ID: 'estatekey-prod',
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'estatekey-prod.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_STORAGE_BUCKET: 'estatekey-prod.appspot.com',
};

function problemsOf(source: Record<string, unknown>): readonly string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('parseEnv accepted the environment');
}

describe('parseEnv', () => {
  it('lists every missing Firebase variable when the emulators are not used', () => {
    const problems = problemsOf({});
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_APP_ID',
      'VITE_FIREBASE_STORAGE_BUCKET',
    ]);
    expect(() => parseEnv({})).toThrow(/VITE_FIREBASE_API_KEY: Required when VITE_USE_EMULATORS is not true/);
  });

  it('reports a malformed emulator flag together with the missing variables', () => {
    const problems = problemsOf({ ...PRODUCTION_ENV, VITE_USE_EMULATORS: 'yes', VITE_FIREBASE_APP_ID: '  ' });
    expect(problems).toEqual([
      'VITE_USE_EMULATORS: Must be "true" or "false"',
      'VITE_FIREBASE_APP_ID: Required when VITE_USE_EMULATORS is not true',
    ]);
  });

  it('reads a complete production environment', () => {
    expect(parseEnv(PRODUCTION_ENV)).toEqual({
      useEmulators: false,
      firebase: {
        projectId: 'estatekey-prod',
        apiKey: 'api-key',
        authDomain: 'estatekey-prod.firebaseapp.com',
        appId: '1:123:web:abc',
        storageBucket: 'estatekey-prod.appspot.com',
      },
    });
  });

  it('fills the demo project for the emulators', () => {
    const env = parseEnv({ VITE_USE_EMULATORS: 'true' });
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe('demo-estatekey');
    expect(env.firebase.apiKey).not.toBe('');
    expect(env.firebase.authDomain).toBe('demo-estatekey.firebaseapp.com');
  });

  it('refuses a real project id together with the emulators', () => {
    expect(problemsOf({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'estatekey-prod' })).toEqual([
      'VITE_FIREBASE_PROJECT_ID: Must start with demo- when VITE_USE_EMULATORS is true',
    ]);
  });
});
