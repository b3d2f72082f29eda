import { defineConfig, mergeConfig } from 'vitest/config';

import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup-tests.ts'],
      restoreMocks: true,
      // A hang guard, not a speed goal: rendering routed, lazy pages on a shared 2-core machine can take seconds.
      testTimeout: 30_000,
      // Every core: the default leaves one for the main process, which on a two-core machine runs these 80-odd jsdom
      // files one after the other on a single worker (12 minutes) while the other core idles.
      maxWorkers: '100%',
    },
  }),
);
