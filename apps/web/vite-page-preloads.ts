import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import publicPages from './public-pages.json';

// Issue 28 (ADR 0021): a public page's own chunks are lazy (src/app/router.tsx), so a first visit
// fetched them only after the entry had downloaded and run — two or three more round trips on a slow
// phone network before the page could paint. For each page of public-pages.json the build writes
// pages/<name>.html: index.html plus a modulepreload for every chunk the page's lazy modules import
// statically and a stylesheet link for their CSS, read from the build manifest. The browser then
// fetches them beside the entry; the API serves the file at the page's path (plugins/errors.ts).
// Vite's own loader skips a stylesheet the page already has, so nothing is loaded twice.

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a page's modules need beyond the entry's: every static import, and their CSS. */
export function pageFiles(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  collect('index.html', entry);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`public-pages.json: ${module} is not in the build manifest`);
    collect(module, seen);
  }
  const keys = [...seen].filter((key) => !entry.has(key));
  return {
    js: keys.map((key) => (manifest[key] as ManifestChunk).file),
    css: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))],
  };
}

/** Writes pages/<name>.html into the build at `outDir`; run before the brotli/gzip twins are made. */
export async function writePagePreloads(outDir: string): Promise<void> {
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  await mkdir(join(outDir, 'pages'), { recursive: true });
  for (const [path, modules] of Object.entries(publicPages.pages)) {
    const { js, css } = pageFiles(manifest, modules);
    const links = [
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
    const page = html.replace('</head>', `  ${links}\n  </head>`);
    await writeFile(join(outDir, 'pages', `${path.slice(1)}.html`), page);
  }
}
