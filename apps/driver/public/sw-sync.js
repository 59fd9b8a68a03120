// Background Sync (issue 10, ADR 0016), imported by the generated service worker. The outbox lives in
// the page's IndexedDB and is sent by the page (src/lib/outbox.ts): when the browser reports the network
// is back, the worker tells every open page of the app to send it now.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'trazo-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      for (const page of pages) page.postMessage({ type: 'trazo-outbox-sync' });
    }),
  );
});
