import { MSG, type TDriverTripMoney } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type DriverScope, findDriverExpenses } from './driver-expenses';
import { findTripTotals } from './trip-totals';

// GET /api/conductor/viajes/:id/dinero: the advances, the expenses with their state and refusal reason,
// and the running balance of one of the driver's own trips.

export async function findDriverTripMoney(
  db: Db,
  scope: DriverScope,
  movementId: number,
): Promise<TDriverTripMoney> {
  const totals = await findTripTotals(db, scope.customerId, movementId, sql`m.driver_id = ${scope.driverId}`);
  if (!totals) throw new AppError(404, MSG.moneyTripUnknown);
  const [advances, expenses] = await Promise.all([
    queryRows<{
      amount_cop: string | number;
      paid_on: string;
      method: TDriverTripMoney['advances'][number]['method'];
      reference: string;
    }>(
      db,
      sql`select amount_cop, paid_on::text as paid_on, method, reference from trip_advances
        where movement_id = ${movementId} and customer_id = ${scope.customerId} order by paid_on, id`,
    ),
    findDriverExpenses(db, scope, { movementId }),
  ]);
  return {
    movementId,
    legalisationState: totals.state,
    advances: advances.map((a) => ({
      amountCop: Number(a.amount_cop),
      paidOn: a.paid_on,
      method: a.method,
      reference: a.reference,
    })),
    expenses: expenses.map(({ id: _id, driverId: _driverId, ...e }) => e),
    advancesCop: totals.advancesCop,
    expensesCop: totals.expensesCop,
    approvedCop: totals.approvedCop,
    pendingCop: totals.pendingCop,
    balanceCop: totals.balanceCop,
    balanceResult: totals.balanceResult,
  };
}
