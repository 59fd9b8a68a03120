import { ROLE } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { userRoleGenerators } from '../../db/schema';
import { sessionOf, tenantOf } from '../../plugins/authorization';

/**
 * Whose movements a caller sees: a transport company (role 5) all of its own; a generator (role 2)
 * only the consignments of the generator its grant speaks for (none when not linked yet).
 */
export interface MovementScope {
  customerId: number;
  /** null: the whole company; a number: only that generator's consignments (0 matches nothing). */
  generatorId: number | null;
}

export async function movementScopeOf(db: Db, request: FastifyRequest): Promise<MovementScope> {
  const session = sessionOf(request);
  const customerId = tenantOf(request);
  if (session.roleId !== ROLE.generador) return { customerId, generatorId: null };
  if (session.userRoleId === null) return { customerId, generatorId: 0 };
  const [link] = await db
    .select({ generatorId: userRoleGenerators.generatorId })
    .from(userRoleGenerators)
    .where(eq(userRoleGenerators.userRoleId, session.userRoleId));
  return { customerId, generatorId: link?.generatorId ?? 0 };
}
