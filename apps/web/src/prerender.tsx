// Issue 28 (ADR 0021): the public pages rendered to HTML at build time, as a visitor sees them, so a
// phone paints the page from the first response instead of after the JavaScript has loaded and run.
// Built for Node by vite-page-preloads.ts (an SSR build of this file) and called once per page of
// public-pages.json; main.tsx hydrates the result. Build time only: the API serves static files.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { queryClient } from './lib/query-client';
import { sessionQueryKey } from './lib/session';

/** The page at `path` as a visitor (no session) sees it before any interaction, and its tab title. */
export async function render(path: string): Promise<{ html: string; title: string | undefined }> {
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered a redirect`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const title = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  return { html, title };
}
