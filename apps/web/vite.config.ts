import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** The pages a visitor may open first, and their frame: what /sign/login must bring at once. */
const SIGN_ROOTS =
  /[\\/]src[\\/](features[\\/]accounts[\\/]pages[\\/](login|signup|recover|reset|thanks)-page|app[\\/]layout[\\/]sign-layout)\.tsx$/;

/**
 * Decision 0012: /sign/login in three scripts instead of thirty. Rolldown's automatic chunking
 * makes a chunk for every combination of pages that share modules, so the sign pages came in 29
 * files. Two groups instead: `index`, what the entry imports (React, the router, Mantine's core);
 * `sign`, the sign pages and what they import beyond that (their forms, Mantine's inputs, the
 * shared schemas and messages), which many member pages need as well.
 *
 * The sign pages' modules are found from the module graph after the build: those their imports
 * reach and the entry's do not. (A library's index reaches all of that library, so the entry's
 * set is wide; a group takes the modules its members really import along with them.)
 */
const signChunks = () => {
  const sign = new Set<string>();
  const plugin: Plugin = {
    name: 'studio-sign-chunks',
    buildEnd() {
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      for (const id of reach(ids.filter((id) => SIGN_ROOTS.test(id)))) if (!entry.has(id)) sign.add(id);
    },
  };
  const groups = [
    { name: 'index', tags: ['$initial' as const], priority: 2 },
    { name: 'sign', test: (id: string) => sign.has(id), priority: 1 },
  ];
  return { plugin, groups };
};

const chunks = signChunks();

export default defineConfig({
  // .br and .gz beside each built file, served by the server's Accept-Encoding negotiation (issue 13).
  plugins: [react(), chunks.plugin, compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering whole pages in happy-dom takes seconds on a busy 2-core machine (CI): room, not hurry.
    testTimeout: 20_000,
  },
});
