import { balanceResult, type TBalanceResult, type TLegalisationState } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

// A trip's money, summed in SQL (issue 11 item 5): the one definition of every total and the balance.
// Withdrawn expenses never count; refused ones count in nothing but the history.

const ADVANCES = sql`coalesce((select sum(a.amount_cop) from trip_advances a where a.movement_id = m.id), 0)`;

/** Columns for a query over `movements m` left-joined to `trip_legalisations l` and EXPENSE_SUMS `e`. */
export const TOTALS_COLUMNS = sql`
  ${ADVANCES}::bigint as advances_cop,
  coalesce(e.expenses_cop, 0)::bigint as expenses_cop,
  coalesce(e.approved_cop, 0)::bigint as approved_cop,
  coalesce(e.refused_cop, 0)::bigint as refused_cop,
  coalesce(e.pending_cop, 0)::bigint as pending_cop,
  coalesce(e.pending_count, 0)::int as pending_count,
  coalesce(l.state, 'abierta') as state,
  coalesce(l.closed_balance_cop, ${ADVANCES} - coalesce(e.approved_cop, 0))::bigint as balance_cop`;

/** The lateral join TOTALS_COLUMNS reads as `e`. */
export const EXPENSE_SUMS = sql`left join lateral (
    select sum(x.amount_cop) filter (where x.state <> 'rechazado') as expenses_cop,
      sum(x.amount_cop) filter (where x.state = 'aprobado') as approved_cop,
      sum(x.amount_cop) filter (where x.state = 'rechazado') as refused_cop,
      sum(x.amount_cop) filter (where x.state = 'registrado') as pending_cop,
      count(*) filter (where x.state = 'registrado') as pending_count
    from trip_expenses x where x.movement_id = m.id and x.withdrawn_at is null
  ) e on true`;

export interface TotalsRow {
  advances_cop: string | number;
  expenses_cop: string | number;
  approved_cop: string | number;
  refused_cop: string | number;
  pending_cop: string | number;
  pending_count: string | number;
  state: TLegalisationState;
  /** Closed: the balance closing fixed; open: advances − approved. */
  balance_cop: string | number;
}

export interface TripTotals {
  advancesCop: number;
  expensesCop: number;
  approvedCop: number;
  refusedCop: number;
  pendingCop: number;
  pendingCount: number;
  balanceCop: number;
  balanceResult: TBalanceResult;
  state: TLegalisationState;
}

/** bigint arrives as text from node-postgres; every value here is far below 2^53. */
export function toTotals(r: TotalsRow): TripTotals {
  const balanceCop = Number(r.balance_cop);
  return {
    advancesCop: Number(r.advances_cop),
    expensesCop: Number(r.expenses_cop),
    approvedCop: Number(r.approved_cop),
    refusedCop: Number(r.refused_cop),
    pendingCop: Number(r.pending_cop),
    pendingCount: Number(r.pending_count),
    balanceCop,
    balanceResult: balanceResult(balanceCop),
    state: r.state,
  };
}

/** The totals of one trip of the company (null if it is not the company's). */
export async function findTripTotals(
  db: Db,
  customerId: number,
  movementId: number,
  extraWhere: SQL = sql`true`,
): Promise<TripTotals | null> {
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`select ${TOTALS_COLUMNS}
      from movements m
      left join trip_legalisations l on l.movement_id = m.id
      ${EXPENSE_SUMS}
      where m.id = ${movementId} and m.customer_id = ${customerId} and ${extraWhere}`,
  );
  return row ? toTotals(row) : null;
}
