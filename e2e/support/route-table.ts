import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

// The web app's route table, read from apps/web/src/app/router.tsx itself, so a page added there is
// covered by the checks that walk every route (e2e/quality) without anyone listing it again.
//
// The module is compiled with esbuild and evaluated with every import replaced by an inert stand-in
// (React Router's `createBrowserRouter` returns the table it is given); the page modules are behind
// `lazy: () => import(…)` and are never loaded.

interface RouteNode {
  path?: string;
  index?: boolean;
  lazy?: unknown;
  children?: RouteNode[];
}

export interface AppRoute {
  /** Full path, e.g. `/empresa-transporte/configuracion/eventos`. */
  path: string;
  /** Whether the route sits behind the session guard (a role area). */
  signedIn: boolean;
}

const ROUTER_FILE = fileURLToPath(new URL('../../apps/web/src/app/router.tsx', import.meta.url));

/** Any property is a no-op function that is also an object: enough for module-level code to run. */
function inert(): unknown {
  const fn = () => undefined;
  return new Proxy(fn, { get: (_target, key) => (key === '__esModule' ? false : inert()) });
}

function stubModule(specifier: string): unknown {
  if (specifier === 'react-router') {
    return { createBrowserRouter: (routes: RouteNode[]) => routes, Navigate: 'Navigate' };
  }
  if (specifier === 'react/jsx-runtime') {
    return {
      jsx: (type: unknown, props: unknown) => ({ type, props }),
      jsxs: () => ({}),
      Fragment: 'Fragment',
    };
  }
  return inert();
}

function loadRouteTree(): RouteNode[] {
  const source = readFileSync(ROUTER_FILE, 'utf8');
  const { code } = transformSync(source, {
    loader: 'tsx',
    format: 'cjs',
    jsx: 'automatic',
    target: 'es2022',
  });
  const module = { exports: {} as { router?: RouteNode[] } };
  // Every `require` of the compiled module gets a stand-in.
  const evaluate = new Function('require', 'module', 'exports', code);
  evaluate(stubModule, module, module.exports);
  const tree = module.exports.router;
  if (!Array.isArray(tree)) throw new Error(`${ROUTER_FILE} no longer exports the route table as \`router\``);
  return tree;
}

/** Whether a pathless route is the session guard (its lazy module is guards/require-session). */
function isSessionGuard(route: RouteNode): boolean {
  return typeof route.lazy === 'function' && String(route.lazy).includes('require-session');
}

/** Every page path of the route table (index routes, redirects and `*` left out). */
export function appRoutes(): AppRoute[] {
  const found = new Map<string, AppRoute>();
  const walk = (routes: RouteNode[], prefix: string, signedIn: boolean) => {
    for (const route of routes) {
      if (route.index || route.path === '*') continue;
      const path = route.path ? `${prefix.replace(/\/$/, '')}/${route.path}` : prefix;
      const guarded = signedIn || isSessionGuard(route);
      if (route.children) walk(route.children, path, guarded);
      else if (route.path && route.lazy) found.set(path, { path, signedIn: guarded });
    }
  };
  walk(loadRouteTree(), '', false);
  const routes = [...found.values()];
  // A broken reading must fail loudly instead of checking nothing.
  if (routes.length < 30 || !found.has('/login') || !found.has('/empresa-transporte/viajes')) {
    throw new Error(`the route table read from ${ROUTER_FILE} looks wrong: ${routes.map((r) => r.path)}`);
  }
  return routes;
}
