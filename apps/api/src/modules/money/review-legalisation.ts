import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { expenseTypes, tripExpenses, tripLegalisations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { tripOf } from './advances';
import { lockLegalisation, recordMoneyChange } from './money-audit';
import { findTripTotals } from './trip-totals';

// The company's review (issue 11 item 4): each expense registrado → aprobado | rechazado (with a reason
// the driver sees), the trip abierta → en_revision → legalizada. Closing fixes the balance; after it
// nothing of the trip's money changes. The legalisation row is locked for each step, so a review and a
// close never interleave.

interface Reviewer {
  customerId: number;
  userId: number;
}

export async function reviewExpense(
  db: Db,
  reviewer: Reviewer,
  target: { movementId: number; expenseId: number },
  decision: { state: 'aprobado' } | { state: 'rechazado'; reason: string },
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
    if (!expense || expense.withdrawnAt !== null) throw new AppError(404, MSG.moneyExpenseUnknown);
    if (expense.state !== 'registrado') throw new AppError(424, MSG.moneyExpenseAlreadyReviewed);
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

/** Closes the legalisation: every expense reviewed, the balance (advances − approved) fixed in SQL. */
export async function closeLegalisation(
  db: Db,
  reviewer: Reviewer,
  movementId: number,
  now: Date,
): Promise<void> {
  await tripOf(db, reviewer.customerId, movementId);
  await db.transaction(async (tx) => {
    if ((await lockLegalisation(tx, reviewer.customerId, movementId)) === 'legalizada') {
      throw new AppError(424, MSG.moneyLegalisationClosed);
    }
    const totals = await findTripTotals(tx, reviewer.customerId, movementId);
    if (!totals) throw new AppError(404, MSG.moneyTripUnknown);
    if (totals.pendingCount > 0) throw new AppError(424, MSG.moneyPendingExpenses);
    await tx
      .update(tripLegalisations)
      .set({
        state: 'legalizada',
        closedBalanceCop: totals.balanceCop,
        closedByUserId: reviewer.userId,
        closedAt: now,
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
