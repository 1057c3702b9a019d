import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every field's label, as the server and the member and console pages have them.
    setupFiles: ['./src/schemas/field-labels-setup.ts'],
  },
});
