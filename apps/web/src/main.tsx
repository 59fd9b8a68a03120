// First: starts the session check before the router begins fetching the page's chunks.
import './app/start-session-check';
// Before any dialog mounts: its Escape listener must run ahead of every modal's own.
import './lib/top-dialog-escape';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { queryClient } from './lib/query-client';
import { mayHaveSession, sessionQueryOptions } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

/**
 * Issue 28 (ADR 0021): a public page's HTML holds the page the build rendered for a visitor at that
 * path (`data-prerendered`), so it paints before any JavaScript runs. When this visit is the one the
 * build rendered — same path, no query string, no session — React hydrates it; otherwise (a session
 * to check, `?customer=…`, `?next=…`) it renders afresh over it. Either way the page's lazy routes are
 * loaded first, so the first render is the page itself, not the loader.
 */
async function start(container: HTMLElement) {
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
  const sameVisit =
    prerendered === window.location.pathname && window.location.search === '' && !mayHaveSession();
  // A visitor's session answer needs no request (null at once): the guards render as the build's did.
  await Promise.all([
    loadMatchedRoutes(window.location.pathname),
    sameVisit ? queryClient.ensureQueryData(sessionQueryOptions) : null,
  ]).catch(() => undefined);
  const router = createAppRouter();
  if (sameVisit) hydrateRoot(container, app(router));
  else createRoot(container).render(app(router));
}

void start(root);
