import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { movements } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Who records: a driver of a company (from the device session). Every query is scoped by both. */
export interface DriverScope {
  customerId: number;
  driverId: number;
}

// The day helpers live in lib (movements reads them too); kept here under the names drivers' code uses.
export { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
export { checkOccurredAt } from '../../lib/record-time';

/** The driver's own trip (movement) of their company, or 404 as if it did not exist. */
export async function findDriverTrip(db: Db, scope: DriverScope, movementId: number) {
  const [row] = await db
    .select({
      id: movements.id,
      vehicleId: movements.vehicleId,
      manifiestoNumero: movements.manifiestoNumero,
      estado: movements.estado,
    })
    .from(movements)
    .where(
      and(
        eq(movements.id, movementId),
        eq(movements.customerId, scope.customerId),
        eq(movements.driverId, scope.driverId),
      ),
    );
  if (!row) throw new AppError(404, MSG.tripNotFound);
  return row;
}
