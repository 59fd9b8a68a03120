import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tripLegalisations } from '../../db/schema';
import { recordMoneyChange } from './money-audit';

// A late expense (issue 22 item 1, ADR 0017): the driver recorded it offline and it arrived after the
// company closed the trip's legalisation. An expense that happened must reach the company, so it is taken
// and the legalisation goes back to en_revision with the closed balance dropped (the totals are live
// again until the next closing). The closing stays in the history; the reopening is written beside it.

export async function reopenForLateExpense(
  tx: Db,
  input: {
    customerId: number;
    movementId: number;
    driverId: number;
    expense: { id: number; tipo: string; amountCop: number };
    now: Date;
  },
): Promise<void> {
  // The caller holds the legalisation's row lock (lockLegalisation), so no review or closing interleaves.
  const [before] = await tx
    .select({ balance: tripLegalisations.closedBalanceCop })
    .from(tripLegalisations)
    .where(eq(tripLegalisations.movementId, input.movementId));
  await tx
    .update(tripLegalisations)
    .set({
      state: 'en_revision',
      closedBalanceCop: null,
      closedByUserId: null,
      closedAt: null,
      reopenedAt: input.now,
    })
    .where(eq(tripLegalisations.movementId, input.movementId));
  await recordMoneyChange(tx, {
    customerId: input.customerId,
    movementId: input.movementId,
    actor: { driverId: input.driverId },
    action: 'legalizacion_reabierta',
    detail: {
      gastoId: input.expense.id,
      tipo: input.expense.tipo,
      valor: input.expense.amountCop,
      saldoCerrado: before?.balance ?? null,
    },
    at: input.now,
  });
}
