import {
  DRIVER_DOCUMENT_KINDS,
  FLEET_EXPIRY_WARNING_DAYS,
  type Page,
  type TDocumentsDue,
  type TFleetDocument,
  type TFleetDocumentKind,
  type TFleetDriver,
  type TFleetFilterState,
  type TFleetVehicle,
  VEHICLE_DOCUMENT_KINDS,
} from '@trazo/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, fleetDocuments, vehicles } from '../../db/schema';
import { folded } from '../../db/schema/search-text';
import { containsSearch, offsetOf, toPage } from '../../lib/pagination';
import type { UrlSigner } from '../../lib/signed-url';
import { addDays, documentState } from './document-state';

// The fleet lists (issue 24 item 4): vehicles and drivers of one company with each document's state,
// filtered in SQL by state (a holder "in" a state has at least one document in it; vigente: all are).

export interface FleetFilter {
  q?: string;
  estado?: TFleetFilterState;
}
export interface FleetListDeps {
  db: Db;
  urlSigner: UrlSigner;
  today: string;
}

type DocRow = typeof fleetDocuments.$inferSelect;
const d = fleetDocuments;

/**
 * Holders with a document in state `estado` (vigente: every kind filed and none within the warning),
 * as SQL over the outer holder's id; `column` is fleet_documents' vehicle_id or driver_id.
 */
function stateWhere(
  column: 'vehicle_id' | 'driver_id',
  holderId: SQL,
  kinds: number,
  estado: TFleetFilterState,
  today: string,
): SQL {
  const warnUntil = addDays(today, FLEET_EXPIRY_WARNING_DAYS);
  const own = sql`fd.${sql.raw(column)} = ${holderId}`;
  const filed = sql`(select count(*) from fleet_documents fd where ${own})`;
  const anyWhere = (cond: SQL) => sql`exists (select 1 from fleet_documents fd where ${own} and ${cond})`;
  switch (estado) {
    case 'falta':
      return sql`${filed} < ${kinds}`;
    case 'vencido':
      return anyWhere(sql`fd.expires_on < ${today}`);
    case 'por_vencer':
      return anyWhere(sql`fd.expires_on >= ${today} and fd.expires_on <= ${warnUntil}`);
    case 'por_vencer_o_vencido':
      return anyWhere(sql`fd.expires_on <= ${warnUntil}`);
    case 'vigente':
      return sql`${filed} >= ${kinds} and not ${anyWhere(sql`fd.expires_on <= ${warnUntil}`)}`;
  }
}

/**
 * Inicio's 'documentos por vencer en 30 días' (issues 24 item 8, 26 item 3): the company's filed
 * documents that expired before `today` or expire within FLEET_EXPIRY_WARNING_DAYS (inclusive), counted
 * in SQL over its own vehicles and drivers — the same documents the list's 'por_vencer_o_vencido' shows.
 */
export async function countDocumentsDue(db: Db, customerId: number, today: string): Promise<TDocumentsDue> {
  const warnUntil = addDays(today, FLEET_EXPIRY_WARNING_DAYS);
  const [row] = await db
    .select({
      vencidos: sql<number>`count(*) filter (where ${d.expiresOn} < ${today})`.mapWith(Number),
      porVencer: sql<number>`count(*) filter (where ${d.expiresOn} >= ${today})`.mapWith(Number),
      vehiculos: sql<number>`count(*) filter (where ${d.vehicleId} is not null)`.mapWith(Number),
      conductores: sql<number>`count(*) filter (where ${d.driverId} is not null)`.mapWith(Number),
    })
    .from(d)
    // fleet_documents_customer_expiry_idx: the company's documents up to the warning day.
    .where(and(eq(d.customerId, customerId), sql`${d.expiresOn} <= ${warnUntil}`));
  const vencidos = row?.vencidos ?? 0;
  const porVencer = row?.porVencer ?? 0;
  return {
    vencidos,
    por_vencer: porVencer,
    total: vencidos + porVencer,
    vehiculos: row?.vehiculos ?? 0,
    conductores: row?.conductores ?? 0,
  };
}

