// The only script a prerendered public page names in its HTML (issue 28, ADR 0021; written into the
// build by vite-page-preloads.ts). The page is already readable: its markup and the CSS it uses are in
// the HTML. The app's code starts right after the first frame is painted, so on a slow phone the paint
// never waits for ~200 KB of JavaScript to download and run. A tab opened in the background paints no
// frame; there the code starts at once.
const tag = document.querySelector('script[data-entry]');
const hrefs = tag.dataset.preload.split(' ').filter(Boolean);

// Each <link rel="modulepreload"> costs the main thread ~1 ms to insert, and a registration page names
// ~60 modules: inserted at once they made one task of 50–60 ms here, ~200 ms on a phone's CPU, right
// after the first paint. A few at a time, each batch its own task (a message, which a background tab
// does not slow down as it does timers), they stay short; the entry is imported after the last.
const PER_TASK = 8;
const channel = new MessageChannel();
const preloadSome = () => {
  const batch = document.createDocumentFragment();
  for (const href of hrefs.splice(0, PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    batch.append(link);
  }
  document.head.append(batch);
  if (hrefs.length > 0) channel.port2.postMessage(null);
  else import(tag.dataset.entry);
};
channel.port1.onmessage = preloadSome;
const start = () => preloadSome();
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
