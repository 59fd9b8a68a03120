import type { TVehicleInspectionStatus } from '@trazo/shared';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { movements, preopInspections, preopInspectionTrips } from '../../db/schema';
import { bogotaDay, bogotaDayRange } from './driver-scope';

// PESV paso 16 (Resolución 40595 de 2022): the pre-operational inspection is the driver's, of the vehicle,
// for the day (Bogotá). It covers every trip that driver runs on that vehicle that day, and the PESV report
// of each trip finds it through preop_inspection_trips (issue 22 item 2). Another driver's inspection of
// the same vehicle never lets a trip start; an unfixed failed critical item in any of them stops the vehicle.

/** Each vehicle's status for this driver on a Bogotá day. */
export async function driverInspectionStatus(
  db: Db,
  scope: { customerId: number; driverId: number },
  vehicleIds: number[],
  day: string,
): Promise<Map<number, TVehicleInspectionStatus>> {
  const result = new Map<number, TVehicleInspectionStatus>();
  if (vehicleIds.length === 0) return result;
  const { start, end } = bogotaDayRange(day);
  const rows = await db
    .select({
      id: preopInspections.id,
      vehicleId: preopInspections.vehicleId,
      driverId: preopInspections.driverId,
      inspectedAt: preopInspections.inspectedAt,
      blocked: preopInspections.blocked,
      fixedAt: preopInspections.fixedAt,
    })
    .from(preopInspections)
    .where(
      and(
        eq(preopInspections.customerId, scope.customerId),
        inArray(preopInspections.vehicleId, vehicleIds),
        gte(preopInspections.inspectedAt, start),
        lt(preopInspections.inspectedAt, end),
      ),
    )
    .orderBy(asc(preopInspections.inspectedAt), asc(preopInspections.id));
  for (const vehicleId of vehicleIds) {
    const ofVehicle = rows.filter((r) => r.vehicleId === vehicleId);
    const own = ofVehicle.find((r) => r.driverId === scope.driverId);
    result.set(vehicleId, {
      done: own !== undefined,
      blocked: ofVehicle.some((r) => r.blocked && r.fixedAt === null),
      byOtherDriver: ofVehicle.some((r) => r.driverId !== scope.driverId),
      inspectionId: own?.id ?? null,
      inspectedAt: own ? own.inspectedAt.toISOString() : null,
    });
  }
  return result;
}

/**
 * A new inspection covers the trip it was made for and the driver's other open trips on that vehicle
 * dispatched that day or before (still to run): the day's work. Later trips get linked when assigned or
 * started (linkTripToDayInspection).
 */
export async function linkInspectionTrips(
  tx: Db,
  inspection: {
    id: number;
    customerId: number;
    driverId: number;
    vehicleId: number;
    movementId: number;
    at: Date;
  },
): Promise<void> {
  const { end } = bogotaDayRange(bogotaDay(inspection.at));
  const trips = await tx
    .select({ id: movements.id })
    .from(movements)
    .where(
      and(
        eq(movements.customerId, inspection.customerId),
        eq(movements.driverId, inspection.driverId),
        eq(movements.vehicleId, inspection.vehicleId),
        or(
          eq(movements.id, inspection.movementId),
          and(inArray(movements.estado, ['programado', 'en_ruta']), lt(movements.fechaDespacho, end)),
        ),
      ),
    );
  await tx
    .insert(preopInspectionTrips)
    .values(trips.map((t) => ({ inspectionId: inspection.id, movementId: t.id })))
    .onConflictDoNothing();
}

/**
 * Links a trip to its driver's inspection of its vehicle on the Bogotá day of `at` (a trip assigned or
 * started after the inspection was made); nothing when the driver has none that day.
 */
export async function linkTripToDayInspection(
  tx: Db,
  trip: { customerId: number; movementId: number; driverId: number; vehicleId: number; at: Date },
): Promise<void> {
  const { start, end } = bogotaDayRange(bogotaDay(trip.at));
  const rows = await tx
    .select({ id: preopInspections.id })
    .from(preopInspections)
    .where(
      and(
        eq(preopInspections.customerId, trip.customerId),
        eq(preopInspections.driverId, trip.driverId),
        eq(preopInspections.vehicleId, trip.vehicleId),
        gte(preopInspections.inspectedAt, start),
        lt(preopInspections.inspectedAt, end),
      ),
    );
  if (rows.length === 0) return;
  await tx
    .insert(preopInspectionTrips)
    .values(rows.map((r) => ({ inspectionId: r.id, movementId: trip.movementId })))
    .onConflictDoNothing();
}

/**
 * Before a trip starts, it is covered only by its own driver's inspection: a change of driver takes the
 * previous driver's off it (they inspected for trips they no longer run).
 */
export async function unlinkOtherDrivers(
  tx: Db,
  trip: { movementId: number; driverId: number },
): Promise<void> {
  await tx.delete(preopInspectionTrips).where(
    and(
      eq(preopInspectionTrips.movementId, trip.movementId),
      sql`${preopInspectionTrips.inspectionId} in (select id from preop_inspections
        where driver_id is distinct from ${trip.driverId})`,
    ),
  );
}
