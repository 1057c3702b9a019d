import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { STOREFRONT_PATH } from '../../packages/shared/src/rules/storefront';
import { catalogs } from './build/catalogs';
import { firstLoadChunks } from './build/first-load-chunks';

// Decision 0012: the first pages in a few scripts (see build/first-load-chunks.ts).
const chunks = firstLoadChunks([
  // The page a visitor opens first, and its frame: what /sign/login brings at once.
  {
    name: 'sign',
    // Home needs it too (zod and the shared schemas): named in index.html beside the entry.
    preload: true,
    roots:
      /[\\/]src[\\/](features[\\/]accounts[\\/]pages[\\/]login-page|app[\\/]layout[\\/]sign-layout)\.tsx$/,
  },
  // The other sign pages, in one script of their own: /sign/login does not bring them (issue 35:
  // within 150 KB); opened first, one of them costs one file more than before.
  {
    name: 'sign-pages',
    roots: /[\\/]src[\\/]features[\\/]accounts[\\/]pages[\\/](signup|recover|reset|thanks)-page\.tsx$/,
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
  plugins: [
    catalogs(),
    react(),
    chunks.plugin,
    // Installable, and the shell and the member's reads offline (issue 19, decision 0034): our own
    // worker (sw/sw.ts) with the build's precache list; the app registers it (lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // The app's code, styles and shell; not the precompressed copies beside them, not media.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // Nor the owner's dashboard (a studio page, its charts) and the card forms, which need the
        // network anyway: some 180 KB a member's phone need not fetch for each version.
        globIgnores: ['**/*.{br,gz}', '**/dashboard-page-*', '**/hosted-fields-*', '**/paypal-checkout-*'],
      },
      manifest: {
        id: '/',
        name: 'Studio',
        short_name: 'Studio',
        description: 'Workouts, programs and meal plans',
        start_url: '/page/home',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#3b5bdb',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      // The storefront's pages (issue 38) are made by the server.
      [STOREFRONT_PATH.source]: 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // Every browser the app supports preloads modules itself (Chromium, Safari 17, Firefox 115).
      polyfill: false,
      // The entry lists, for each page, the chunks to fetch beside it: kept for the first pages (the
      // sign pages and the member frame with home, and the small chunks in front of each, decision
      // 0012); another member page fetches its
      // shared chunks once it has arrived (the service worker has them precached after the first
      // visit, decision 0034). The list of every page's chunks cost the sign pages 2.5 KB.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && !chunks.isFirstLoad(filename) ? [] : deps,
    },
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
