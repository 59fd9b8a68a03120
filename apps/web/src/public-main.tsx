// The public shell's entry (issue 28, ADR 0021): the landing, the role information pages, the
// registration pages and the customer lookup, opened by a visitor, hydrate from their prerendered HTML
// with React and Mantine only — no React Router, no query client unless the page reads data — so a
// phone on a slow network downloads and runs about a quarter less before the page answers. Their
// links are plain anchors: the next page arrives as its own prerendered HTML. The build names this
// entry in those pages' HTML instead of main.tsx (vite-page-preloads.ts, public-pages.json).
// First: the stylesheets a prerendered page deferred apply before anything renders over its markup.
import './lib/apply-deferred-stylesheets';
// Before any Zod schema parses (the contact form's, the lookup's, the registration's).
import './lib/zod-without-eval';
// Before any dialog mounts (the landing's menu drawer, the lookup's dialogs).
import './lib/top-dialog-escape';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadShellPage, PublicShell } from './app/public-shell/public-shell';
import { hydratesThisVisit } from './lib/hydrates-this-visit';

async function start(container: HTMLElement) {
  const { pathname, search } = window.location;
  const Page = hydratesThisVisit(container) ? await loadShellPage(pathname) : null;
  if (!Page) {
    // Not a visitor's first render: the portal draws the page afresh, its guards and session included.
    const { startPortal } = await import('./app/start-portal');
    await startPortal(container);
    return;
  }
  // In a transition React hydrates in slices of a few milliseconds instead of one long task (TBT).
  startTransition(() => {
    hydrateRoot(
      container,
      <PublicShell pathname={pathname} search={search}>
        <Page />
      </PublicShell>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from the page');
void start(root);
