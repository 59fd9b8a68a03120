import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../web/vite-precompress';

// The drivers' app (issue 10, ADR 0016): its own small bundle, served by the API at /conductor/.
// In development the API runs apart (default :3000, or API_PROXY_TARGET).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell has (see apps/web/vite.config.ts).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/conductor/',
    plugins: [
      react(),
      VitePWA({
        // The page registers the worker itself (src/lib/service-worker.ts): no extra script in index.html.
        injectRegister: false,
        registerType: 'autoUpdate',
        strategies: 'generateSW',
        filename: 'sw.js',
        manifestFilename: 'manifest.webmanifest',
        manifest: {
          id: '/conductor/',
          name: 'Trazo Conductor',
          short_name: 'Conductor',
          description: 'Viajes, eventos, inspección preoperacional y entregas para conductores de Trazo.',
          lang: 'es-CO',
          start_url: '/conductor/',
          scope: '/conductor/',
          display: 'standalone',
          orientation: 'portrait',
          background_color: '#ffffff',
          theme_color: '#0b5f8a',
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The app shell: every page of the app opens offline from the precache.
          // (The manifest and its icons are added by the plugin itself.)
          globPatterns: ['**/*.{js,css,html}'],
          navigateFallback: '/conductor/index.html',
          navigateFallbackAllowlist: [/^\/conductor(\/|$)/],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          // Background Sync: the browser wakes the worker when the network returns; it asks the open
          // pages to send their outbox (public/sw-sync.js).
          importScripts: ['sw-sync.js'],
        },
      }),
      precompress(),
    ],
    server: { port: 5174, proxy: { '/api': apiTarget } },
    preview: { proxy: { '/api': apiTarget } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
    },
  };
});
