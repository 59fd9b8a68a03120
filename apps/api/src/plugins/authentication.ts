import { MSG } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type AuthSession, findSession } from '../modules/auth/find-session';
import { SESSION_POLICY } from '../modules/auth/session-policy';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated session (token, user, chosen role, tenant); null on public routes. */
    session: AuthSession | null;
    user: { id: number; email: string } | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected scopes: 401 / 403 or a populated `request.session`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Like authenticate, but a missing or dead token just leaves `request.session` null. */
    identify(request: FastifyRequest): Promise<void>;
  }
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

    async function resolve(request: FastifyRequest): Promise<AuthSession | null> {
      const found = readToken(request);
      if (!found) return null;
      // CSRF defence: a browser sends the cookie on cross-site requests too, but a cross-site form
      // cannot add custom headers. Bearer clients (the driver app, integrators) are not exposed.
      if (found.isCookie && !request.headers['x-requested-with']) {
        throw new AppError(403, MSG.missingRequestedWith);
      }
      if (found.token.length > MAX_TOKEN_LENGTH) return null;
      const session = await findSession(app.db, found.token, app.clock.now());
      if (session) {
        request.session = session;
        request.user = { id: session.userId, email: session.email };
      }
      return session;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await resolve(request))) throw new AppError(401, MSG.unauthenticated);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      await resolve(request);
    });
  },
  { name: 'authentication', dependencies: ['context'] },
);
