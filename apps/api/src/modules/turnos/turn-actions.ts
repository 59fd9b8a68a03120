import { MSG, TURN_EXPIRED_REASON } from '@trazo/shared';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { branches, drivers, movements, turnCounters, turns, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import {
  ACTIVE_STATES,
  eligibilityKey,
  eligibilityOf,
  endOfQueue,
  loadTurnSettings,
  recordTurnEvent,
  requeueOrden,
} from './turn-rules';

// Issue 27 §1: how a turn is made, offered, cancelled and lapses (the driver's answer: offer-answers.ts).
// Every change locks the turn's row (select … for update) and checks its state again, so of parallel
// requests exactly one wins; the partial unique indexes keep one active turn per vehicle and one
// pending offer per movement.

const turnRow = {
  id: turns.id,
  customerId: turns.customerId,
  branchId: turns.branchId,
  vehicleId: turns.vehicleId,
  driverId: turns.driverId,
  clase: turns.clase,
  orden: turns.orden,
  estado: turns.estado,
  offerMovementId: turns.offerMovementId,
  offerExpiresAt: turns.offerExpiresAt,
};

export async function lockTurn(tx: Db, customerId: number, turnId: number, driverId?: number) {
  const [turn] = await tx
    .select(turnRow)
    .from(turns)
    .where(
      and(
        eq(turns.id, turnId),
        eq(turns.customerId, customerId),
        driverId === undefined ? undefined : eq(turns.driverId, driverId),
      ),
    )
    .for('update');
  if (!turn) throw new AppError(404, MSG.turnNotFound);
  return turn;
}

/**
 * Offers past their time go back to the queue with the company's decline policy (evaluated lazily: every
 * read and action of the company's turns calls this first, so no job is needed).
 */
export async function expireOffers(db: Db, customerId: number, now: Date): Promise<void> {
  const due = await db
    .select({ id: turns.id })
    .from(turns)
    .where(
      and(eq(turns.customerId, customerId), eq(turns.estado, 'ofrecido'), lte(turns.offerExpiresAt, now)),
    );
  if (due.length === 0) return;
  const settings = await loadTurnSettings(db, customerId);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const turn = await lockTurn(tx, customerId, id);
      if (turn.estado !== 'ofrecido' || !turn.offerExpiresAt || turn.offerExpiresAt > now) return;
      const orden = await requeueOrden(tx, turn, settings);
      await tx
        .update(turns)
        .set({ estado: 'en_cola', orden, offerMovementId: null, offerExpiresAt: null })
        .where(eq(turns.id, id));
      await recordTurnEvent(tx, {
        customerId,
        turnId: id,
        kind: 'vencido',
        at: now,
        driverId: turn.driverId,
        movementId: turn.offerMovementId,
        motivo: TURN_EXPIRED_REASON,
      });
    });
  }
}

export interface NewTurn {
  customerId: number;
  branchId: number;
  vehicleId: number;
  driverId: number;
  origen: 'portal' | 'app';
  userId: number | null;
  now: Date;
}

/** Puts a vehicle in its branch's queue (class from the vehicle) with the branch's next number. */
export async function createTurn(db: Db, input: NewTurn): Promise<number> {
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, input.branchId), eq(branches.customerId, input.customerId)));
  if (!branch) throw new AppError(404, MSG.turnBranchNotFound);
  const [vehicle] = await db
    .select({ clase: vehicles.clase })
    .from(vehicles)
    .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.customerId, input.customerId)));
  if (!vehicle) throw new AppError(404, MSG.turnVehicleNotFound);
  try {
    return await db.transaction(async (tx) => {
      // The branch's counter row is the lock: numbers are given one at a time, without gaps on success.
      const [counter] = await tx
        .insert(turnCounters)
        .values({ branchId: input.branchId, last: 1 })
        .onConflictDoUpdate({ target: turnCounters.branchId, set: { last: sql`${turnCounters.last} + 1` } })
        .returning({ last: turnCounters.last });
      const clase = vehicle.clase;
      const orden = await endOfQueue(tx, { customerId: input.customerId, branchId: input.branchId, clase });
      const [turn] = await tx
        .insert(turns)
        .values({
          customerId: input.customerId,
          branchId: input.branchId,
          numero: counter?.last ?? 1,
          vehicleId: input.vehicleId,
          driverId: input.driverId,
          clase,
          orden,
          origen: input.origen,
          enqueuedAt: input.now,
          createdByUserId: input.userId,
        })
        .returning({ id: turns.id });
      const id = turn?.id as number;
      await recordTurnEvent(tx, {
        customerId: input.customerId,
        turnId: id,
        kind: 'creado',
        at: input.now,
        userId: input.userId,
        driverId: input.driverId,
      });
      return id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'turns_active_vehicle_uq')
      throw new AppError(409, MSG.turnVehicleAlreadyQueued);
    throw error;
  }
}

