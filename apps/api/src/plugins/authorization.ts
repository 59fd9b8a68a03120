import { MSG, type Permission, ROLE, type RoleId } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthSession } from '../modules/auth/find-session';
import type { DriverSession } from '../modules/drivers/find-driver-session';

// Server-side permissions (ARCHITECTURE: "Server decides permissions"). The authentication plugin's gate
// applies `checkRole` to every route that declares `config.roles`; handlers read the session with these.

/** The session of a session route (typed non-null; 401 if misused on a public route). */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError(401, MSG.unauthenticated);
  return request.session;
}

/** The session's chosen role must be one of `roleIds`, and its e-mail verified (403 otherwise). */
export function checkRole(session: AuthSession, roleIds: readonly RoleId[]): void {
  if (!session.isEmailVerified) throw new AppError(403, MSG.emailNotVerified);
  if (session.roleId === null || !(roleIds as readonly number[]).includes(session.roleId)) {
    throw new AppError(403, MSG.forbidden);
  }
}

/**
 * Issue 27 §3: a transport company user (role 5) also needs the route's permission in the profile of the
 * grant. A role-5 route that declares none is refused (deny by default; the profile walk test names it).
 * Other roles are not concerned, even on a route they share with role 5.
 */
export function checkPermission(
  session: AuthSession,
  roleIds: readonly RoleId[],
  permission?: Permission,
): void {
  if (
    session.roleId !== ROLE.empresaTransporte ||
    !(roleIds as readonly number[]).includes(ROLE.empresaTransporte)
  ) {
    return;
  }
  if (!permission || !session.permissions.includes(permission)) throw new AppError(403, MSG.profileForbidden);
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

/** The device session of an `access: 'driver'` route (typed non-null; 401 if misused elsewhere). */
export function driverSessionOf(request: FastifyRequest): DriverSession {
  if (!request.driverSession) throw new AppError(401, MSG.unauthenticated);
  return request.driverSession;
}
