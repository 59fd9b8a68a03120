import type { TRecordStatus, TUserRolePage, TUserRoleRow } from '@trazo/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyProfiles, customers, roles, userRoles, userSearchText, users } from '../../db/schema';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';

export interface UserRoleFilter {
  /** The tenant: a transport company sees only its own user roles. Absent for the super-administrator. */
  customerId?: number | undefined;
  status?: TRecordStatus | undefined;
  roleId?: number | undefined;
  q?: string | undefined;
  page: number;
  perPage: number;
}

const rowColumns = {
  id: userRoles.id,
  userId: users.id,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  roleId: userRoles.roleId,
  roleName: roles.name,
  customerId: userRoles.customerId,
  customerName: customers.razonSocial,
  status: userRoles.status,
  createdAt: userRoles.createdAt,
  profileId: companyProfiles.id,
  profileName: companyProfiles.name,
};

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(customers, eq(customers.id, userRoles.customerId))
    .leftJoin(
      companyProfiles,
      and(eq(companyProfiles.id, userRoles.profileId), eq(companyProfiles.customerId, userRoles.customerId)),
    );
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(r: Row): TUserRoleRow {
  return {
    id_usuario_rol: r.id,
    id_usuario: r.userId,
    email: r.email,
    nombre: `${r.name} ${r.lastName}`.trim(),
    num_cel: r.phone,
    id_role: r.roleId,
    role: r.roleName,
    id_customer: r.customerId,
    name_customer: r.customerName,
    verificado: r.emailVerifiedAt !== null,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    id_perfil: r.profileId,
    perfil: r.profileName,
  };
}

/** The list's filters over `user_roles` joined to `users` (tables unaliased: the export reuses them). */
export function userRoleConditions(filter: Omit<UserRoleFilter, 'page' | 'perPage'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.customerId !== undefined) conditions.push(eq(userRoles.customerId, filter.customerId));
  if (filter.status) conditions.push(eq(userRoles.status, filter.status));
  if (filter.roleId) conditions.push(eq(userRoles.roleId, filter.roleId));
  if (filter.q) conditions.push(containsSearch(userSearchText(users), filter.q));
  return conditions;
}

/** One page of user roles, filtered and counted in SQL (indexes: user_roles by customer/state, users trigram). */
export async function findUserRoles(db: Db, filter: UserRoleFilter): Promise<TUserRolePage> {
  const where = and(...userRoleConditions(filter));

  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(userRoles.id))
      .limit(filter.perPage)
      .offset(offsetOf(filter.page, filter.perPage)),
    db.select({ n: count() }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(where),
  ]);
  return toPage(rows.map(toRow), total?.n ?? 0, filter.page, filter.perPage);
}

/** One user role as a list row (after an action), or null. */
export async function findUserRoleRow(db: Db, userRoleId: number): Promise<TUserRoleRow | null> {
  const [row] = await selectRows(db).where(eq(userRoles.id, userRoleId));
  return row ? toRow(row) : null;
}
