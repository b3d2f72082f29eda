import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec`, which exports the *_EMULATOR_HOST variables the Admin SDK reads.
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['**/*.test.ts'],
    // Above waitFor's 45 s deadline, so a slow trigger fails with its own message, not the test's timeout.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
