import { type Page, test } from '@playwright/test';
import { axeViolations, blocksInParagraphs, englishDefaults, layoutProblems, settle } from './page-checks';
import { type ExpectedFailure, PageWatch } from './page-watch';
import { expect } from './patient-expect';

// Issue 14 items 7 and 8: a signed-in tab (or a visitor's) walks a list of pages; each is opened,
// left to settle and checked — console and page errors, failed same-origin requests, API requests
// sent twice, blocks inside paragraphs, English library defaults, sideways scrolling and cut badges
// (issue 22), axe-core serious and critical violations. Every page's findings are collected and
// asserted once at the end, so one run shows every problem of the role.

export interface PageVisit {
  /**
   * Where to go (a function: an address an earlier visit found); with `stay`, only the report's name
   * for the page the last visit left open.
   */
  path: string | (() => string);
  /** Go on from the page the previous visit left (e.g. after a sign-in in a dialog): no navigation. */
  stay?: boolean;
  /** After the page settles: what to open and check as well (a dialog, a tab); it may navigate. */
  open?: (page: Page) => Promise<void>;
  /** How the report names the visit (default: the path). */
  name?: string;
  /** Answers ≥ 400 the page asks for and shows as a message, each with why it is legitimate. */
  expected?: ExpectedFailure[];
  /** The visit is meant to show the not-found page (every other one must resolve to a page). */
  notFound?: boolean;
}

/** A generous budget per page (load, settle, axe) on a busy CI machine, plus the sign-in. */
export function walkTimeout(visits: number): number {
  return 40_000 + visits * 10_000;
}

function firstLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

function pathOf(visit: PageVisit): string {
  return typeof visit.path === 'function' ? visit.path() : visit.path;
}

async function checkVisit(page: Page, watch: PageWatch, visit: PageVisit): Promise<string[]> {
  watch.start(visit.expected);
  const found: string[] = [];
  if (!visit.stay) {
    const path = pathOf(visit);
    await page.goto(path);
    await settle(page);
    const wanted = new URL(path, page.url()).pathname.replace(/\/$/, '');
    const landed = new URL(page.url()).pathname.replace(/\/$/, '');
    if (landed !== wanted) found.push(`landed on ${landed} instead`);
    // spec §2.1 (issue 28: the route-table walk merged into this one): every path of the table
    // resolves to a page with its main landmark, never to the not-found page.
    const notFound = (await page.getByText('LA URL NO EXISTE').count()) > 0;
    if (notFound !== Boolean(visit.notFound))
      found.push(notFound ? 'shows the not-found page' : 'does not show the not-found page');
    if (!(await page.locator('main, [role="main"]').first().isVisible())) found.push('has no visible main');
  }
  watch.loaded();
  if (visit.open) {
    // What could not be opened is a finding; the page is checked all the same.
    await visit
      .open(page)
      .catch((error: unknown) => found.push(`could not open what it should: ${firstLine(error)}`));
    await settle(page);
  }
  found.push(
    ...(await blocksInParagraphs(page)),
    ...(await englishDefaults(page)),
    ...(await layoutProblems(page)),
    ...(await axeViolations(page)),
  );
  // Last: whatever the page logged meanwhile counts too.
  return [...watch.take(), ...found];
}

/** Walks `visits` in `page` and fails once, at the end, with every page's findings. */
export async function walkPages(page: Page, visits: PageVisit[]): Promise<void> {
  expect(visits.length, 'the walk has pages to visit').toBeGreaterThan(0);
  // What the sign-in's landing page still loads is not the first visit's. On a busy machine its script
  // can still be running after 500 quiet ms; its requests then left with the first visit's navigation
  // and counted as sent twice (CI, /terceros/inicio): wait for the page itself first.
  if (page.url() !== 'about:blank')
    await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 60_000 });
  await settle(page);
  const watch = new PageWatch(page, test.info().project.use.baseURL ?? '');
  const report: string[] = [];
  let checked = 0;
  for (const visit of visits) {
    let found: string[];
    try {
      found = await checkVisit(page, watch, visit);
      checked += 1;
    } catch (error) {
      found = [`could not be checked: ${firstLine(error)}`];
    }
    if (found.length) report.push([visit.name ?? pathOf(visit), ...found].join('\n    '));
  }
  test.info().annotations.push({ type: 'pages checked', description: `${checked} of ${visits.length}` });
  expect(
    report,
    `${report.length} of ${visits.length} pages have problems:\n\n${report.join('\n\n')}\n`,
  ).toEqual([]);
  expect(checked, 'pages checked').toBe(visits.length);
}
