import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (default :3000, or API_PROXY_TARGET); in production it serves
// `dist` itself, so the browser always talks to the same origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The framework changes far less often than our code: its own chunk stays cached across
        // deploys. Only packages the first page needs anyway go here; everything else is split
        // per route automatically, so grouping them would only make the first load heavier.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
