import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { webAssetsPlugin } from './web-assets';

/** The SPA is served only when it has been built (`apps/web/dist/index.html`). */
export function hasWebBuild(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/**
 * The public pages the build wrote with their chunks preloaded (`pages/home.html` → `/home`, issue 28):
 * the not-found handler serves each at its path instead of index.html.
 */
export function prebuiltPages(dir: string): Set<string> {
  const pages = join(dir, 'pages');
  if (!existsSync(pages)) return new Set();
  return new Set(
    readdirSync(pages)
      .filter((name) => /^[a-z0-9-]+\.html$/.test(name))
      .map((name) => `/${name.slice(0, -'.html'.length)}`),
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where Vite puts fingerprinted files: a 404 there is a 404, never the SPA's index.html. */
export const ASSETS_PREFIX = '/assets/';

/** The file a precompressed twin stands for: `index-abc.js.br` → `index-abc.js`. */
const withoutEncoding = (path: string) => path.replace(/\.(?:br|gz)$/, '');

/**
 * Source maps publish the whole source, and dot-folders (`.vite/manifest.json`) are build metadata:
 * neither is served, even when a build left them in dist.
 */
export function isServable(pathname: string): boolean {
  return !pathname.endsWith('.map') && !pathname.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * The built web app. Vite fingerprints everything under assets/, so those files may be cached for a
 * year; index.html must be revalidated so a deploy is picked up. The build writes brotli and gzip
 * twins of every text file (apps/web/vite-precompress.ts), sent as they are to browsers that accept
 * them. Unknown paths fall back to index.html in the not-found handler (plugins/errors.ts).
 */
export const webPlugin = fp<{ root: string }>(
  async (app, options) => {
    // The fingerprinted files from memory (web-assets.ts); the rest (index.html, the pages, the icons)
    // from the folder.
    await app.register(webAssetsPlugin, {
      dir: join(options.root, 'assets'),
      prefix: ASSETS_PREFIX,
      isServable: (name) => isServable(`${ASSETS_PREFIX}${name}`),
    });
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      // One route per file, listed at start (the build does not change under a running server). The
      // default wildcard route checks each request's spelling against its folder's listing: a readdir
      // per file served.
      wildcard: false,
      globIgnore: ['assets/**'],
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathname) => isServable(pathname),
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          withoutEncoding(path).endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  },
  { name: 'web' },
);

/** Where the drivers' app lives (issue 10, ADR 0016): its own build, its own service worker scope. */
export const DRIVER_PREFIX = '/conductor/';
/** The drivers' app's fingerprinted files: a 404 there is a 404, never its index.html. */
export const DRIVER_ASSETS_PREFIX = `${DRIVER_PREFIX}assets/`;

/**
 * Files of the drivers' app that must be revalidated on every load: the page, the service worker and
 * what it imports (a stale worker would keep an old app alive for days), and the web manifest.
 */
const DRIVER_NO_CACHE = /(?:\.html|\.webmanifest|[/\\]sw\.js|[/\\]sw-sync\.js)$/;
/** Workbox's runtime is fingerprinted by the build like the assets. */
const DRIVER_IMMUTABLE = /(?:[/\\]assets[/\\].+|[/\\]workbox-[0-9a-f]+\.js)$/;

export function driverCacheControl(path: string): string {
  const file = withoutEncoding(path);
  if (DRIVER_NO_CACHE.test(file)) return 'no-cache';
  if (DRIVER_IMMUTABLE.test(file)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * The built drivers' app at /conductor/ (apps/driver/dist), with the same precompressed twins and
 * rules as the web app. Unknown paths under /conductor/ fall back to its index.html (plugins/errors.ts).
 * `decorateReply` only when the web app did not already add `reply.sendFile`.
 */
export const driverAppPlugin = fp<{ root: string; decorateReply: boolean }>(
  async (app, options) => {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: DRIVER_PREFIX,
      decorateReply: options.decorateReply,
      wildcard: false,
      redirect: true,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathname) => isServable(pathname),
      setHeaders(reply, path) {
        reply.header('cache-control', driverCacheControl(path));
      },
    });
  },
  { name: 'driver-app' },
);
