import { ROLE } from '@trazo/shared';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userRoles, users } from '../../db/schema';

/**
 * The phone a blocked driver calls (issue 22 item 9). A company has no phone of its own: its accounts do
 * (the mobile of 'Editar Perfil', asked at registration). The company's first active transport-company
 * account with a mobile answers for it; null when none has one.
 */
export async function findCompanyPhone(db: Db, customerId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.customerId, customerId),
        eq(userRoles.roleId, ROLE.empresaTransporte),
        eq(userRoles.status, 'active'),
        eq(users.status, 'active'),
        isNotNull(users.phone),
        ne(users.phone, ''),
      ),
    )
    .orderBy(asc(userRoles.id))
    .limit(1);
  return row?.phone ?? null;
}
