// A prerendered public page paints from its own HTML before anything else arrives (issue 28, ADR 0021).
//
// Styles. It carries inline the CSS rules its own markup uses (vite-page-preloads.ts,
// issue 28, ADR 0021), so it paints without waiting for the stylesheets. These still load, for what
// React renders after hydration, but as `media="print"` — fetched without blocking the paint — and the
// app's entry switches them on. Not onload="this.media='all'": the CSP forbids inline handlers. They stay
// in <head>, ahead of the theme's variables that Mantine writes in <body>, so the theme still wins.

const MARK = 'data-after-paint';

/** Build time: every stylesheet link of the page's <head> stops blocking the first paint. */
export function deferStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"([^>]*)>/g, (tag, attributes: string) =>
    /\smedia=/.test(attributes)
      ? tag
      : `<link rel="stylesheet"${attributes} media="print" ${MARK}="">` +
        `<noscript><link rel="stylesheet"${attributes}></noscript>`,
  );
}

/**
 * Scripts. The entry and its preloads leave the HTML: `bootSrc` (src/boot/start-after-paint.js) starts
 * them once the first frame is painted, from the addresses it finds in its own data attributes.
 */
export function startAfterPaint(html: string, bootSrc: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('paint-first: no entry script in the HTML');
  const preloads: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  const boot = `<script type="module" src="${bootSrc}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return rest.replace('</head>', `  ${boot}\n  </head>`);
}

/** Build time: both of the above, on a prerendered page's final HTML. */
export const paintFirst = (html: string, bootSrc: string) => startAfterPaint(deferStylesheets(html), bootSrc);

/** In the browser, before hydration: the deferred stylesheets apply (each as soon as it has loaded). */
export function applyDeferredStylesheets(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>(`link[${MARK}]`)) {
    link.media = 'all';
    link.removeAttribute(MARK);
  }
}
