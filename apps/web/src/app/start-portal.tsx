// Starts the session check before the router begins fetching the page's chunks.
import './start-session-check';
// Before any Zod schema parses (the pages' chunks, which hold Zod, load after this module).
import '../lib/zod-without-eval';
// Before any dialog mounts: its Escape listener must run ahead of every modal's own.
import '../lib/top-dialog-escape';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydratesThisVisit } from '../lib/hydrates-this-visit';
import { nextTask } from '../lib/next-task';
import { queryClient } from '../lib/query-client';
import { sessionQueryOptions } from '../lib/session';
import { AppProviders } from './providers';
import { createAppRouter, loadMatchedRoutes } from './router';

/**
 * The portal: every page under React Router (main.tsx; the public shell hands a visit over to it too).
 *
 * Issue 28 (ADR 0021): a public page's HTML holds the page the build rendered for a visitor at that
 * path (`data-prerendered`), so it paints before any JavaScript runs. When this visit renders as the
 * build did — same path, no session, no query parameter that changes the first render — React hydrates
 * it, and a form used meanwhile keeps what was typed (lib/use-prerendered-form.ts); otherwise (a session
 * to check, `?rol=…`) it renders afresh over it. Either way the page's lazy routes are loaded first,
 * so the first render is the page itself, not the loader.
 */
export async function startPortal(container: HTMLElement): Promise<void> {
  const prerendered = container.dataset.prerendered;
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered === undefined) {
    createRoot(container).render(app(createAppRouter()));
    return;
  }
  const sameVisit = hydratesThisVisit(container);
  // The page is painted already. Matching the route table (~15 ms on a desktop the first time, the
  // router's code compiling) waits for a task of its own instead of lengthening the one that evaluated
  // the app's modules: on /login that was the largest blocking task.
  await nextTask();
  // A visitor's session answer needs no request (null at once): the guards render as the build's did.
  await Promise.all([
    loadMatchedRoutes(window.location.pathname),
    sameVisit ? queryClient.ensureQueryData(sessionQueryOptions) : null,
  ]).catch(() => undefined);
  const router = createAppRouter();
  // In a transition React hydrates in slices of a few milliseconds instead of one long task: the page
  // is already painted, and a phone's main thread stays free for the visitor's first tap (Lighthouse's
  // total blocking time).
  if (sameVisit) {
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  } else createRoot(container).render(app(router));
}
