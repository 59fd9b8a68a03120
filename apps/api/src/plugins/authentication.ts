import { MSG, type Permission, type RoleId, SESSION_HINT_COOKIE } from '@trazo/shared';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type AuthSession, findSession } from '../modules/auth/find-session';
import { createSessionCache } from '../modules/auth/session-cache';
import { clearSessionHint } from '../modules/auth/session-cookie';
import { SESSION_POLICY } from '../modules/auth/session-policy';
import { type DriverSession, findDriverSession } from '../modules/drivers/find-driver-session';
import { apiKeyAuthenticator } from '../modules/integration/authenticate-api-key';
import { checkPermission, checkRole } from './authorization';
import { DOCS_PREFIX } from './docs';
import { isApiPath } from './errors';

/**
 * Who may call a route (deny by default, ARCHITECTURE). Absent means 'session'.
 * - 'session': a live session, and one of `roles` when the route names them (checked before validation).
 * - 'public': anyone; the session is not even looked up.
 * - 'optional': anyone; a session, when sent, is read (e.g. logout, plans).
 * - 'apiKey': not a session but never anonymous: the ERP's `X-Api-Key` of an active company (ADR 0005).
 * - 'driver': a device session of the drivers' app (`Authorization: Bearer`, never a cookie), resolved from
 *   driver_sessions into `request.driverSession`. A portal token is not a driver token, nor the reverse.
 */
export type RouteAccess = 'session' | 'public' | 'optional' | 'apiKey' | 'driver';

/** One route's declared access, as the hook enforces it and the tests read it. */
export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
  roles: readonly RoleId[] | null;
  permission: Permission | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated session (token, user, chosen role, tenant); null on public routes. */
    session: AuthSession | null;
    user: { id: number; email: string } | null;
    /** The drivers' app device session on `access: 'driver'` routes; null elsewhere. */
    driverSession: DriverSession | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; absent = a session (deny by default). */
    access?: RouteAccess;
    /** With a session: the roles that may call (and a verified e-mail). Absent = any signed-in user. */
    roles?: readonly RoleId[];
    /**
     * On transport-company (role 5) routes: the profile permission the caller needs (issue 27). Declared
     * beside `roles`; the gate refuses a role-5 session whose profile lacks it (403), and any role-5 session
     * on a role-5 route that declares none.
     */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** Every route's declared access, in registration order (for the deny-by-default tests). */
    routeAccess: RouteAccessEntry[];
  }
}

/** Swagger UI's own routes are the one public area not declared route by route (the plugin adds them). */
function accessOf(route: Pick<RouteOptions, 'url' | 'config'>): RouteAccess {
  return route.config?.access ?? (route.url.startsWith(DOCS_PREFIX) ? 'public' : 'session');
}

// A base64url token of 32 bytes is 43 characters; anything much longer is not ours.
const MAX_TOKEN_LENGTH = 128;

function readToken(request: FastifyRequest): { token: string; isCookie: boolean } | null {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (bearer) return { token: bearer, isCookie: false };
  const cookie = request.cookies[SESSION_POLICY.cookieName];
  if (cookie) return { token: cookie.replace(/^Bearer\s+/i, ''), isCookie: true };
  return null;
}

export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);

    const sessions = createSessionCache(app.config.sessionCacheMs);
    // Any write may end or change a session (sign-out, password, a user, grant, company or profile
    // changed): once it is done, and before its answer leaves, the next request reads sessions afresh.
    const forgetSessionsAfterWrite = (request: FastifyRequest) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') sessions.forgetAll();
    };
    app.addHook('onSend', (request, _reply, payload, done) => {
      forgetSessionsAfterWrite(request);
      done(null, payload);
    });
    // Again at the end, for a write that finished after its answer (a stream, an aborted request).
    app.addHook('onResponse', (request, _reply, done) => {
      forgetSessionsAfterWrite(request);
      done();
    });

    async function resolve(request: FastifyRequest): Promise<AuthSession | null> {
      const found = readToken(request);
      if (!found) return null;
      // CSRF defence: a browser sends the cookie on cross-site requests too, but a cross-site form
      // cannot add custom headers. Bearer clients (the driver app, integrators) are not exposed.
      if (found.isCookie && !request.headers['x-requested-with']) {
        throw new AppError(403, MSG.missingRequestedWith);
      }
      if (found.token.length > MAX_TOKEN_LENGTH) return null;
      const now = app.clock.now();
      const session =
        (await sessions.find(found.token, now, () => findSession(app.db, found.token, now)))?.session ?? null;
      if (session) {
        request.session = session;
        request.user = { id: session.userId, email: session.email };
      }
      return session;
    }

    app.decorateRequest('driverSession', null);
    /** The drivers' gate: a Bearer header only (the app never uses cookies), looked up in driver_sessions. */
    async function resolveDriver(request: FastifyRequest): Promise<DriverSession | null> {
      const header = request.headers.authorization;
      const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      const driverSession = await findDriverSession(app.db, token, app.clock.now());
      request.driverSession = driverSession;
      return driverSession;
    }

    app.decorateRequest('integration', null);
    const authenticateApiKey = apiKeyAuthenticator(app);
    const routeAccess: RouteAccessEntry[] = [];
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routeAccess.push({
          method,
          url: route.url,
          access: accessOf(route),
          roles: route.config?.roles ?? null,
          permission: route.config?.permission ?? null,
        });
      }
    });

    // The one gate of every /api route: unknown paths fall through to the 404, the rest need what they declare.
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions;
      // The route's pattern, not the request's path: /api/nope matched by the SPA's wildcard is a 404.
      if (request.is404 || route.url === undefined || !isApiPath(route.url)) return;
      const access = accessOf({ url: route.url, config: route.config });
      if (access === 'public') return;
      if (access === 'apiKey') return authenticateApiKey(request);
      if (access === 'driver') {
        if (!(await resolveDriver(request))) throw new AppError(401, MSG.unauthenticated);
        return;
      }
      if (access === 'optional') {
        // A cookie without X-Requested-With only means "anonymous" on a read (plans); a write (logout)
        // is refused, as the CSRF guard intends.
        const isRead = request.method === 'GET' || request.method === 'HEAD';
        await resolve(request).catch((error: unknown) => {
          if (!isRead) throw error;
        });
        return;
      }
      const session = await resolve(request);
      if (!session) {
        // The browser's session hint outlived its session: drop it, so the web app stops asking.
        if (request.cookies[SESSION_HINT_COOKIE]) clearSessionHint(reply);
        throw new AppError(401, MSG.unauthenticated);
      }
      if (route.config.roles) {
        checkRole(session, route.config.roles);
        checkPermission(session, route.config.roles, route.config.permission);
      }
    });
  },
  { name: 'authentication', dependencies: ['context'] },
);
