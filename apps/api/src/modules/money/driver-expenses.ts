import { MSG, type TDriverExpense, type TDriverExpenseParsed } from '@trazo/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { expenseTypes, movements, tripExpensePhotos, tripExpenses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { checkOccurredAt } from '../../lib/record-time';
import { lockLegalisation, recordMoneyChange } from './money-audit';
import { checkReceiptPhotosArrived, type ResolvePhotos } from './receipt-photos';
import { reopenForLateExpense } from './reopen-legalisation';

// The driver's expenses (issue 11 item 3), from the app's outbox: idempotent by clientId, on the driver's
// own trips only (movements.driver_id = driverId AND customer_id = customerId), correctable or
// withdrawable until the company reviews them. An expense that arrives after the legalisation was closed
// is accepted as late and reopens it (ADR 0017, issue 22 item 1): an expense that happened is never lost.
// Its time follows the drivers' events' rule (checkOccurredAt: ≤ 10 min ahead, ≤ 30 days old).

export interface DriverScope {
  customerId: number;
  driverId: number;
}

type ExpenseBody = Omit<TDriverExpenseParsed, 'clientId'>;

interface StoredExpense {
  id: number;
  client_id: string;
  movement_id: number;
  driver_id: number;
  expense_type_id: number;
  tipo: string;
  amount_cop: string | number;
  occurred_at: string | Date;
  beneficiary_name: string;
  beneficiary_nit: string;
  beneficiary_dv: number | null;
  receipt_number: string;
  note: string;
  state: TDriverExpense['state'];
  rejection_reason: string | null;
  withdrawn_at: string | Date | null;
  is_late: boolean;
  photo_client_ids: string[] | null;
}

