// Bundles the API into dist/server.js: our code and @trazo/shared (TypeScript source) inlined, every
// npm dependency left external (installed by `npm ci`), and the files the server reads at run time
// (SQL migrations, the DIVIPOLA CSV) copied next to the bundle, where the code looks for them.
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist`;
const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8'));
const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/server.ts`],
  outfile: `${dist}/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports too (drizzle-orm/pglite, zod/v4/core…).
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
await cp(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
await mkdir(`${dist}/data`, { recursive: true });
await cp(`${root}src/db/seed/data/divipola-municipios.csv`, `${dist}/data/divipola-municipios.csv`);
console.log('API built: apps/api/dist/server.js');
