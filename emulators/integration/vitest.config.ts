import { defineConfig } from 'vitest/config';

// Runs inside `firebase emulators:exec`, which exports the *_EMULATOR_HOST variables the Admin SDK reads.
export default defineConfig({
  test: {
    name: 'integration',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
