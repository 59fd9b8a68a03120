import type { Page, Request } from '@playwright/test';

// Issue 14 item 7, "quiet console": what a page says while it loads — console errors, uncaught page
// errors, same-origin requests answered ≥ 400 and API requests the page's load sent more than once.
// One watch per page (the walk's tab): `start` opens a visit, `loaded` ends its load (what a dialog
// or a click asks for afterwards is not a repeat), `take` returns what the visit heard.

/** A same-origin answer a page asks for and shows as a message; `why` says why it is legitimate. */
export interface ExpectedFailure {
  url: RegExp;
  status: number;
  why: string;
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d+)/;

export class PageWatch {
  private problems: string[] = [];
  private requests = new Map<string, number>();
  private expected: ExpectedFailure[] = [];
  private loading = false;
  private readonly origin: string;

  constructor(page: Page, baseURL: string) {
    this.origin = new URL(baseURL).origin;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser logs every answer ≥ 400 as an error: our own origin's are judged (expected or not)
      // and reported once, with method and path, by the response listener.
      if (FAILED_RESOURCE.test(message.text()) && this.isOwn(message.location().url)) return;
      this.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      const url = response.url();
      const status = response.status();
      if (status < 400 || !this.isOwn(url) || this.isExpected(url, status)) return;
      this.problems.push(`${response.request().method()} ${this.pathOf(url)} answered ${status}`);
    });
    page.on('request', (request) => this.count(request));
  }

  /** Starts a new visit: forgets what the last one heard. */
  start(expected: ExpectedFailure[] = []): void {
    this.problems = [];
    this.requests = new Map();
    this.expected = expected;
    this.loading = true;
  }

  /** The page has loaded: requests from here on are not counted as repeats. */
  loaded(): void {
    this.loading = false;
  }

  /** What this visit heard, API requests sent twice included. */
  take(): string[] {
    const repeated = [...this.requests]
      .filter(([, count]) => count > 1)
      .map(([key, count]) => `sent ${count} times: ${key}`);
    return [...this.problems, ...repeated];
  }

  private count(request: Request): void {
    const url = request.url();
    if (!this.loading || !this.isOwn(url) || !this.pathOf(url).includes('/api/')) return;
    const key = `${request.method()} ${this.pathOf(url)} ${request.postData() ?? ''}`.trim();
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
  }

  private isOwn(url: string): boolean {
    return url.startsWith(this.origin);
  }

  private pathOf(url: string): string {
    const { pathname, search } = new URL(url);
    return pathname + search;
  }

  private isExpected(url: string, status: number): boolean {
    return this.expected.some((allowed) => allowed.status === status && allowed.url.test(url));
  }
}
