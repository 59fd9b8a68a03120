import { MSG, type TPlace, type TPlacePage, type ZPlaceForm } from '@trazo/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { especialPlaces, placeSearchText, zones } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPage } from '../../lib/pagination';
import { exportMaster } from '../masters/master-export';
import { found, type MasterFilter, masterWhere, writeMaster } from '../masters/master-query';
import type { MasterDeps } from '../masters/master-routes';

// Orígenes y Destinos (issue 24 item 1): the operator's pick-up and drop-off places.

export type PlaceForm = z.output<typeof ZPlaceForm>;
const t = especialPlaces;
const CONFLICTS = { especial_places_name: { field: 'name', message: MSG.espPlaceTaken } };

/** Lower case, no accents, single spaces: "Sede Norte " and "sede norte" are one place. */
export function placeKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const ALIAS_SEPARATOR = '\n';
const selection = { place: t, zoneName: zones.nombreDivision };

function toPlace(r: { place: typeof t.$inferSelect; zoneName: string }): TPlace {
  const p = r.place;
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    zoneId: p.zoneId,
    zoneName: r.zoneName,
    latitude: p.latitude,
    longitude: p.longitude,
    aliases: p.aliases ? p.aliases.split(ALIAS_SEPARATOR) : [],
    active: p.isActive,
  };
}

const whereOf = (customerId: number, filter: MasterFilter): SQL =>
  masterWhere(t, customerId, filter, placeSearchText(t));

export async function findPlaces(
  db: Db,
  customerId: number,
  query: MasterFilter & { page: number; per_page: number },
): Promise<TPlacePage> {
  const where = whereOf(customerId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(t)
      .innerJoin(zones, eq(zones.id, t.zoneId))
      .where(where)
      .orderBy(asc(t.name), asc(t.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return toPage(rows.map(toPlace), total?.n ?? 0, query.page, query.per_page);
}

async function findPlace(db: Db, customerId: number, id: number): Promise<TPlace> {
  const [row] = await db
    .select(selection)
    .from(t)
    .innerJoin(zones, eq(zones.id, t.zoneId))
    .where(and(eq(t.id, id), eq(t.customerId, customerId)));
  return toPlace(found(row));
}

export const placeColumns = (form: PlaceForm) => ({
  name: form.name,
  nameKey: placeKey(form.name),
  address: form.address,
  zoneId: form.zoneId,
  latitude: form.latitude,
  longitude: form.longitude,
  aliases: form.aliases.join(ALIAS_SEPARATOR),
  isActive: form.active,
});

async function checkZone(db: Db, zoneId: number): Promise<void> {
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
  if (!zone) throw new AppError(422, MSG.espZoneUnknown, { errors: { zoneId: [MSG.espZoneUnknown] } });
}

export async function createPlace(deps: MasterDeps, customerId: number, form: PlaceForm) {
  await checkZone(deps.db, form.zoneId);
  const [row] = await writeMaster(
    () =>
      deps.db
        .insert(t)
        .values({ customerId, ...placeColumns(form), createdAt: deps.now, updatedAt: deps.now })
        .returning({ id: t.id }),
    CONFLICTS,
  );
  return findPlace(deps.db, customerId, found(row).id);
}

export async function updatePlace(deps: MasterDeps, customerId: number, id: number, form: PlaceForm) {
  await checkZone(deps.db, form.zoneId);
  const [row] = await writeMaster(
    () =>
      deps.db
        .update(t)
        .set({ ...placeColumns(form), updatedAt: deps.now })
        .where(and(eq(t.id, id), eq(t.customerId, customerId)))
        .returning({ id: t.id }),
    CONFLICTS,
  );
  return findPlace(deps.db, customerId, found(row).id);
}

export async function setPlaceActive(deps: MasterDeps, customerId: number, id: number, active: boolean) {
  const [row] = await deps.db
    .update(t)
    .set({ isActive: active, updatedAt: deps.now })
    .where(and(eq(t.id, id), eq(t.customerId, customerId)))
    .returning({ id: t.id });
  return findPlace(deps.db, customerId, found(row).id);
}

interface ExportRow {
  id: number;
  name: string;
  address: string;
  codigo: string;
  zone_name: string;
  latitude: number | null;
  longitude: number | null;
  aliases: string;
  is_active: boolean;
}

export function exportPlaces(db: Db, customerId: number, filter: MasterFilter, format: 'xlsx' | 'csv') {
  return exportMaster<ExportRow>(
    db,
    {
      fileName: MSG.espPlacesTitle,
      sheetName: MSG.espPlacesTitle,
      header: [
        MSG.espPlaceName,
        MSG.espPlaceAddress,
        'DIVIPOLA',
        MSG.espPlaceZone,
        MSG.espPlaceLatitude,
        MSG.espPlaceLongitude,
        MSG.espPlaceAliases,
        MSG.espState,
      ],
      page: (where) => (afterId, limit) =>
        sql`
        select ${t.id} as id, ${t.name} as name, ${t.address} as address, ${zones.codigo} as codigo,
          ${zones.nombreDivision} as zone_name, ${t.latitude} as latitude, ${t.longitude} as longitude,
          ${t.aliases} as aliases, ${t.isActive} as is_active
        from ${t} join ${zones} on ${zones.id} = ${t.zoneId}
        where ${where} and ${t.id} > ${afterId} order by ${t.id} limit ${limit}`,
      toCells: (r) => [
        r.name,
        r.address,
        r.codigo,
        r.zone_name,
        r.latitude,
        r.longitude,
        r.aliases.split(ALIAS_SEPARATOR).join(', '),
        r.is_active ? MSG.espActive : MSG.espInactive,
      ],
    },
    whereOf(customerId, filter),
    format,
  );
}
