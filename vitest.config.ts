import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest defaults to cores - 1 workers; on the 2-core machines here both cores pay off.
    maxWorkers: 2,
  },
});
