import { DRIVER_RECORD_LIMITS, MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { movements } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Who records: a driver of a company (from the device session). Every query is scoped by both. */
export interface DriverScope {
  customerId: number;
  driverId: number;
}

/** Colombia has no daylight saving: its calendar day is UTC−5's. */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The Bogotá calendar date (YYYY-MM-DD) of an instant. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** [start, end) of a Bogotá calendar day as instants. */
export function bogotaDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00-05:00`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

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

/** A record's time: not ahead of the server by more than the tolerance, nor older than the maximum age. */
export function checkOccurredAt(occurredAt: string, now: Date): Date {
  const at = new Date(occurredAt);
  const ahead = at.getTime() - now.getTime();
  const age = now.getTime() - at.getTime();
  if (
    ahead > DRIVER_RECORD_LIMITS.futureToleranceMinutes * 60_000 ||
    age > DRIVER_RECORD_LIMITS.maxAgeDays * 24 * 60 * 60_000
  ) {
    throw new AppError(422, MSG.tripOccurredAtInvalid, {
      errors: { occurredAt: [MSG.tripOccurredAtInvalid] },
    });
  }
  return at;
}
