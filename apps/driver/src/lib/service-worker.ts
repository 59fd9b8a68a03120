// The service worker (vite-plugin-pwa, generateSW): precaches the app shell so /conductor opens with no
// network. Registered after the first paint so it never competes with the page's own downloads.

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/conductor/sw.js', { scope: '/conductor/' }).catch(() => {
      // Without a worker the app still works online; the outbox does not depend on it.
    });
  });
}
