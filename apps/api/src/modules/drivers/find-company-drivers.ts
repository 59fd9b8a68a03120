import type { TCompanyDriver, TDriverPage } from '@trazo/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { driverAccess, drivers } from '../../db/schema';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';

export interface DriverFilter {
  q?: string | undefined;
  page: number;
  perPage: number;
}

function selectDrivers(db: Db) {
  return db
    .select({
      id: drivers.id,
      documento: drivers.documento,
      nombre: drivers.nombre,
      telefono: drivers.telefono,
      email: drivers.email,
      status: driverAccess.status,
      passwordSetAt: driverAccess.passwordSetAt,
      lastSyncAt: driverAccess.lastSyncAt,
    })
    .from(drivers)
    .leftJoin(driverAccess, eq(driverAccess.driverId, drivers.id));
}

type DriverRow = Awaited<ReturnType<ReturnType<typeof selectDrivers>['execute']>>[number];

function toCompanyDriver(row: DriverRow): TCompanyDriver {
  return {
    id: row.id,
    documento: row.documento,
    nombre: row.nombre,
    telefono: row.telefono,
    email: row.email,
    acceso: row.status === null ? 'sin_acceso' : row.status === 'active' ? 'activo' : 'desactivado',
    passwordSetAt: row.passwordSetAt?.toISOString() ?? null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  };
}

/**
 * The company's drivers — created here or arrived with ERP/import movements — one page, by name, filtered
 * and counted in SQL (search in the stored folded `search_text`, trigram index).
 */
export async function findCompanyDrivers(
  db: Db,
  customerId: number,
  filter: DriverFilter,
): Promise<TDriverPage> {
  const conditions: SQL[] = [eq(drivers.customerId, customerId)];
  if (filter.q) conditions.push(containsSearch(sql`${drivers.searchText}`, filter.q));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectDrivers(db)
      .where(where)
      .orderBy(asc(drivers.nombre), asc(drivers.id))
      .limit(filter.perPage)
      .offset(offsetOf(filter.page, filter.perPage)),
    db.select({ n: count() }).from(drivers).where(where),
  ]);
  return toPage(rows.map(toCompanyDriver), total?.n ?? 0, filter.page, filter.perPage);
}

/** One driver of the company, or null when it does not exist there (another company's is "not found"). */
export async function findCompanyDriver(
  db: Db,
  customerId: number,
  driverId: number,
): Promise<TCompanyDriver | null> {
  const [row] = await selectDrivers(db).where(
    and(eq(drivers.id, driverId), eq(drivers.customerId, customerId)),
  );
  return row ? toCompanyDriver(row) : null;
}
