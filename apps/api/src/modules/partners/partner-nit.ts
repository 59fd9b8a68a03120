import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthSession } from '../auth/find-session';

/**
 * The NIT a provider's or third party's rows are found by: the one of the caller's active role grant,
 * declared at registration and checked by the administrator who activated it. null: none on record.
 */
export async function findPartnerNit(
  db: Db,
  session: Pick<AuthSession, 'userRoleId'>,
): Promise<string | null> {
  if (session.userRoleId === null) return null;
  const [grant] = await db
    .select({ nit: userRoles.companyNit })
    .from(userRoles)
    .where(and(eq(userRoles.id, session.userRoleId), eq(userRoles.status, 'active')));
  const nit = grant?.nit?.replace(/\D/g, '') ?? '';
  return nit === '' ? null : nit;
}

/** `findPartnerNit`, or a 403 that says why the area is empty. */
export async function requirePartnerNit(db: Db, session: Pick<AuthSession, 'userRoleId'>): Promise<string> {
  const nit = await findPartnerNit(db, session);
  if (nit === null) throw new AppError(403, MSG.partnerNoNit);
  return nit;
}
