import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fp from 'fastify-plugin';

/** What the build puts under assets/: its scripts and styles, and what they reference. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

/** The build's twin of `name` in `encoding` (apps/web/vite-precompress.ts). */
const twinOf = (name: string, encoding: Encoding) => `${name}.${encoding === 'br' ? 'br' : 'gz'}`;

/** The encodings a client takes, in our order of preference (the twins are the build's). */
function preferredEncodings(acceptEncoding: string | undefined): Encoding[] {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, q]) => !q || !/^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim());
  return (['br', 'gzip'] as const).filter((encoding) => accepted.includes(encoding));
}

/**
 * The build's fingerprinted files (`assets/<name>-<hash>.<ext>`), answered from memory.
 *
 * Why not @fastify/static: a portal page loads ~150 small chunks, and each went through a stat, an open,
 * a read stream and a close, and a readdir of the folder for the wildcard route's spelling check: 180
 * files took 840 ms through six connections (issue 28). These files never change while the server runs
 * (a deploy is a new process), so each is read once, on its first request, with its brotli and gzip
 * twins. Only names listed at start are served: no path is ever joined from the request, and source maps
 * and dot-files are never listed.
 */
export const webAssetsPlugin = fp<{ dir: string; prefix: string; isServable: (name: string) => boolean }>(
  async (app, options) => {
    const names = new Set(
      existsSync(options.dir)
        ? readdirSync(options.dir, { withFileTypes: true })
            .filter((entry) => entry.isFile() && options.isServable(entry.name))
            .map((entry) => entry.name)
        : [],
    );
    const files = new Map<string, Buffer>();
    const contentOf = (name: string): Buffer | undefined => {
      if (!names.has(name)) return undefined;
      let content = files.get(name);
      if (!content) {
        content = readFileSync(join(options.dir, name));
        files.set(name, content);
      }
      return content;
    };

    // A wildcard, not `:name`: the router refuses a parameter over 100 characters (414), and a chunk's
    // name is Rolldown's to choose. A name with a slash is simply not in the list.
    app.get<{ Params: { '*': string } }>(
      `${options.prefix}*`,
      { schema: { hide: true }, compress: false },
      async (request, reply) => {
        const name = request.params['*'];
        // A twin is sent for the file it stands for, never asked for by its own name.
        if (/\.(?:br|gz)$/.test(name) || !names.has(name)) return reply.callNotFound();
        const encoding = preferredEncodings(request.headers['accept-encoding']).find((e) =>
          names.has(twinOf(name, e)),
        );
        const body = contentOf(encoding ? twinOf(name, encoding) : name);
        reply
          .header('content-type', CONTENT_TYPES[extname(name)] ?? 'application/octet-stream')
          .header('cache-control', IMMUTABLE)
          .header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      },
    );
  },
  { name: 'web-assets' },
);
