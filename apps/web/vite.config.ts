import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sharedChunkGroups } from './build/chunk-groups';
import { earlyReadsScript } from './build/early-reads-script';
import { mantineStyles } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { reactRouterProduction } from './build/react-router-production';
import { routePreloadsPlugin } from './build/route-preloads';
import { staffChunks } from './build/staff-chunks';
import { webManifestLinkedByApp } from './build/web-manifest-link';
import { zodJitless } from './build/zod-jitless';

// The server sends `script-src 'self'`, so nothing here may produce an inline script: the service
// worker is registered from our own code (injectRegister: false) and only after the user agrees
// to an update (registerType: 'prompt').
export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    zodJitless(),
    mantineStyles(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/icon-192.png'],
      manifest: {
        name: 'PT Logbook',
        short_name: 'PT Logbook',
        description: 'Daily work log and weekly log book for industrial practical training.',
        theme_color: '#c2410c',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The first install takes charge of the page that installed it, so a student's very first
        // session can already reload offline (network audit: Chrome's "No internet" page). This
        // claims only pages no worker controls yet: an update still waits for the reader's yes
        // (no skipWaiting; register-sw.ts sends SKIP_WAITING).
        clientsClaim: true,
        navigateFallback: 'index.html',
        // API answers and report verification pages are server-rendered; the SPA shell must never
        // stand in for them.
        navigateFallbackDenylist: [/^\/api\//, /^\/verify\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Loaded on demand by staff only: a student's phone never downloads them ahead.
        globIgnores: ['**/staff-*.js', '**/staff-*.css'],
      },
    }),
    webManifestLinkedByApp(),
    staffChunks(),
    earlyReadsScript(),
    routePreloadsPlugin(),
    precompress(),
  ],
  server: {
    // `npm run dev` passes the API's port; the server also renders the public /verify/{code} pages.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`,
      '/verify': `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the bundle budget reads (scripts/lib/bundle-budget.ts);
    // the server never sends dot folders.
    manifest: true,
    // The polyfill fetches `<link rel=modulepreload>` targets for browsers without that support
    // (Safari before 17, which still runs the app, only without the head start): 0.5 KB gzip in
    // every first load, for phones whose browsers all have it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A few larger chunks for what the screens share, not ~80 small ones (build/chunk-groups.ts).
      output: { codeSplitting: { groups: sharedChunkGroups() } },
    },
  },
});
