import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One database per test file; PGlite start-up dominates, so allow it time on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app and database (test/helper.ts) and mocks nothing, so the files of
    // a worker share its loaded modules: the app's code is imported once per worker, not once per
    // file (the server suite on PGlite in 5.8 min instead of 8.5; CI's time, issue 35).
    isolate: false,
  },
});
