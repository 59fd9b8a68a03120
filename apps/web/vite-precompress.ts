import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Brotli and gzip twins of every text file in the build (issue 13): the API serves them with
// @fastify/static's `preCompressed`, so the browser downloads a quarter of the bytes and the server
// spends no CPU per request. Made once here at the strongest settings, with node:zlib alone.

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed file saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      // `.vite/` holds the build manifest, read by scripts, never served.
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
}

/** `before`: what writes more files into the build first (they get their twins too). */
export function precompress(before?: (outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name: 'trazo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await before?.(outDir);
      for (const path of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const raw = await readFile(path);
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
        // A twin that is not smaller would only cost disk: the server then sends the original.
        if (br.length < raw.length) await writeFile(`${path}.br`, br);
        if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
      }
    },
  };
}
