import { ROLE } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { generators, userRoleGenerators, userRoles } from '../../db/schema';
import type { AuthSession } from '../auth/find-session';

/**
 * Whose invoices a caller sees (issue 25 §2): a transport company all of its own (optionally one
 * generator); a generator the invoices of every company whose active grant speaks for it — per grant,
 * the generator the company assigned, else the company's generator with the grant's NIT (as movements).
 */
export interface CarteraScope {
  /** Pairs of (company, generator or null = all the company's generators); empty = nothing. */
  pairs: { customerId: number; generatorId: number | null }[];
}

export async function carteraScopeOf(
  db: Db,
  session: Pick<AuthSession, 'roleId' | 'userId' | 'customerId'>,
  filters: { empresa?: number; generador?: number },
): Promise<CarteraScope> {
  if (session.roleId === ROLE.empresaTransporte && session.customerId !== null) {
    return { pairs: [{ customerId: session.customerId, generatorId: filters.generador ?? null }] };
  }
  if (session.roleId !== ROLE.generador) return { pairs: [] };
  const grants = await db
    .select({
      customerId: userRoles.customerId,
      assigned: userRoleGenerators.generatorId,
      byNit: generators.id,
    })
    .from(userRoles)
    .leftJoin(userRoleGenerators, eq(userRoleGenerators.userRoleId, userRoles.id))
    .leftJoin(
      generators,
      and(eq(generators.customerId, userRoles.customerId), eq(generators.nit, userRoles.companyNit)),
    )
    .where(
      and(
        eq(userRoles.userId, session.userId),
        eq(userRoles.roleId, ROLE.generador),
        eq(userRoles.status, 'active'),
      ),
    );
  const pairs = grants.flatMap((g) => {
    const generatorId = g.assigned ?? g.byNit;
    if (g.customerId === null || generatorId === null) return [];
    if (filters.empresa !== undefined && g.customerId !== filters.empresa) return [];
    return [{ customerId: g.customerId, generatorId }];
  });
  return { pairs };
}