export function vehicleWhere(customerId: number, filter: FleetFilter, today: string): SQL {
  const parts: (SQL | undefined)[] = [eq(vehicles.customerId, customerId)];
  if (filter.q) {
    const text = folded(
      sql`${vehicles.placa} || ' ' || ${vehicles.numeroInterno} || ' ' || ${vehicles.marca}`,
    );
    parts.push(containsSearch(text, filter.q));
  }
  if (filter.estado)
    parts.push(
      stateWhere('vehicle_id', sql`${vehicles.id}`, VEHICLE_DOCUMENT_KINDS.length, filter.estado, today),
    );
  return and(...parts) as SQL;
}

export function driverWhere(customerId: number, filter: FleetFilter, today: string): SQL {
  const parts: (SQL | undefined)[] = [eq(drivers.customerId, customerId)];
  if (filter.q) parts.push(containsSearch(sql`${drivers.searchText}`, filter.q));
  if (filter.estado)
    parts.push(
      stateWhere('driver_id', sql`${drivers.id}`, DRIVER_DOCUMENT_KINDS.length, filter.estado, today),
    );
  return and(...parts) as SQL;
}

function toDocuments(
  deps: FleetListDeps,
  kinds: readonly TFleetDocumentKind[],
  rows: DocRow[],
): TFleetDocument[] {
  return kinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      kind,
      number: row?.number ?? '',
      issuer: row?.issuer ?? '',
      category: row?.category ?? '',
      expiresOn: row?.expiresOn ?? '',
      state: documentState(row?.expiresOn ?? null, deps.today),
      fileUrl: row?.fileId ? deps.urlSigner.sign(row.fileId).url : null,
    };
  });
}

async function documentsOf(db: Db, column: 'vehicleId' | 'driverId', ids: number[]): Promise<DocRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(d).where(inArray(d[column], ids));
}

export async function findVehicles(
  deps: FleetListDeps,
  customerId: number,
  query: FleetFilter & { page: number; per_page: number },
): Promise<Page<TFleetVehicle>> {
  const where = vehicleWhere(customerId, query, deps.today);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(asc(vehicles.placa))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    deps.db.select({ n: count() }).from(vehicles).where(where),
  ]);
  const docs = await documentsOf(
    deps.db,
    'vehicleId',
    rows.map((r) => r.id),
  );
  const data = rows.map((v) => ({
    id: v.id,
    placa: v.placa,
    clase: v.clase,
    numeroInterno: v.numeroInterno,
    marca: v.marca,
    modelo: v.modelo,
    documents: toDocuments(
      deps,
      VEHICLE_DOCUMENT_KINDS,
      docs.filter((x) => x.vehicleId === v.id),
    ),
  }));
  return toPage(data, total?.n ?? 0, query.page, query.per_page);
}

export async function findDrivers(
  deps: FleetListDeps,
  customerId: number,
  query: FleetFilter & { page: number; per_page: number },
): Promise<Page<TFleetDriver>> {
  const where = driverWhere(customerId, query, deps.today);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(drivers)
      .where(where)
      .orderBy(asc(drivers.nombre), asc(drivers.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    deps.db.select({ n: count() }).from(drivers).where(where),
  ]);
  const docs = await documentsOf(
    deps.db,
    'driverId',
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => ({
    id: r.id,
    documento: r.documento,
    nombre: r.nombre,
    telefono: r.telefono,
    documents: toDocuments(
      deps,
      DRIVER_DOCUMENT_KINDS,
      docs.filter((x) => x.driverId === r.id),
    ),
  }));
  return toPage(data, total?.n ?? 0, query.page, query.per_page);
}

/** One vehicle of the company (or null): the FUEC reads it. */
export async function findVehicle(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.customerId, customerId)));
  return row ?? null;
}
