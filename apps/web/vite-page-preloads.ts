import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import publicPages from './public-pages.json';
import { disableButtonsUntilHydrated } from './src/lib/inert-buttons';
import { paintFirst } from './src/lib/paint-first';

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

/** Every chunk `key` imports statically, itself included. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The files a page's modules need beyond its entry's: every static import, and their CSS. */
export function pageFiles(
  manifest: Manifest,
  entryKey: string,
  modules: string[],
): { js: string[]; css: string[] } {
  const entry = staticClosure(manifest, entryKey);
  const seen = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`public-pages.json: ${module} is not in the build manifest`);
    staticClosure(manifest, module, seen);
  }
  const keys = [...seen].filter((key) => !entry.has(key));
  return {
    js: keys.map((key) => (manifest[key] as ManifestChunk).file),
    css: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))],
  };
}

const ENTRY_TAG =
  /\s*<(script type="module"|link rel="modulepreload"|link rel="stylesheet")[^>]*>(<\/script>)?/g;

/**
 * index.html as Vite wrote it for the portal's entry, naming `entryKey` instead (the public shell,
 * issue 28): its script, a modulepreload for each chunk it imports statically, its stylesheets — the
 * tags Vite writes for an HTML entry.
 */
export function withEntry(html: string, manifest: Manifest, entryKey: string): string {
  if (entryKey === 'index.html') return html;
  const chunk = manifest[entryKey];
  if (!chunk) throw new Error(`public-pages.json: the entry ${entryKey} is not in the build manifest`);
  const closure = [...staticClosure(manifest, entryKey)];
  const tags = [
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...closure
      .filter((key) => key !== entryKey)
      .map(
        (key) => `<link rel="modulepreload" crossorigin href="/${(manifest[key] as ManifestChunk).file}">`,
      ),
    ...[...new Set(closure.flatMap((key) => manifest[key]?.css ?? []))].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    ),
  ];
  return html.replace(ENTRY_TAG, '').replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

type Render = (path: string) => Promise<{ html: string; title: string | undefined }>;

/**
 * src/prerender.tsx built for Node (vite.config.ts's SSR branch) into dist-ssr/ beside `outDir`, then
 * imported: built afresh with every browser build, so the HTML always matches the code that hydrates it.
 */
async function buildPrerender(outDir: string): Promise<Render> {
  const root = dirname(fileURLToPath(import.meta.url));
  const ssrOutDir = join(outDir, '..', 'dist-ssr');
  const output = await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOutDir },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('prerender: the SSR build wrote no entry');
  const bundle = pathToFileURL(join(ssrOutDir, entry.fileName)).href;
  return ((await import(/* @vite-ignore */ bundle)) as { render: Render }).render;
}

/**
 * The rules the prerendered markup uses go inline in <head> and the stylesheets stop blocking the paint
 * (src/lib/paint-first.ts): on a slow phone the page paints from its own HTML instead of
 * waiting for ~30 KB of CSS (Lighthouse: render-blocking, about 0.8 s of LCP on /home). The files are
 * shared with the portal, so they are not pruned.
 */
function criticalCss(outDir: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // `false`: leave the links where they are (paint-first.ts defers them). Beasties honours it
    // (its index.mjs: `if (preloadMode === false) return`) though its types leave it out.
    preload: false as unknown as 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    fonts: false,
    logLevel: 'warn',
  });
  return async (html: string, bootSrc: string) => paintFirst(await beasties.process(html), bootSrc);
}

/** src/boot/start-after-paint.js into the build's assets under a content hash (cached like the rest). */
async function writeBootScript(outDir: string): Promise<string> {
  const root = dirname(fileURLToPath(import.meta.url));
  const code = await readFile(join(root, 'src/boot/start-after-paint.js'), 'utf8');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/start-after-paint-${hash}.js`;
  await writeFile(join(outDir, file), code);
  return `/${file}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes pages/<name>.html into the build at `outDir`; run before the brotli/gzip twins are made. Each
 * holds the page prerendered for a visitor (issue 28): its markup in #root, its title, and the colour
 * scheme Mantine would set on <html> only after the JavaScript ran (its CSS keys colours on it).
 */
export async function writePagePreloads(outDir: string): Promise<void> {
  const inlineCriticalCss = criticalCss(outDir);
  const bootSrc = await writeBootScript(outDir);
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const render = await buildPrerender(outDir);
  await mkdir(join(outDir, 'pages'), { recursive: true });
  for (const [path, { entry, modules }] of Object.entries(publicPages.pages)) {
    const { js, css } = pageFiles(manifest, entry, modules);
    const links = [
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
    const page = await render(path);
    const title = page.title ? `${page.title} · Trazo` : 'Trazo';
    const out = withEntry(html, manifest, entry)
      .replace('<html lang="es">', '<html lang="es" data-mantine-color-scheme="light">')
      .replace('<title>Trazo</title>', `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `  ${links}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${path}">${disableButtonsUntilHydrated(page.html)}</div>`,
      );
    if (!out.includes(`data-prerendered="${path}"`))
      throw new Error(`prerender ${path}: no #root in index.html`);
    await writeFile(join(outDir, 'pages', `${path.slice(1)}.html`), await inlineCriticalCss(out, bootSrc));
  }
}
