import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own checks (scripts/check-messages.ts).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    // Vitest defaults to cores - 1 workers; on the 2-core machines here both cores pay off.
    maxWorkers: 2,
  },
});
