import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The SPA is served only when it has been built (`apps/web/dist/index.html`). */
export function hasWebBuild(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app. Vite fingerprints everything under assets/, so those files may be cached for a
 * year; index.html must be revalidated so a deploy is picked up. Unknown paths fall back to
 * index.html in the not-found handler (plugins/errors.ts).
 */
export const webPlugin = fp<{ root: string }>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      cacheControl: false,
      setHeaders(reply, path) {
        const isHashedAsset = path.startsWith(join(options.root, 'assets'));
        const cache = isHashedAsset
          ? IMMUTABLE
          : path.endsWith('.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        reply.header('cache-control', cache);
      },
    });
  },
  { name: 'web' },
);
