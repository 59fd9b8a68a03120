import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// Mantine's component styles travel with the components (issue 28, ADR 0021): a public page's first
// visit used to download and apply the whole 295 KB of @mantine/core/styles.css (29 KB brotli) for
// the dozen components it shows, and the portal paid it before its first screen.
//
// Every Mantine component reads its class names from its own `<Name>.module.mjs`, and Mantine ships
// the matching `styles/<Name>.css`, one for one. In a build this plugin appends that stylesheet's
// import to each class-name module, so Vite's CSS code splitting puts a component's CSS in the chunk
// that holds the component: a page loads exactly the styles of what it can render, a lazy dialog
// brings its own.
//
// Order. In styles.css some components override others at equal specificity (Combobox's dropdown
// padding over Popover's), and split chunks arrive in any order. So each sheet goes into its own
// cascade layer, `mantine.<Name>`, and every page's HTML declares those layers first thing in <head>,
// in styles.css's own order: a sheet that arrives late still sits where styles.css put it. (The
// declaration cannot live in a stylesheet: the CSS minifier folds a layer statement into the blocks of
// its own file and drops it, and the order across files is lost.) Being layers, all of Mantine yields to our unlayered CSS
// modules, as it did when it came first.
//
// `npm run dev` serves @mantine/core pre-bundled, where the class-name modules are not separate
// files: there src/app/mantine-styles.ts gets the whole layered sheet instead.

const require = createRequire(import.meta.url);
const coreDir = dirname(require.resolve('@mantine/core/styles.css'));
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;
const COMPONENT_SHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css$/;
const GLOBAL_STYLES_MODULE = /[\\/]src[\\/]app[\\/]mantine-styles\.ts$/;

/** Every sheet under @mantine/core/styles/, in the order styles.css concatenates them. */
export function mantineSheetOrder(dir = coreDir): string[] {
  const whole = readFileSync(join(dir, 'styles.css'), 'utf8');
  const names = readdirSync(join(dir, 'styles'))
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length));
  const at = new Map(
    names.map((n) => [n, whole.indexOf(readFileSync(join(dir, 'styles', `${n}.css`), 'utf8').trim())]),
  );
  const missing = names.filter((n) => (at.get(n) ?? -1) < 0);
  if (missing.length) throw new Error(`vite-mantine-styles: not in styles.css: ${missing.join(', ')}`);
  return names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

export function mantineStylesPerComponent(): Plugin {
  let isBuild = true;
  let order: string[] = [];
  return {
    name: 'trazo:mantine-styles-per-component',
    // Before Vite's own CSS handling, so the layer wraps the sheet as written.
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
      order = mantineSheetOrder();
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, which would send an inline <style> through the minifier.
      order: 'post',
      handler: () => [
        {
          tag: 'style',
          attrs: { 'data-mantine-layers': '' },
          children: `@layer ${order.map((n) => `mantine.${n}`).join(', ')};`,
          injectTo: 'head-prepend',
        },
      ],
    },
    transform(code, id) {
      const sheet = COMPONENT_SHEET.exec(id)?.[1];
      if (sheet) return { code: `@layer mantine.${sheet} {\n${code}\n}\n`, map: null };
      const component = isBuild ? CLASS_NAMES_MODULE.exec(id)?.[1] : undefined;
      if (component) return { code: `${code}\nimport '@mantine/core/styles/${component}.css';\n`, map: null };
      if (!isBuild && GLOBAL_STYLES_MODULE.test(id))
        return { code: `${code}\nimport '@mantine/core/styles.layer.css';\n`, map: null };
      return null;
    },
  };
}
