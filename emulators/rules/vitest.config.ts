import { defineConfig } from 'vitest/config';

// Every file talks to the one Firestore emulator and clears it between tests, so files run one at a time.
export default defineConfig({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    globalSetup: ['./coverage-report.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
