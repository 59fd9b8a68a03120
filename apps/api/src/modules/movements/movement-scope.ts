import { ROLE } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { generators, userRoleGenerators, userRoles } from '../../db/schema';
import type { AuthSession } from '../auth/find-session';

/**
 * Whose movements a caller sees: a transport company (role 5) all of its own; a generator (role 2)
 * only the consignments of the generator its grant speaks for — the one the company assigned, else the
 * company's generator with the NIT given at registration (the company checked that NIT when it activated
 * the grant), else none.
 */
export interface MovementScope {
  customerId: number;
  /** null: the whole company; a number: only that generator's consignments (0 matches nothing). */
  generatorId: number | null;
}

/** The session's plain values (STYLE 12); `customerId` is the tenant the route already required (tenantOf). */
export type ScopeSession = Pick<AuthSession, 'roleId' | 'userRoleId'> & { customerId: number };

export async function movementScopeOf(db: Db, session: ScopeSession): Promise<MovementScope> {
  const { customerId } = session;
  if (session.roleId !== ROLE.generador) return { customerId, generatorId: null };
  if (session.userRoleId === null) return { customerId, generatorId: 0 };
  const [grant] = await db
    .select({ assigned: userRoleGenerators.generatorId, byNit: generators.id })
    .from(userRoles)
    .leftJoin(userRoleGenerators, eq(userRoleGenerators.userRoleId, userRoles.id))
    .leftJoin(
      generators,
      and(eq(generators.customerId, userRoles.customerId), eq(generators.nit, userRoles.companyNit)),
    )
    .where(eq(userRoles.id, session.userRoleId));
  return { customerId, generatorId: grant?.assigned ?? grant?.byNit ?? 0 };
}
