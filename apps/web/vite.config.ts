import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colombiaOutlinePlugin } from './vite-colombia-outline';
import { inlineMessagesPlugin } from './vite-inline-messages';
import { mantineStylesPerComponent } from './vite-mantine-styles';
import { writePagePreloads } from './vite-page-preloads';
import { precompress } from './vite-precompress';
import { mantineStableIds } from './vite-stable-ids';

// In development the API runs apart (default :3000, or API_PROXY_TARGET); in production it serves
// `dist` itself, so the browser always talks to the same origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always a production build, whatever NODE_ENV the shell has: Vite and the React plugin
  // read NODE_ENV after this file, and a `NODE_ENV=development` shell once shipped React's development
  // build (issue 13). `npm run dev` keeps its own development mode.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The prerender (issue 28, ADR 0021): src/prerender.tsx built for Node by vite-page-preloads.ts while
  // the browser build closes, into dist-ssr/ (never served), to write the public pages' HTML.
  if (isSsrBuild) {
    return {
      plugins: [react(), colombiaOutlinePlugin()],
      logLevel: 'warn',
      build: {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        // Named for its content: vite-page-preloads.ts imports it by that name, as its chunks import it
        // back, so one copy of its modules runs (a second would be a second React context, the one the
        // pages' links read — components/page-routing.tsx — while the shell fills the first), and a
        // later build in the same process imports the new code, not the cached.
        rolldownOptions: { output: { entryFileNames: 'prerender-[hash].js' } },
      },
    };
  }
  return {
    plugins: [
      react(),
      colombiaOutlinePlugin(),
      inlineMessagesPlugin(),
      mantineStylesPerComponent(),
      mantineStableIds(),
      precompress(writePagePreloads),
    ],
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
      // No source maps in what is served: they publish the whole source (issue 13).
      sourcemap: false,
      // dist/.vite/manifest.json: which chunks each page loads, for the bundle budget (scripts/bundle-budget.mjs).
      manifest: true,
      rolldownOptions: {
        // Two entries: the portal (index.html → src/main.tsx) and the public shell the visitor's first
        // pages boot in (src/public-main.tsx, issue 28, ADR 0021); the build writes the shell's script
        // into those pages' HTML (vite-page-preloads.ts).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          public: fileURLToPath(new URL('./src/public-main.tsx', import.meta.url)),
        },
        output: {
          // The framework changes far less often than our code: its own chunks stay cached across
          // deploys. Only packages the first page needs anyway go here; everything else is split
          // per route automatically, so grouping them would only make the first load heavier. React
          // Router and the query client have chunks of their own: the public shell loads neither
          // (the lookup and the role pages load the query client with the page).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
            ],
          },
        },
      },
    },
  };
});
