import { ROLE } from '@trazo/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, userRoles } from '../../db/schema';

const TRAZO = 'Trazo';

/**
 * The company an account e-mail speaks for (issue 3): a generator's, provider's or third party's
 * transport company; Trazo for everyone else.
 */
export async function mailCompanyName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: customers.razonSocial })
    .from(userRoles)
    .innerJoin(customers, eq(customers.id, userRoles.customerId))
    .where(
      and(
        eq(userRoles.userId, userId),
        inArray(userRoles.roleId, [ROLE.generador, ROLE.proveedor, ROLE.terceros]),
        ne(userRoles.status, 'disabled'),
        eq(customers.kind, 'transporte'),
      ),
    )
    .orderBy(asc(userRoles.id))
    .limit(1);
  return row?.name ?? TRAZO;
}
