import { MSG, type TTurnDeclineReason, TURN_DECLINE_REASONS } from '@trazo/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, movementDriverChanges, movements, turnEvents, turns } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { linkTripToDayInspection, unlinkOtherDrivers } from '../driver-trips/inspection-trips';
import { expireOffers, lockTurn } from './turn-actions';
import { loadTurnSettings, recordTurnEvent, requeueOrden } from './turn-rules';

// Issue 27 §1: the driver's answer to an offer, from the drivers' app. Like every turn action it locks
// the turn's row and checks its state again, so of an accept and a decline (or a lapse) one wins.

async function offerGone(db: Db, turnId: number): Promise<AppError> {
  const [last] = await db
    .select({ kind: turnEvents.kind })
    .from(turnEvents)
    .where(eq(turnEvents.turnId, turnId))
    .orderBy(desc(turnEvents.id))
    .limit(1);
  return new AppError(409, last?.kind === 'vencido' ? MSG.turnOfferExpired : MSG.turnNotOffered);
}

/**
 * The movement's driver history (issue 22 item 4) gets the turn's change too, made by the driver who
 * accepted; the previous driver's inspection no longer covers the trip (PESV paso 16).
 */
async function recordTurnDriverChange(
  tx: Db,
  change: { customerId: number; movementId: number; fromDriverId: number; toDriverId: number; at: Date },
) {
  const names = await tx
    .select({ id: drivers.id, nombre: drivers.nombre })
    .from(drivers)
    .where(inArray(drivers.id, [change.fromDriverId, change.toDriverId]));
  const nameOf = (id: number) => names.find((d) => d.id === id)?.nombre ?? '';
  await tx.insert(movementDriverChanges).values({
    customerId: change.customerId,
    movementId: change.movementId,
    fromDriverId: change.fromDriverId,
    fromDriverName: nameOf(change.fromDriverId),
    toDriverId: change.toDriverId,
    toDriverName: nameOf(change.toDriverId),
    changedByUserId: null,
    changedByName: `${nameOf(change.toDriverId)}${MSG.driverChangeByTurn}`.slice(0, 150),
    changedAt: change.at,
  });
  await unlinkOtherDrivers(tx, { movementId: change.movementId, driverId: change.toDriverId });
}

/** The driver accepts: the movement gets the turn's vehicle and driver, and the turn leaves the queue. */
export async function acceptOffer(
  db: Db,
  scope: { customerId: number; driverId: number },
  turnId: number,
  now: Date,
): Promise<number> {
  await expireOffers(db, scope.customerId, now);
  const result = await db.transaction(async (tx) => {
    const turn = await lockTurn(tx, scope.customerId, turnId, scope.driverId);
    if (turn.estado !== 'ofrecido' || turn.offerMovementId === null) return null;
    const movementId = turn.offerMovementId;
    // The movement's row lock, as 'Cambiar conductor' takes it: a change of driver from either side is
    // recorded in the order it happened.
    const [before] = await tx
      .select({ driverId: movements.driverId })
      .from(movements)
      .where(and(eq(movements.id, movementId), eq(movements.customerId, scope.customerId)))
      .for('update');
    const [moved] = await tx
      .update(movements)
      .set({ vehicleId: turn.vehicleId, driverId: turn.driverId })
      .where(
        and(
          eq(movements.id, movementId),
          eq(movements.customerId, scope.customerId),
          eq(movements.estado, 'programado'),
        ),
      )
      .returning({ id: movements.id });
    if (!moved || !before) throw new AppError(409, MSG.turnMovementNotFound);
    if (before.driverId !== turn.driverId) {
      await recordTurnDriverChange(tx, {
        customerId: scope.customerId,
        movementId,
        fromDriverId: before.driverId,
        toDriverId: turn.driverId,
        at: now,
      });
    }
    await tx
      .update(turns)
      .set({ estado: 'asignado', movementId, closedAt: now, offerMovementId: null, offerExpiresAt: null })
      .where(eq(turns.id, turnId));
    await recordTurnEvent(tx, {
      customerId: scope.customerId,
      turnId,
      kind: 'aceptado',
      at: now,
      driverId: scope.driverId,
      movementId,
    });
    // The day's inspection of this driver and vehicle covers the new trip too (PESV paso 16).
    await linkTripToDayInspection(tx, {
      customerId: scope.customerId,
      movementId,
      driverId: turn.driverId,
      vehicleId: turn.vehicleId,
      at: now,
    });
    return movementId;
  });
  if (result === null) throw await offerGone(db, turnId);
  return result;
}

/** The driver declines with a reason from the list; the turn goes back by the company's policy. */
export async function declineOffer(
  db: Db,
  scope: { customerId: number; driverId: number },
  turnId: number,
  motivo: TTurnDeclineReason,
  now: Date,
): Promise<void> {
  await expireOffers(db, scope.customerId, now);
  const settings = await loadTurnSettings(db, scope.customerId);
  const label = TURN_DECLINE_REASONS.find((r) => r.id === motivo)?.label ?? motivo;
  const done = await db.transaction(async (tx) => {
    const turn = await lockTurn(tx, scope.customerId, turnId, scope.driverId);
    if (turn.estado !== 'ofrecido') return false;
    const orden = await requeueOrden(tx, turn, settings);
    await tx
      .update(turns)
      .set({ estado: 'en_cola', orden, offerMovementId: null, offerExpiresAt: null })
      .where(eq(turns.id, turnId));
    await recordTurnEvent(tx, {
      customerId: scope.customerId,
      turnId,
      kind: 'rechazado',
      at: now,
      driverId: scope.driverId,
      movementId: turn.offerMovementId,
      motivo: label,
    });
    return true;
  });
  if (!done) throw await offerGone(db, turnId);
}
