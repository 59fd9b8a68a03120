// The only script a prerendered public page names in its HTML (issue 28, ADR 0021; written into the
// build by vite-page-preloads.ts). The page is already readable: its markup and the CSS it uses are in
// the HTML. The app's code starts right after the first frame is painted, so on a slow phone the paint
// never waits for ~200 KB of JavaScript to download and run. A tab opened in the background paints no
// frame; there the code starts at once.
const tag = document.querySelector('script[data-entry]');
const start = () => {
  for (const href of tag.dataset.preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry);
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
