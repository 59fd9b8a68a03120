import { ADMIN_PROFILE_NAME, MSG, ROLE } from '@trazo/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lockCustomer } from '../../db/lock-customer';
import { companyProfiles, userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Issue 27 §3: a transport company keeps at least one active user with the Administrador profile. Called
 * inside the transaction that would take `grant` out of it (another profile, or disabled); locks the
 * company's row first, so two such changes queue and the second sees the first.
 */
export async function keepAnAdministrator(
  tx: Db,
  grant: { id: number; roleId: number; customerId: number | null; profileId: number | null; status: string },
): Promise<void> {
  if (
    grant.status !== 'active' ||
    grant.roleId !== ROLE.empresaTransporte ||
    grant.customerId === null ||
    grant.profileId === null
  )
    return;
  await lockCustomer(tx, grant.customerId);
  const [profile] = await tx
    .select({ name: companyProfiles.name, isSeeded: companyProfiles.isSeeded })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, grant.profileId));
  if (!profile?.isSeeded || profile.name !== ADMIN_PROFILE_NAME) return;
  const [others] = await tx
    .select({ n: count() })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.customerId, grant.customerId),
        eq(userRoles.roleId, ROLE.empresaTransporte),
        eq(userRoles.profileId, grant.profileId),
        eq(userRoles.status, 'active'),
        ne(userRoles.id, grant.id),
      ),
    );
  if ((others?.n ?? 0) === 0) throw new AppError(409, MSG.profileLastAdministrator);
}