/** The dispatcher's 'Agregar turno': by plate and driver document. */
export async function createTurnByPlate(
  db: Db,
  scope: { customerId: number; userId: number },
  input: { sucursalId: number; placa: string; conductorDocumento: string },
  now: Date,
): Promise<number> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.customerId, scope.customerId), eq(vehicles.placa, input.placa.toUpperCase())));
  if (!vehicle) throw new AppError(404, MSG.turnVehicleNotFound);
  const [driver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.customerId, scope.customerId), eq(drivers.documento, input.conductorDocumento)));
  if (!driver) throw new AppError(404, MSG.turnDriverNotFound);
  return createTurn(db, {
    customerId: scope.customerId,
    branchId: input.sucursalId,
    vehicleId: vehicle.id,
    driverId: driver.id,
    origen: 'portal',
    userId: scope.userId,
    now,
  });
}

/** Movements a turn may be offered: programmed, not started, not offered to another turn. */
export function pendingMovementCondition(customerId: number) {
  return and(
    eq(movements.customerId, customerId),
    eq(movements.estado, 'programado'),
    isNull(movements.ultimoEventoId),
    sql`not exists (select 1 from ${turns} t where t.offer_movement_id = ${movements.id} and t.estado = 'ofrecido')`,
    sql`not exists (select 1 from ${turns} t where t.movement_id = ${movements.id})`,
  );
}

/** The dispatcher offers a pending movement to the first eligible turn of its queue. */
export async function offerTurn(
  db: Db,
  scope: { customerId: number; userId: number },
  turnId: number,
  movementId: number,
  now: Date,
): Promise<void> {
  await expireOffers(db, scope.customerId, now);
  const settings = await loadTurnSettings(db, scope.customerId);
  try {
    await db.transaction(async (tx) => {
      const turn = await lockTurn(tx, scope.customerId, turnId);
      if (turn.estado !== 'en_cola') throw new AppError(409, MSG.turnNotQueued);
      const [movement] = await tx
        .select({ id: movements.id })
        .from(movements)
        .where(and(eq(movements.id, movementId), pendingMovementCondition(scope.customerId)));
      if (!movement) throw new AppError(409, MSG.turnMovementNotFound);
      const ahead = await tx
        .select({ vehicleId: turns.vehicleId, driverId: turns.driverId })
        .from(turns)
        .where(
          and(
            eq(turns.customerId, scope.customerId),
            eq(turns.branchId, turn.branchId),
            eq(turns.clase, turn.clase),
            eq(turns.estado, 'en_cola'),
            sql`(${turns.orden}, ${turns.id}) < (${turn.orden}, ${turn.id})`,
          ),
        )
        .orderBy(asc(turns.orden), asc(turns.id));
      const eligibility = await eligibilityOf(tx, scope.customerId, [...ahead, turn], now);
      const reason = eligibility.get(eligibilityKey(turn)) ?? '';
      if (reason) throw new AppError(409, MSG.turnNotEligible.replace('{motivo}', reason));
      if (ahead.some((a) => eligibility.get(eligibilityKey(a)) === ''))
        throw new AppError(409, MSG.turnEarlierEligible);
      await tx
        .update(turns)
        .set({
          estado: 'ofrecido',
          offerMovementId: movementId,
          offerExpiresAt: new Date(now.getTime() + settings.offerMinutes * 60_000),
        })
        .where(and(eq(turns.id, turnId), eq(turns.estado, 'en_cola')));
      await recordTurnEvent(tx, {
        customerId: scope.customerId,
        turnId,
        kind: 'ofrecido',
        at: now,
        userId: scope.userId,
        driverId: turn.driverId,
        movementId,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === 'turns_offer_movement_uq')
      throw new AppError(409, MSG.turnMovementAlreadyOffered);
    throw error;
  }
}

/** Cancelling never deletes: the turn leaves the queue with its reason, and the step is recorded. */
export async function cancelTurn(
  db: Db,
  scope: { customerId: number; userId: number | null; driverId?: number },
  turnId: number,
  motivo: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const turn = await lockTurn(tx, scope.customerId, turnId, scope.driverId);
    if (!ACTIVE_STATES.includes(turn.estado as (typeof ACTIVE_STATES)[number]))
      throw new AppError(409, MSG.turnNotQueued);
    await tx
      .update(turns)
      .set({
        estado: 'cancelado',
        closedAt: now,
        closeReason: motivo,
        offerMovementId: null,
        offerExpiresAt: null,
      })
      .where(eq(turns.id, turnId));
    await recordTurnEvent(tx, {
      customerId: scope.customerId,
      turnId,
      kind: 'cancelado',
      at: now,
      userId: scope.userId,
      driverId: turn.driverId,
      movementId: turn.offerMovementId,
      motivo,
    });
  });
}
