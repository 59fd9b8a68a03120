import {
  MSG,
  type TDriverTurnStatus,
  type TTurn,
  type TTurnBranch,
  type TTurnQueueResponse,
  TURN_DECLINE_REASONS,
  turnCode,
} from '@trazo/shared';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { branches, drivers, movements, preopInspections, turns, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
import { createTurn, expireOffers, pendingMovementCondition } from './turn-actions';
import { ACTIVE_STATES, eligibilityKey, eligibilityOf } from './turn-rules';

// Issue 27 §1: the queues as the dispatcher and the driver see them — in order, with the place, the
// waiting time and whether each vehicle may take an offer now.

export async function companyBranches(db: Db, customerId: number): Promise<TTurnBranch[]> {
  return db
    .select({
      id: branches.id,
      nombre: branches.nombre,
      municipio: branches.municipio,
      latitud: branches.latitud,
      longitud: branches.longitud,
      radioM: branches.radioM,
    })
    .from(branches)
    .where(eq(branches.customerId, customerId))
    .orderBy(asc(branches.nombre));
}

async function activeTurns(
  db: Db,
  customerId: number,
  filter: { sucursal?: number; clase?: string },
  now: Date,
): Promise<TTurn[]> {
  const rows = await db
    .select({
      id: turns.id,
      numero: turns.numero,
      branchId: turns.branchId,
      sucursal: branches.nombre,
      clase: turns.clase,
      placa: vehicles.placa,
      vehicleId: turns.vehicleId,
      driverId: turns.driverId,
      conductor: drivers.nombre,
      conductorDocumento: drivers.documento,
      estado: turns.estado,
      enqueuedAt: turns.enqueuedAt,
      origen: turns.origen,
      offerMovementId: turns.offerMovementId,
      offerExpiresAt: turns.offerExpiresAt,
      manifiesto: movements.manifiestoNumero,
    })
    .from(turns)
    .innerJoin(branches, eq(branches.id, turns.branchId))
    .innerJoin(vehicles, eq(vehicles.id, turns.vehicleId))
    .innerJoin(drivers, eq(drivers.id, turns.driverId))
    .leftJoin(movements, eq(movements.id, turns.offerMovementId))
    .where(
      and(
        eq(turns.customerId, customerId),
        inArray(turns.estado, [...ACTIVE_STATES]),
        filter.sucursal === undefined ? undefined : eq(turns.branchId, filter.sucursal),
        filter.clase === undefined ? undefined : eq(turns.clase, filter.clase),
      ),
    )
    .orderBy(asc(branches.nombre), asc(turns.clase), asc(turns.orden), asc(turns.id));
  const eligibility = await eligibilityOf(db, customerId, rows, now);
  const places = new Map<string, number>();
  return rows.map((r) => {
    const queue = `${r.branchId}:${r.clase}`;
    const puesto = (places.get(queue) ?? 0) + 1;
    places.set(queue, puesto);
    const motivo = eligibility.get(eligibilityKey(r)) ?? '';
    return {
      id: r.id,
      codigo: turnCode(r.numero),
      sucursalId: r.branchId,
      sucursal: r.sucursal,
      clase: r.clase,
      placa: r.placa,
      conductor: r.conductor,
      conductorDocumento: r.conductorDocumento,
      estado: r.estado,
      puesto,
      enturnadoAt: r.enqueuedAt.toISOString(),
      esperaMin: Math.max(0, Math.floor((now.getTime() - r.enqueuedAt.getTime()) / 60_000)),
      origen: r.origen === 'app' ? 'app' : 'portal',
      elegible: motivo === '',
      motivoNoElegible: motivo,
      oferta:
        r.offerMovementId !== null && r.offerExpiresAt !== null
          ? {
              movimientoId: r.offerMovementId,
              manifiesto: r.manifiesto ?? '',
              venceAt: r.offerExpiresAt.toISOString(),
            }
          : null,
    };
  });
}

export async function findQueue(
  db: Db,
  customerId: number,
  filter: { sucursal?: number; clase?: string },
  now: Date,
): Promise<TTurnQueueResponse> {
  await expireOffers(db, customerId, now);
  const [sucursales, turnos, clases] = [
    await companyBranches(db, customerId),
    await activeTurns(db, customerId, filter, now),
    await db
      .selectDistinct({ clase: vehicles.clase })
      .from(vehicles)
      .where(eq(vehicles.customerId, customerId))
      .orderBy(asc(vehicles.clase)),
  ];
  return { serverTime: now.toISOString(), sucursales, clases: clases.map((c) => c.clase), turnos };
}

export async function findPendingMovements(db: Db, customerId: number, sucursal: number | undefined) {
  const rows = await db
    .select({
      id: movements.id,
      manifiesto: movements.manifiestoNumero,
      sucursal: branches.nombre,
      origen: movements.origenDescripcion,
      destino: movements.destinoDescripcion,
      fechaDespacho: movements.fechaDespacho,
    })
    .from(movements)
    .innerJoin(branches, eq(branches.id, movements.branchId))
    .where(
      and(
        pendingMovementCondition(customerId),
        sucursal === undefined ? undefined : eq(movements.branchId, sucursal),
      ),
    )
    .orderBy(asc(movements.fechaDespacho), asc(movements.id))
    .limit(100);
  return { movimientos: rows.map((r) => ({ ...r, fechaDespacho: r.fechaDespacho.toISOString() })) };
}

// The drivers' app.

/** The vehicles this driver inspected today with no open critical item: the ones they may enturn. */
async function inspectedVehicles(db: Db, scope: { customerId: number; driverId: number }, now: Date) {
  const { start, end } = bogotaDayRange(bogotaDay(now));
  const rows = await db
    .selectDistinct({ id: vehicles.id, placa: vehicles.placa, clase: vehicles.clase })
    .from(preopInspections)
    .innerJoin(vehicles, eq(vehicles.id, preopInspections.vehicleId))
    .where(
      and(
        eq(preopInspections.customerId, scope.customerId),
        eq(preopInspections.driverId, scope.driverId),
        gte(preopInspections.inspectedAt, start),
        lt(preopInspections.inspectedAt, end),
        sql`not exists (select 1 from ${preopInspections} p where p.vehicle_id = ${vehicles.id}
          and p.blocked and p.fixed_at is null and p.inspected_at >= ${start} and p.inspected_at < ${end})`,
      ),
    )
    .orderBy(asc(vehicles.placa));
  return rows;
}

export async function driverTurnStatus(
  db: Db,
  scope: { customerId: number; driverId: number },
  now: Date,
): Promise<TDriverTurnStatus> {
  await expireOffers(db, scope.customerId, now);
  const [own] = await db
    .select({ branchId: turns.branchId, clase: turns.clase, id: turns.id })
    .from(turns)
    .where(
      and(
        eq(turns.customerId, scope.customerId),
        eq(turns.driverId, scope.driverId),
        inArray(turns.estado, [...ACTIVE_STATES]),
      ),
    )
    .orderBy(desc(turns.id))
    .limit(1);
  const queue = own
    ? await activeTurns(db, scope.customerId, { sucursal: own.branchId, clase: own.clase }, now)
    : [];
  return {
    sucursales: await companyBranches(db, scope.customerId),
    vehiculos: await inspectedVehicles(db, scope, now),
    turno: queue.find((t) => t.id === own?.id) ?? null,
    motivosRechazo: TURN_DECLINE_REASONS.map((r) => ({ id: r.id, label: r.label })),
  };
}

/** Great-circle distance in metres. */
export function distanceMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** 'Enturnarme': the branch's area when it has one, and the driver's inspection of the vehicle today. */
export async function driverRequestTurn(
  db: Db,
  scope: { customerId: number; driverId: number },
  input: { sucursalId: number; vehicleId: number; lat?: number; lon?: number },
  now: Date,
): Promise<TDriverTurnStatus> {
  const branch = (await companyBranches(db, scope.customerId)).find((b) => b.id === input.sucursalId);
  if (!branch) throw new AppError(404, MSG.turnBranchNotFound);
  if (branch.latitud !== null && branch.longitud !== null && branch.radioM !== null) {
    if (input.lat === undefined || input.lon === undefined) throw new AppError(422, MSG.turnPositionRequired);
    const away = distanceMetres(
      { lat: branch.latitud, lon: branch.longitud },
      { lat: input.lat, lon: input.lon },
    );
    if (away > branch.radioM) throw new AppError(422, MSG.turnOutsideBranch);
  }
  const allowed = await inspectedVehicles(db, scope, now);
  if (!allowed.some((v) => v.id === input.vehicleId)) throw new AppError(428, MSG.turnInspectionRequired);
  await createTurn(db, {
    customerId: scope.customerId,
    branchId: branch.id,
    vehicleId: input.vehicleId,
    driverId: scope.driverId,
    origen: 'app',
    userId: null,
    now,
  });
  return driverTurnStatus(db, scope, now);
}
