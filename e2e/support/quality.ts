import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { loginAs } from './auth';
import type { DemoAccount } from './demo-accounts';

// Issue 14 items 7 and 8: every page of every role opens with a quiet console and no serious
// accessibility violation. `watchPage` listens while a page loads; `expectQuietPage` reads what it
// heard; `expectAccessible` runs axe-core (WCAG 2 A and AA) and fails on serious or critical findings.

/** An API answer a page is meant to receive (e.g. a 404 for a manifest that does not exist). */
export interface ExpectedFailure {
  url: RegExp;
  status: number;
}

export interface PageWatch {
  /** Console errors, page errors and unexpected API failures heard so far. */
  problems: string[];
  /** How many times each API request (method, URL and body) was sent. */
  apiRequests: Map<string, number>;
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d+)/;

function isApi(url: string): boolean {
  return new URL(url).pathname.startsWith('/api/');
}

/** Starts listening to the page: call before the page is opened. */
export function watchPage(page: Page, expected: ExpectedFailure[] = []): PageWatch {
  const watch: PageWatch = { problems: [], apiRequests: new Map() };
  const isExpected = (url: string, status: number) =>
    expected.some((allowed) => allowed.status === status && allowed.url.test(url));

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failed = FAILED_RESOURCE.exec(message.text());
    // The browser logs every failed load; an answer the page expects is not a problem.
    if (failed && isExpected(message.location().url, Number(failed[1]))) return;
    watch.problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    const url = response.url();
    if (!isApi(url) || response.status() < 400 || isExpected(url, response.status())) return;
    watch.problems.push(
      `${response.request().method()} ${new URL(url).pathname} answered ${response.status()}`,
    );
  });
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    const { pathname, search } = new URL(request.url());
    const key = `${request.method()} ${pathname}${search} ${request.postData() ?? ''}`.trim();
    watch.apiRequests.set(key, (watch.apiRequests.get(key) ?? 0) + 1);
  });
  return watch;
}

/** Waits until the page has loaded its chunks and data and shows no loader. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Elements that may not sit inside a <p> (React warns in development; browsers misrender them). */
const BLOCK_IN_PARAGRAPH =
  'p :is(div, p, ul, ol, dl, table, form, section, article, header, footer, nav, h1, h2, h3, h4, h5, h6, hr, pre, blockquote)';

/** Libraries' English defaults that must never reach the Spanish UI (text or accessible name). */
const ENGLISH_DEFAULTS =
  /^(No records|Records per page|Toggle password visibility|Close|Clear|Loading\.*|Previous|Next|Previous page|Next page|First page|Last page|Remove|Open|Pick date)$/i;

/** Texts and aria-labels on the page that are a library's English default. */
function englishTexts(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const english = new RegExp(source, 'i');
    const found: string[] = [];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && english.test(value)) found.push(`${attribute}="${value}"`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text && english.test(text)) found.push(`text "${text}"`);
    }
    return found;
  }, ENGLISH_DEFAULTS.source);
}

/**
 * Fails on what the watch heard, on repeated API requests, on block elements inside paragraphs and
 * on English library defaults.
 */
export async function expectQuietPage(page: Page, watch: PageWatch): Promise<void> {
  const repeated = [...watch.apiRequests].filter(([, count]) => count > 1).map(([key, n]) => `${key} ×${n}`);
  const nested = await page
    .locator(BLOCK_IN_PARAGRAPH)
    .evaluateAll((elements) =>
      elements.map(
        (el) => `<${el.tagName.toLowerCase()}> in <p>: ${el.closest('p')?.textContent?.slice(0, 60)}`,
      ),
    );
  // Soft: a page's every finding is reported at once, and axe still runs after them.
  expect.soft(watch.problems, 'console errors, page errors or failed API calls').toEqual([]);
  expect.soft(repeated, 'API requests sent more than once').toEqual([]);
  expect.soft(nested, 'block elements inside a paragraph').toEqual([]);
  expect.soft(await englishTexts(page), 'English texts left by a library').toEqual([]);
}

/** Runs axe-core (WCAG 2 A and AA) over the page, or part of it, and fails on serious or critical findings. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // WCAG 2 A/AA, plus 2.5.3 "label in name" (a wcag21a rule): a control's accessible name must
  // contain its visible text (issue 14 item 8 found such mismatches in the signed-in layout).
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}\n${targets.join('\n')}`;
    });
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** Opens a page, waits for it to settle and runs both checks. */
export async function checkPage(page: Page, path: string, expected: ExpectedFailure[] = []): Promise<void> {
  const watch = watchPage(page, expected);
  await page.goto(path);
  await settle(page);
  await expectQuietPage(page, watch);
  await expectAccessible(page);
}

interface QualityOptions {
  /** The demo account the test's page is signed in as (null: a visitor). */
  account: DemoAccount | null;
}

interface QualityWorker {
  /** A signed-in storage state file per demo account, made once per worker through the login form. */
  signedInState: (account: DemoAccount) => Promise<string>;
}

/** `test` whose page is signed in as `test.use({ account })`, reusing one sign-in per account. */
export const test = base.extend<QualityOptions, QualityWorker>({
  account: [null, { option: true }],
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const states = new Map<DemoAccount, Promise<string>>();
      const folder = join(workerInfo.project.outputDir, '.auth');
      mkdirSync(folder, { recursive: true });
      const signIn = async (account: DemoAccount) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        const page = await context.newPage();
        await loginAs(page, account);
        await page.waitForLoadState('networkidle');
        const file = join(folder, `${account}-${workerInfo.workerIndex}.json`);
        await context.storageState({ path: file });
        await context.close();
        return file;
      };
      await use((account) => {
        let state = states.get(account);
        if (!state) {
          state = signIn(account);
          states.set(account, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, signedInState }, use) => {
    await use(account ? await signedInState(account) : undefined);
  },
});
