import { type Permission, ROLE, type TPendingApprover, type TRoleOption } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyProfiles, customers, roles, userRoles, users } from '../../db/schema';

/** A role the user may act as right now: the grant is active and so is its customer, if any. */
export interface RoleGrant extends TRoleOption {
  customerLogo: string | null;
  /** A transport company user's profile permissions (issue 27 §3); empty for other roles. */
  permissions: readonly Permission[];
}

export interface Account {
  id: number;
  email: string;
  name: string;
  lastName: string;
  avatar: string | null;
  emailVerifiedAt: Date | null;
  verificationCodeSentAt: Date | null;
  status: 'pending' | 'active' | 'disabled';
  grants: RoleGrant[];
  /** Some grant waits for approval (its own or its customer's): login answers rol 0 (spec §2.1). */
  hasPendingRole: boolean;
  /** Who activates the pending grant: the platform administrator or the transport company. */
  pendingApprover: TPendingApprover | null;
}

/**
 * A company's own account (transport or special services) waits for the platform administrator,
 * and so does any grant on a company not yet active; a generator, provider or third party on an active
 * company waits for that company.
 */
function approverOf(roleId: number, customerStatus: string | null): TPendingApprover {
  const isCompanyAccount = roleId === ROLE.empresaTransporte || roleId === ROLE.especiales;
  return isCompanyAccount || customerStatus !== 'active' ? 'administrador' : 'empresa';
}

export async function findAccount(db: Db, userId: number): Promise<Account | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({
      id: userRoles.id,
      roleId: userRoles.roleId,
      roleName: roles.name,
      status: userRoles.status,
      customerId: customers.id,
      customerNit: customers.nit,
      customerName: customers.razonSocial,
      customerLogo: customers.logoUrl,
      customerStatus: customers.status,
      permissions: companyProfiles.permissions,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(customers, eq(customers.id, userRoles.customerId))
    .leftJoin(
      companyProfiles,
      and(eq(companyProfiles.id, userRoles.profileId), eq(companyProfiles.customerId, userRoles.customerId)),
    )
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleId), asc(userRoles.id));

  const grants: RoleGrant[] = [];
  let hasPendingRole = false;
  let pendingApprover: TPendingApprover | null = null;
  for (const row of rows) {
    const customerStatus = row.customerId === null ? 'active' : row.customerStatus;
    if (row.status === 'active' && customerStatus === 'active') {
      grants.push({
        id_usuario_rol: row.id,
        id_role: row.roleId,
        description: row.roleName,
        // `customer` carries the company NIT, as the public lookup's `customer` parameter does (spec §2.1).
        customer: row.customerNit,
        name_customer: row.customerName,
        id_customer: row.customerId,
        customerLogo: row.customerLogo,
        permissions: row.permissions ?? [],
      });
    } else if (row.status !== 'disabled' && customerStatus !== 'disabled') {
      hasPendingRole = true;
      if (pendingApprover !== 'administrador') pendingApprover = approverOf(row.roleId, customerStatus);
    }
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    avatar: user.avatar,
    emailVerifiedAt: user.emailVerifiedAt,
    verificationCodeSentAt: user.verificationCodeSentAt,
    status: user.status,
    grants,
    hasPendingRole,
    pendingApprover,
  };
}
