// Issue 28 (ADR 0021): the public pages rendered to HTML at build time, as a visitor sees them, so a
// phone paints the page from the first response instead of after the JavaScript has loaded and run.
// Built for Node by vite-page-preloads.ts (an SSR build of this file) and called once per page of
// public-pages.json; the entry that page's HTML names hydrates the result — the public shell
// (public-main.tsx) for its pages, the portal (main.tsx) for the rest. Build time only: the API serves
// static files.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { loadShellPage, PublicShell } from './app/public-shell/public-shell';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { queryClient } from './lib/query-client';
import { sessionQueryKey } from './lib/session';

/** The page at `path` as a visitor (no session) sees it before any interaction, and its tab title. */
export async function render(path: string): Promise<{ html: string; title: string | undefined }> {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
  // The portal's route table names every page's title, the shell's pages included.
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered a redirect`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const title = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const ShellPage = await loadShellPage(path);
  if (ShellPage) {
    const html = renderToString(
      <PublicShell pathname={path} search="">
        <ShellPage />
      </PublicShell>,
    );
    return { html, title };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, title };
}
