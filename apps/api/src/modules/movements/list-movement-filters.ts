import { MOVEMENT_STATES, type TMovementFiltersResponse } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { branches, generators } from '../../db/schema';
import type { MovementScope } from './movement-scope';

/** Options of the list filters, scoped like the list (a generator sees only itself). */
export async function listMovementFilters(db: Db, scope: MovementScope): Promise<TMovementFiltersResponse> {
  const generatorRows = await db
    .select({ id: generators.id, nit: generators.nit, nombre: generators.razonSocial })
    .from(generators)
    .where(
      scope.generatorId === null
        ? eq(generators.customerId, scope.customerId)
        : and(eq(generators.customerId, scope.customerId), eq(generators.id, scope.generatorId)),
    )
    .orderBy(asc(generators.razonSocial));
  const branchRows = await db
    .select({ id: branches.id, nombre: branches.nombre })
    .from(branches)
    .where(eq(branches.customerId, scope.customerId))
    .orderBy(asc(branches.nombre));
  return {
    generadores: generatorRows,
    sucursales: branchRows,
    estados: MOVEMENT_STATES.map((s) => ({ ...s })),
  };
}
