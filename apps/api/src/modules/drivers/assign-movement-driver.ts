import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, movementDriverChanges, movements, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertMobileApp } from '../configuration/company-access';
import { linkTripToDayInspection, unlinkOtherDrivers } from '../driver-trips/inspection-trips';

/** A delivered trip, or one whose every remesa closed with a rejection: its driver is history. */
const FINISHED = new Set(['entregado', 'con_novedad']);

const fullName = (u: { name: string; lastName: string } | undefined) =>
  u ? `${u.name} ${u.lastName}`.trim().slice(0, 150) : '';

/**
 * The company assigns one of its drivers to one of its movements (movement detail). Both must be the
 * caller's: another company's movement or driver is "not found". A finished trip keeps its driver
 * (409): reassigning it put a delivered trip back in the new driver's app as en ruta (issue 22 item 4).
 * Every change is recorded — who, when, from → to — under the movement's row lock, so two changes at
 * once are recorded in the order they happened and a change racing the trip's last delivery either
 * lands before it or is refused. The ERP or an import sending the movement again sets the driver it names.
 */
export async function assignMovementDriver(
  deps: { db: Db; now: Date },
  input: { customerId: number; userId: number; movementId: number; driverId: number },
) {
  const { db } = deps;
  await assertMobileApp(db, input.customerId);
  const [driver] = await db
    .select({ id: drivers.id, documento: drivers.documento, nombre: drivers.nombre })
    .from(drivers)
    .where(and(eq(drivers.id, input.driverId), eq(drivers.customerId, input.customerId)));
  if (!driver) throw new AppError(404, MSG.driverNotFound);
  const [user] = await db
    .select({ name: users.name, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.userId));

  await db.transaction(async (tx) => {
    // The lock first, without a join: after waiting for another change PostgreSQL re-reads only the
    // locked row, and a join to the old driver would then drop it (a false 404).
    const [movement] = await tx
      .select({ estado: movements.estado, driverId: movements.driverId, vehicleId: movements.vehicleId })
      .from(movements)
      .where(and(eq(movements.id, input.movementId), eq(movements.customerId, input.customerId)))
      .for('update');
    if (!movement) throw new AppError(404, MSG.movementNotFound);
    if (FINISHED.has(movement.estado)) throw new AppError(409, MSG.driverChangeFinishedTrip);
    // The same driver again changes nothing and records nothing.
    if (movement.driverId === driver.id) return;
    const [previous] = await tx
      .select({ nombre: drivers.nombre })
      .from(drivers)
      .where(eq(drivers.id, movement.driverId));
    await tx.update(movements).set({ driverId: driver.id }).where(eq(movements.id, input.movementId));
    await tx.insert(movementDriverChanges).values({
      customerId: input.customerId,
      movementId: input.movementId,
      fromDriverId: movement.driverId,
      fromDriverName: previous?.nombre ?? '',
      toDriverId: driver.id,
      toDriverName: driver.nombre,
      changedByUserId: input.userId,
      changedByName: fullName(user),
      changedAt: deps.now,
    });
    // PESV paso 16: before the start, the trip is covered by its new driver's inspection of the vehicle
    // today (when made already), not by the previous driver's.
    if (movement.estado === 'programado') {
      await unlinkOtherDrivers(tx, { movementId: input.movementId, driverId: driver.id });
    }
    await linkTripToDayInspection(tx, {
      customerId: input.customerId,
      movementId: input.movementId,
      driverId: driver.id,
      vehicleId: movement.vehicleId,
      at: deps.now,
    });
  });
  return driver;
}
