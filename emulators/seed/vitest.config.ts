import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec --only auth,firestore`, which exports the *_EMULATOR_HOST variables.
export default defineConfig({
  test: {
    name: 'seed',
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
