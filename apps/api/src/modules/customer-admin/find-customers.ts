import type { TCustomerKind, TCustomerPage, TCustomerRow, TRecordStatus } from '@trazo/shared';
import { ROLE } from '@trazo/shared';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerSearchText, customers, userRoles, users } from '../../db/schema';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';

export interface CustomerFilter {
  status?: TRecordStatus | undefined;
  kind?: TCustomerKind | undefined;
  q?: string | undefined;
  page: number;
  perPage: number;
}

/** The role of a company's administrator: the user who registered it (issue 3 item 2). */
export function adminRoleOf(kind: TCustomerKind): number {
  return kind === 'transporte' ? ROLE.empresaTransporte : ROLE.especiales;
}

type CustomerRecord = typeof customers.$inferSelect;

/** The first (oldest) administrator user role of each company, with the user's name and e-mail. */
export async function findCustomerAdmins(db: Db, list: Pick<CustomerRecord, 'id' | 'kind'>[]) {
  const admins = new Map<number, TCustomerRow['admin']>();
  if (list.length === 0) return admins;
  const rows = await db
    .select({
      id: userRoles.id,
      customerId: userRoles.customerId,
      roleId: userRoles.roleId,
      status: userRoles.status,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        inArray(
          userRoles.customerId,
          list.map((c) => c.id),
        ),
        inArray(userRoles.roleId, [ROLE.empresaTransporte, ROLE.especiales]),
      ),
    )
    .orderBy(asc(userRoles.id));
  for (const customer of list) {
    const admin = rows.find((r) => r.customerId === customer.id && r.roleId === adminRoleOf(customer.kind));
    admins.set(
      customer.id,
      admin
        ? {
            id_usuario_rol: admin.id,
            nombre: `${admin.name} ${admin.lastName}`.trim(),
            email: admin.email,
            status: admin.status,
          }
        : null,
    );
  }
  return admins;
}

async function toRows(db: Db, list: CustomerRecord[]): Promise<TCustomerRow[]> {
  const ids = list.map((c) => c.id);
  const [admins, counts] = await Promise.all([
    findCustomerAdmins(db, list),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ customerId: userRoles.customerId, n: count() })
          .from(userRoles)
          .where(inArray(userRoles.customerId, ids))
          .groupBy(userRoles.customerId),
  ]);
  return list.map((c) => ({
    id: c.id,
    nit: c.nit,
    check_digit: c.checkDigit,
    razon_social: c.razonSocial,
    kind: c.kind,
    status: c.status,
    has_mobile_app: c.hasMobileApp,
    created_at: c.createdAt.toISOString(),
    admin: admins.get(c.id) ?? null,
    usuarios: counts.find((x) => x.customerId === c.id)?.n ?? 0,
  }));
}

/** The list's filters over `customers` (unaliased: the export reuses them). */
export function customerConditions(filter: Omit<CustomerFilter, 'page' | 'perPage'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(customers.status, filter.status));
  if (filter.kind) conditions.push(eq(customers.kind, filter.kind));
  if (filter.q) conditions.push(containsSearch(customerSearchText(customers), filter.q));
  return conditions;
}

/** One page of companies, filtered and counted in SQL (indexes: customers by state, trigram search). */
export async function findCustomers(db: Db, filter: CustomerFilter): Promise<TCustomerPage> {
  const where = and(...customerConditions(filter));
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.id))
      .limit(filter.perPage)
      .offset(offsetOf(filter.page, filter.perPage)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return toPage(await toRows(db, list), total?.n ?? 0, filter.page, filter.perPage);
}

export async function findCustomerRow(db: Db, customerId: number): Promise<TCustomerRow | null> {
  const list = await db.select().from(customers).where(eq(customers.id, customerId));
  const [row] = await toRows(db, list);
  return row ?? null;
}
