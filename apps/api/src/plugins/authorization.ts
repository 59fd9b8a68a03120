import { MSG, type RoleId } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthSession } from '../modules/auth/find-session';

// Server-side permissions (ARCHITECTURE: "Server decides permissions"): use after `app.authenticate`.

/** The session of a route behind `app.authenticate` (typed non-null; 401 if misused on a public route). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError(401, MSG.unauthenticated);
  return request.session;
}

/** preHandler: the session's chosen role must be one of `roleIds`, and its e-mail verified. */
export function requireRole(...roleIds: RoleId[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = request.session;
    if (!session) throw new AppError(401, MSG.unauthenticated);
    if (!session.isEmailVerified) throw new AppError(403, MSG.emailNotVerified);
    if (session.roleId === null || !(roleIds as number[]).includes(session.roleId)) {
      throw new AppError(403, MSG.forbidden);
    }
  };
}

/**
 * The customer (tenant) the caller acts for. Every query of a customer-scoped module filters by it;
 * a session without one (super-administrator, no role chosen) is refused.
 */
export function tenantOf(request: FastifyRequest): number {
  const customerId = request.session?.customerId;
  if (customerId === null || customerId === undefined) throw new AppError(403, MSG.forbidden);
  return customerId;
}
