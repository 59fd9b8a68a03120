import type { Page, Request } from '@playwright/test';
import { expect } from './patient-expect';

// Playwright's 'networkidle' never comes to a signed-in page of roles 5 and 2: the live stream
// (GET /api/eventos/stream, issue 26 item 1) stays open as long as the tab does. This waits for the same
// state — no request in flight for 500 ms — leaving the long-lived stream out. One watcher per page,
// attached the first time the page is waited on (what was already in flight then is not seen).

const LONG_LIVED = [/\/api\/eventos\/stream(\?|$)/];
const QUIET_MS = 500;

class NetworkWatcher {
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      if (LONG_LIVED.some((pattern) => pattern.test(request.url()))) return;
      this.inFlight.add(request);
      this.lastChange = Date.now();
    });
    const done = (request: Request) => {
      if (this.inFlight.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  isQuiet(): boolean {
    return this.inFlight.size === 0 && Date.now() - this.lastChange >= QUIET_MS;
  }
}

const watchers = new WeakMap<Page, NetworkWatcher>();

/** Waits until `page` has had no request in flight (the live stream aside) for 500 ms. */
export async function networkQuiet(page: Page, timeout = 30_000): Promise<void> {
  let watcher = watchers.get(page);
  if (!watcher) {
    watcher = new NetworkWatcher(page);
    watchers.set(page, watcher);
  }
  await expect
    .poll(() => watcher.isQuiet(), { message: 'the page stops loading', timeout, intervals: [100] })
    .toBe(true);
}
