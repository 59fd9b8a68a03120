import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, movements } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertMobileApp } from '../configuration/company-access';
import { linkTripToDayInspection, unlinkOtherDrivers } from '../driver-trips/inspection-trips';

/**
 * The company assigns one of its drivers to one of its movements (movement detail). Both must be the
 * caller's: another company's movement or driver is "not found". The ERP or an import sending the movement
 * again sets the driver it names.
 */
export async function assignMovementDriver(
  deps: { db: Db; now: Date },
  customerId: number,
  movementId: number,
  driverId: number,
) {
  const { db } = deps;
  await assertMobileApp(db, customerId);
  const [driver] = await db
    .select({ id: drivers.id, documento: drivers.documento, nombre: drivers.nombre })
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eq(drivers.customerId, customerId)));
  if (!driver) throw new AppError(404, MSG.driverNotFound);
  const updated = await db
    .update(movements)
    .set({ driverId })
    .where(and(eq(movements.id, movementId), eq(movements.customerId, customerId)))
    .returning({ id: movements.id, vehicleId: movements.vehicleId, estado: movements.estado });
  const [trip] = updated;
  if (!trip) throw new AppError(404, MSG.movementNotFound);
  // PESV paso 16: before the start, the trip is covered by its new driver's inspection of the vehicle
  // today (when made already), not by the previous driver's.
  if (trip.estado === 'programado') await unlinkOtherDrivers(db, { movementId, driverId });
  await linkTripToDayInspection(db, {
    customerId,
    movementId,
    driverId,
    vehicleId: trip.vehicleId,
    at: deps.now,
  });
  return driver;
}
