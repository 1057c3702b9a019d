import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { firstLoadChunks } from './build/first-load-chunks';

// Decision 0012: the first pages in a few scripts (see build/first-load-chunks.ts).
const chunks = firstLoadChunks([
  // The pages a visitor may open first, and their frame: what /sign/login brings at once.
  {
    name: 'sign',
    roots:
      /[\\/]src[\\/](features[\\/]accounts[\\/]pages[\\/](login|signup|recover|reset|thanks)-page|app[\\/]layout[\\/]sign-layout)\.tsx$/,
  },
  // The member pages' frame (loaded with every member page) and home, where members land.
  {
    name: 'frame',
    roots:
      /[\\/]src[\\/](app[\\/]layout[\\/]member-frame|app[\\/]toast-host|features[\\/]home[\\/]pages[\\/]home-page)\.tsx$/,
  },
]);

export default defineConfig({
  // .br and .gz beside each built file, served by the server's Accept-Encoding negotiation (issue 13).
  plugins: [react(), chunks.plugin, compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
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