/** The driver's expenses (one, by clientId, or all of a trip), as the app shows them. */
export async function findDriverExpenses(
  db: Db,
  scope: DriverScope,
  where: { clientId: string } | { movementId: number },
): Promise<(TDriverExpense & { id: number; driverId: number })[]> {
  const filter =
    'clientId' in where
      ? sql`x.client_id = ${where.clientId}`
      : sql`x.movement_id = ${where.movementId} and x.driver_id = ${scope.driverId} and x.withdrawn_at is null`;
  const rows = await queryRows<StoredExpense>(
    db,
    sql`select x.id, x.client_id::text as client_id, x.movement_id, x.driver_id, x.expense_type_id,
        t.nombre as tipo, x.amount_cop, x.occurred_at, x.beneficiary_name, x.beneficiary_nit, x.beneficiary_dv,
        x.receipt_number, x.note, x.state, x.rejection_reason, x.withdrawn_at, x.is_late,
        (select array_agg(p.client_id::text order by p.position) from trip_expense_photos p
          where p.expense_id = x.id) as photo_client_ids
      from trip_expenses x join expense_types t on t.id = x.expense_type_id
      where x.customer_id = ${scope.customerId} and ${filter}
      order by x.occurred_at, x.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    driverId: r.driver_id,
    clientId: r.client_id,
    movementId: r.movement_id,
    expenseTypeId: r.expense_type_id,
    expenseType: r.tipo,
    amountCop: Number(r.amount_cop),
    occurredAt: new Date(r.occurred_at).toISOString(),
    beneficiaryName: r.beneficiary_name,
    beneficiaryNit: r.beneficiary_nit,
    beneficiaryDv: r.beneficiary_dv,
    receiptNumber: r.receipt_number,
    note: r.note,
    photos: r.photo_client_ids ?? [],
    state: r.state,
    rejectionReason: r.rejection_reason,
    withdrawn: r.withdrawn_at !== null,
    late: r.is_late,
  }));
}

function publicExpense(e: TDriverExpense & { id: number; driverId: number }): TDriverExpense {
  const { id: _id, driverId: _driverId, ...rest } = e;
  return rest;
}

/** The driver's own trip at the company, or 404 (another driver's trip is as unknown as a missing one). */
async function assertOwnTrip(db: Db, scope: DriverScope, movementId: number): Promise<void> {
  const [row] = await db
    .select({ id: movements.id })
    .from(movements)
    .where(
      and(
        eq(movements.id, movementId),
        eq(movements.customerId, scope.customerId),
        eq(movements.driverId, scope.driverId),
      ),
    );
  if (!row) throw new AppError(404, MSG.moneyTripUnknown);
}

/** The company's active type, the cap and the receipt rule. */
async function checkAgainstType(db: Db, scope: DriverScope, body: ExpenseBody): Promise<string> {
  const [type] = await db
    .select()
    .from(expenseTypes)
    .where(
      and(
        eq(expenseTypes.id, body.expenseTypeId),
        eq(expenseTypes.customerId, scope.customerId),
        eq(expenseTypes.isActive, true),
      ),
    );
  if (!type)
    throw new AppError(422, MSG.moneyTypeUnknown, { errors: { expenseTypeId: [MSG.moneyTypeUnknown] } });
  if (type.capCop !== null && body.amountCop > type.capCop) {
    throw new AppError(422, MSG.moneyAmountOverCap, { errors: { amountCop: [MSG.moneyAmountOverCap] } });
  }
  if (type.requiresReceipt && body.photos.length === 0) {
    throw new AppError(422, MSG.moneyReceiptRequired, {
      errors: { photos: [MSG.moneyReceiptRequired] },
    });
  }
  return type.nombre;
}

function columns(body: ExpenseBody) {
  return {
    movementId: body.movementId,
    expenseTypeId: body.expenseTypeId,
    amountCop: body.amountCop,
    occurredAt: new Date(body.occurredAt),
    beneficiaryName: body.beneficiaryName,
    beneficiaryNit: body.beneficiaryNit,
    beneficiaryDv: body.beneficiaryDv,
    receiptNumber: body.receiptNumber,
    note: body.note,
    lat: body.position?.lat ?? null,
    lon: body.position?.lon ?? null,
  };
}

async function writePhotos(tx: Db, expenseId: number, photos: { clientId: string; fileId: string }[]) {
  await tx.delete(tripExpensePhotos).where(eq(tripExpensePhotos.expenseId, expenseId));
  if (photos.length === 0) return;
  await tx
    .insert(tripExpensePhotos)
    .values(photos.map((p, position) => ({ expenseId, fileId: p.fileId, clientId: p.clientId, position })));
}

/**
 * Records an expense. A resend of the same clientId answers the stored expense (created = false) without
 * touching it, whatever the body says; a clientId of another driver is refused.
 */
export async function createDriverExpense(
  deps: { db: Db; resolvePhotos: ResolvePhotos },
  scope: DriverScope,
  input: TDriverExpenseParsed,
  now: Date,
): Promise<{ expense: TDriverExpense; created: boolean }> {
  const { db } = deps;
  const resend = async () => {
    const [stored] = await findDriverExpenses(db, scope, { clientId: input.clientId });
    if (!stored || stored.driverId !== scope.driverId) throw new AppError(409, MSG.moneyClientIdTaken);
    return { expense: publicExpense(stored), created: false };
  };
  const [existing] = await findDriverExpenses(db, scope, { clientId: input.clientId });
  if (existing) return resend();

  checkOccurredAt(input.occurredAt, now);
  await assertOwnTrip(db, scope, input.movementId);
  const tipo = await checkAgainstType(db, scope, input);
  await checkReceiptPhotosArrived(db, scope, input.photos);
  try {
    await db.transaction(async (tx) => {
      const isLate = (await lockLegalisation(tx, scope.customerId, input.movementId)) === 'legalizada';
      const [row] = await tx
        .insert(tripExpenses)
        .values({
          customerId: scope.customerId,
          clientId: input.clientId,
          driverId: scope.driverId,
          ...columns(input),
          isLate,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tripExpenses.id });
      const expenseId = row?.id as number;
      await writePhotos(tx, expenseId, await deps.resolvePhotos(tx, scope, input.photos, input.clientId));
      await recordMoneyChange(tx, {
        customerId: scope.customerId,
        movementId: input.movementId,
        actor: { driverId: scope.driverId },
        action: 'gasto_registrado',
        detail: { gastoId: expenseId, tipo, valor: input.amountCop },
        at: now,
      });
      if (isLate) {
        await reopenForLateExpense(tx, {
          customerId: scope.customerId,
          movementId: input.movementId,
          driverId: scope.driverId,
          expense: { id: expenseId, tipo, amountCop: input.amountCop },
          now,
        });
      }
    });
  } catch (error) {
    // Two sends of one clientId at once: the loser answers what the winner stored.
    if (uniqueViolation(error) !== null) return resend();
    throw error;
  }
  const [stored] = await findDriverExpenses(db, scope, { clientId: input.clientId });
  return {
    expense: publicExpense(stored as TDriverExpense & { id: number; driverId: number }),
    created: true,
  };
}

/**
 * The driver's own, not withdrawn, not reviewed expense, locked; or the reason it cannot change. Locks the
 * legalisation first and the expense second, the order the company's review takes (lockLegalisation):
 * the trip is read unlocked only to know which legalisation to lock (an expense never changes trip).
 * Losing a race to the company's review is a 409.
 */
async function lockEditable(tx: Db, scope: DriverScope, clientId: string) {
  const mine = and(
    eq(tripExpenses.customerId, scope.customerId),
    eq(tripExpenses.clientId, clientId),
    eq(tripExpenses.driverId, scope.driverId),
  );
  const [trip] = await tx.select({ movementId: tripExpenses.movementId }).from(tripExpenses).where(mine);
  if (!trip) throw new AppError(404, MSG.moneyExpenseUnknown);
  const legalisation = await lockLegalisation(tx, scope.customerId, trip.movementId);
  const [row] = await tx.select().from(tripExpenses).where(mine).for('update');
  if (!row) throw new AppError(404, MSG.moneyExpenseUnknown);
  if (row.withdrawnAt !== null) throw new AppError(424, MSG.moneyExpenseWithdrawn);
  if (legalisation === 'legalizada') throw new AppError(424, MSG.moneyLegalisationClosed);
  if (row.state !== 'registrado') throw new AppError(409, MSG.moneyExpenseReviewed);
  return row;
}

export async function updateDriverExpense(
  deps: { db: Db; resolvePhotos: ResolvePhotos },
  scope: DriverScope,
  clientId: string,
  body: ExpenseBody,
  now: Date,
): Promise<TDriverExpense> {
  const { db } = deps;
  checkOccurredAt(body.occurredAt, now);
  await assertOwnTrip(db, scope, body.movementId);
  const tipo = await checkAgainstType(db, scope, body);
  await checkReceiptPhotosArrived(db, scope, body.photos);
  await db.transaction(async (tx) => {
    const row = await lockEditable(tx, scope, clientId);
    // The trip is part of what was recorded: moving it would dodge the closed-trip rule of the other.
    if (row.movementId !== body.movementId) throw new AppError(422, MSG.moneyTripUnknown);
    await tx
      .update(tripExpenses)
      .set({ ...columns(body), version: sql`${tripExpenses.version} + 1`, updatedAt: now })
      .where(eq(tripExpenses.id, row.id));
    await writePhotos(tx, row.id, await deps.resolvePhotos(tx, scope, body.photos, clientId));
    await recordMoneyChange(tx, {
      customerId: scope.customerId,
      movementId: row.movementId,
      actor: { driverId: scope.driverId },
      action: 'gasto_corregido',
      detail: { gastoId: row.id, tipo, valor: body.amountCop, anterior: row.amountCop },
      at: now,
    });
  });
  const [stored] = await findDriverExpenses(db, scope, { clientId });
  return publicExpense(stored as TDriverExpense & { id: number; driverId: number });
}

/** Withdraws an expense; withdrawing it again answers the same (the app's outbox may resend). */
export async function withdrawDriverExpense(
  deps: { db: Db; resolvePhotos: ResolvePhotos },
  scope: DriverScope,
  clientId: string,
  now: Date,
): Promise<TDriverExpense> {
  const { db } = deps;
  const [current] = await findDriverExpenses(db, scope, { clientId });
  if (!current || current.driverId !== scope.driverId) throw new AppError(404, MSG.moneyExpenseUnknown);
  if (!current.withdrawn) {
    await db.transaction(async (tx) => {
      const row = await lockEditable(tx, scope, clientId);
      await tx
        .update(tripExpenses)
        .set({ withdrawnAt: now, updatedAt: now })
        .where(eq(tripExpenses.id, row.id));
      await recordMoneyChange(tx, {
        customerId: scope.customerId,
        movementId: row.movementId,
        actor: { driverId: scope.driverId },
        action: 'gasto_retirado',
        detail: { gastoId: row.id, tipo: current.expenseType, valor: row.amountCop },
        at: now,
      });
    });
  }
  const [stored] = await findDriverExpenses(db, scope, { clientId });
  return publicExpense(stored as TDriverExpense & { id: number; driverId: number });
}
