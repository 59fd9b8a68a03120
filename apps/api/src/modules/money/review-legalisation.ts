import { formatPesos, MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { expenseTypes, tripExpenses, tripLegalisations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { tripOf } from './advances';
import { lockLegalisation, recordMoneyChange } from './money-audit';
import { findTripTotals } from './trip-totals';

// The company's review (issue 11 item 4): each expense registrado → aprobado | rechazado (with a reason
// the driver sees), the trip abierta → en_revision → legalizada. Closing fixes the balance; after it
// nothing of the trip's money changes (but a late expense of the driver reopens it: reopen-legalisation).
// The legalisation row is locked for each step, then the expense's (the one order, lockLegalisation), so a
// review and a close never interleave. A review carries the version the reviewer saw (issue 23 item 5).

interface Reviewer {
  customerId: number;
  userId: number;
}

export async function reviewExpense(
  db: Db,
  reviewer: Reviewer,
  target: { movementId: number; expenseId: number },
  decision: { state: 'aprobado'; version: number } | { state: 'rechazado'; reason: string; version: number },
  now: Date,
): Promise<void> {
  await tripOf(db, reviewer.customerId, target.movementId);
  await db.transaction(async (tx) => {
    if ((await lockLegalisation(tx, reviewer.customerId, target.movementId)) === 'legalizada') {
      throw new AppError(424, MSG.moneyLegalisationClosed);
    }
    const [expense] = await tx
      .select({
        state: tripExpenses.state,
        withdrawnAt: tripExpenses.withdrawnAt,
        amountCop: tripExpenses.amountCop,
        version: tripExpenses.version,
        tipo: expenseTypes.nombre,
      })
      .from(tripExpenses)
      .innerJoin(expenseTypes, eq(expenseTypes.id, tripExpenses.expenseTypeId))
      .where(
        and(
          eq(tripExpenses.id, target.expenseId),
          eq(tripExpenses.movementId, target.movementId),
          eq(tripExpenses.customerId, reviewer.customerId),
        ),
      )
      .for('update', { of: tripExpenses });
    if (!expense) throw new AppError(404, MSG.moneyExpenseUnknown);
    // The driver withdrew or corrected it after the reviewer's screen was read: decide nothing unseen.
    if (expense.withdrawnAt !== null) throw new AppError(409, MSG.moneyExpenseWithdrawnMeanwhile);
    if (expense.state !== 'registrado') throw new AppError(424, MSG.moneyExpenseAlreadyReviewed);
    if (expense.version !== decision.version) {
      throw new AppError(409, `${MSG.moneyExpenseChanged} ${formatPesos(expense.amountCop)}.`);
    }
    const reason = decision.state === 'rechazado' ? decision.reason : null;
    await tx
      .update(tripExpenses)
      .set({
        state: decision.state,
        rejectionReason: reason,
        reviewedByUserId: reviewer.userId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(tripExpenses.id, target.expenseId));
    await tx
      .update(tripLegalisations)
      .set({ state: 'en_revision' })
      .where(eq(tripLegalisations.movementId, target.movementId));
    await recordMoneyChange(tx, {
      customerId: reviewer.customerId,
      movementId: target.movementId,
      actor: { userId: reviewer.userId },
      action: decision.state === 'aprobado' ? 'gasto_aprobado' : 'gasto_rechazado',
      detail: { gastoId: target.expenseId, tipo: expense.tipo, valor: expense.amountCop, motivo: reason },
      at: now,
    });
  });
}

/**
 * Closes the legalisation: every expense reviewed, the balance (advances − approved) fixed in SQL. A trip
 * still en ruta may still bring expenses: closing it needs `confirmEnRoute` (the dialog's second step).
 */
export async function closeLegalisation(
  db: Db,
  reviewer: Reviewer,
  movementId: number,
  options: { confirmEnRoute: boolean },
  now: Date,
): Promise<void> {
  const trip = await tripOf(db, reviewer.customerId, movementId);
  await db.transaction(async (tx) => {
    if ((await lockLegalisation(tx, reviewer.customerId, movementId)) === 'legalizada') {
      throw new AppError(424, MSG.moneyLegalisationClosed);
    }
    const totals = await findTripTotals(tx, reviewer.customerId, movementId);
    if (!totals) throw new AppError(404, MSG.moneyTripUnknown);
    if (totals.pendingCount > 0) throw new AppError(424, MSG.moneyPendingExpenses);
    if (trip.estado === 'en_ruta' && !options.confirmEnRoute) {
      throw new AppError(424, MSG.moneyCloseEnRoute, { errors: { confirmEnRoute: [MSG.moneyCloseEnRoute] } });
    }
    await tx
      .update(tripLegalisations)
      .set({
        state: 'legalizada',
        closedBalanceCop: totals.balanceCop,
        closedByUserId: reviewer.userId,
        closedAt: now,
        reopenedAt: null,
      })
      .where(eq(tripLegalisations.movementId, movementId));
    await recordMoneyChange(tx, {
      customerId: reviewer.customerId,
      movementId,
      actor: { userId: reviewer.userId },
      action: 'legalizacion_cerrada',
      detail: {
        valor: totals.balanceCop,
        anticipos: totals.advancesCop,
        aprobados: totals.approvedCop,
        resultado: totals.balanceResult,
      },
      at: now,
    });
  });
}
