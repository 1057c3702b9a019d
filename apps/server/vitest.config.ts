import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One database per test file; PGlite start-up dominates, so allow it time on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
