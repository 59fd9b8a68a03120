import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import publicPages from '../../../public-pages.json';
import { pageFiles, withEntry } from '../../../vite-page-preloads';
import { SHELL_PAGES } from './public-shell';

const SHELL_ENTRY = 'src/public-main.tsx';

describe('the public shell’s pages (issue 28)', () => {
  const pages = Object.entries(publicPages.pages);

  it('are the pages whose HTML names the shell’s entry, and the shell draws them all', () => {
    const named = pages.filter(([, page]) => page.entry === SHELL_ENTRY).map(([path]) => path);
    expect(named).toContain('/home');
    expect(named.sort()).toEqual(Object.keys(SHELL_PAGES).sort());
    for (const [path, page] of pages)
      if (page.entry !== SHELL_ENTRY)
        expect({ path, entry: page.entry }).toEqual({ path, entry: 'index.html' });
  });

  it('preload the modules the shell loads for them', () => {
    const source = readFileSync(new URL('./public-shell.tsx', import.meta.url), 'utf8');
    for (const [path, page] of pages.filter(([, p]) => p.entry === SHELL_ENTRY)) {
      const shell = SHELL_PAGES[path];
      // The page's own module, imported by its loader…
      const own = page.modules.at(-1) ?? '';
      const specifier = posix.relative('src/app/public-shell', own).replace(/\.tsx$/, '');
      expect(source).toContain(`import('${specifier}')`);
      // …and the frame, exactly when the shell adds it.
      const wantsFrame = Boolean(shell?.framed || shell?.readsData);
      expect({ path, frame: page.modules.includes('src/app/public-shell/shell-frame.tsx') }).toEqual({
        path,
        frame: wantsFrame,
      });
    }
  });
});

describe('a page’s HTML naming another entry', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-a.js',
      imports: ['_react.js', '_router.js'],
      css: ['assets/index-a.css'],
    },
    'src/public-main.tsx': { file: 'assets/public-b.js', imports: ['_react.js', '_ui.js'] },
    '_react.js': { file: 'assets/react-c.js' },
    '_router.js': { file: 'assets/router-d.js' },
    '_ui.js': { file: 'assets/ui-e.js', css: ['assets/ui-e.css'] },
    'src/page.tsx': { file: 'assets/page-f.js', imports: ['_react.js', '_ui.js', '_table.js'] },
    '_table.js': { file: 'assets/table-g.js', css: ['assets/table-g.css'] },
  };
  const html = [
    '<head>',
    '<link rel="icon" href="/favicon.svg" />',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-c.js">',
    '<link rel="modulepreload" crossorigin href="/assets/router-d.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
    '</head>',
  ].join('\n');

  it('loads that entry, its imports and its styles, and nothing of the portal’s', () => {
    const out = withEntry(html, manifest, 'src/public-main.tsx');
    expect(out).toContain('<script type="module" crossorigin src="/assets/public-b.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/react-c.js">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-e.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/ui-e.css">');
    expect(out).not.toMatch(/index-a|router-d/);
    expect(out).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('keeps the portal’s page as Vite wrote it', () => {
    expect(withEntry(html, manifest, 'index.html')).toBe(html);
  });

  it('preloads only what the entry does not already load', () => {
    expect(pageFiles(manifest, 'src/public-main.tsx', ['src/page.tsx'])).toEqual({
      js: ['assets/page-f.js', 'assets/table-g.js'],
      css: ['assets/table-g.css'],
    });
  });
});
