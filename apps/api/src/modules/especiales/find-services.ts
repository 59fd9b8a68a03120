import type { TService, TServiceChange, TServiceDetail, TServicePage } from '@trazo/shared';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  drivers,
  especialContracts,
  especialCostCentres,
  especialPlaces,
  especialServiceChanges,
  especialServiceDrivers,
  especialServicePassengers,
  especialServices,
  especialStaff,
  vehicles,
} from '../../db/schema';
import { bogotaDay } from '../../lib/bogota-day';
import { offsetOf, toPage } from '../../lib/pagination';
import { found } from '../masters/master-query';
import { type ServiceFilter, serviceWhere } from './service-filter';
import { serviceRoad } from './service-road';

// Reading services (board, history, detail): one query for the rows with their contract, places, cost
// centre and vehicle, then one each for the stops, passengers and drivers of the page.

const s = especialServices;
const origin = alias(especialPlaces, 'origin');
const destination = alias(especialPlaces, 'destination');
const BOGOTA_MS = 5 * 60 * 60 * 1000;

const baseSelect = (db: Db) =>
  db
    .select({
      service: s,
      contract: {
        id: especialContracts.id,
        number: especialContracts.number,
        clientName: especialContracts.clientName,
        clientNit: especialContracts.clientNit,
      },
      origin: { id: origin.id, name: origin.name },
      destination: { id: destination.id, name: destination.name },
      costCentre: {
        id: especialCostCentres.id,
        code: especialCostCentres.code,
        name: especialCostCentres.name,
      },
      plate: vehicles.placa,
    })
    .from(s)
    .innerJoin(especialContracts, eq(especialContracts.id, s.contractId))
    .innerJoin(origin, eq(origin.id, s.originId))
    .innerJoin(destination, eq(destination.id, s.destinationId))
    .innerJoin(especialCostCentres, eq(especialCostCentres.id, s.costCentreId))
    .leftJoin(vehicles, eq(vehicles.id, s.vehicleId));

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['where']>>[number];

const fullName = (p: { firstNames: string; lastNames: string }) => `${p.firstNames} ${p.lastNames}`;

async function toServices(db: Db, rows: BaseRow[]): Promise<TService[]> {
  const ids = rows.map((r) => r.service.id);
  if (ids.length === 0) return [];
  const stopIds = [...new Set(rows.flatMap((r) => r.service.stopIds))];
  // One after another: inside a transaction (the mail of a change) the queries share one connection.
  const stops =
    stopIds.length === 0
      ? []
      : await db
          .select({ id: especialPlaces.id, name: especialPlaces.name })
          .from(especialPlaces)
          .where(inArray(especialPlaces.id, stopIds));
  const passengers = await db
    .select({
      serviceId: especialServicePassengers.serviceId,
      id: especialStaff.id,
      firstNames: especialStaff.firstNames,
      lastNames: especialStaff.lastNames,
    })
    .from(especialServicePassengers)
    .innerJoin(especialStaff, eq(especialStaff.id, especialServicePassengers.staffId))
    .where(inArray(especialServicePassengers.serviceId, ids))
    .orderBy(asc(especialStaff.lastNames), asc(especialStaff.id));
  const crew = await db
    .select({
      serviceId: especialServiceDrivers.serviceId,
      id: drivers.id,
      name: drivers.nombre,
      document: drivers.documento,
    })
    .from(especialServiceDrivers)
    .innerJoin(drivers, eq(drivers.id, especialServiceDrivers.driverId))
    .where(inArray(especialServiceDrivers.serviceId, ids))
    .orderBy(asc(especialServiceDrivers.position));
  const placeName = new Map(stops.map((p) => [p.id, p.name]));
  return rows.map(({ service: r, ...joined }) => {
    const local = new Date(r.startsAt.getTime() - BOGOTA_MS).toISOString();
    return {
      id: r.id,
      state: r.state,
      date: bogotaDay(r.startsAt),
      startTime: local.slice(11, 16),
      durationMinutes: Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / 60_000),
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      contract: joined.contract,
      origin: joined.origin,
      destination: joined.destination,
      stops: r.stopIds.map((id) => ({ id, name: placeName.get(id) ?? String(id) })),
      passengers: passengers
        .filter((p) => p.serviceId === r.id)
        .map((p) => ({ id: p.id, name: fullName(p) })),
      passengerCount: r.passengerCount,
      costCentre: joined.costCentre,
      vehicleClass: r.vehicleClass,
      roundTrip: r.isRoundTrip,
      observations: r.observations,
      vehicle:
        r.vehicleId !== null && joined.plate !== null ? { id: r.vehicleId, plate: joined.plate } : null,
      drivers: crew
        .filter((d) => d.serviceId === r.id)
        .map((d) => ({ id: d.id, name: d.name, document: d.document })),
      reason: r.reason,
    };
  });
}

export async function findServices(
  db: Db,
  customerId: number,
  query: ServiceFilter & { page: number; per_page: number; orden: 'asc' | 'desc' },
): Promise<TServicePage> {
  const where = serviceWhere(customerId, query);
  const order = query.orden === 'desc' ? [desc(s.startsAt), desc(s.id)] : [asc(s.startsAt), asc(s.id)];
  const [rows, [total]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return toPage(await toServices(db, rows), total?.n ?? 0, query.page, query.per_page);
}

/** One of the operator's services (404 otherwise). */
export async function findService(db: Db, customerId: number, id: number): Promise<TService> {
  const rows = await baseSelect(db).where(and(eq(s.id, id), eq(s.customerId, customerId)) as SQL);
  return (await toServices(db, [found(rows[0])]))[0] as TService;
}

export async function findServiceDetail(db: Db, customerId: number, id: number): Promise<TServiceDetail> {
  const service = await findService(db, customerId, id);
  const changes = await db
    .select()
    .from(especialServiceChanges)
    .where(eq(especialServiceChanges.serviceId, id))
    .orderBy(asc(especialServiceChanges.at), asc(especialServiceChanges.id));
  return {
    ...service,
    road: await serviceRoad(db, service),
    changes: changes.map(
      (c): TServiceChange => ({
        at: c.at.toISOString(),
        user: c.userName,
        fromState: c.fromState,
        toState: c.toState,
        reason: c.reason,
        detail: c.detail,
      }),
    ),
  };
}
