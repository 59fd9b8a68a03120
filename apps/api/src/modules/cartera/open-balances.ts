import { type SQL, sql } from 'drizzle-orm';
import type { CarteraScope } from './cartera-scope';

// The one definition of an invoice's position on an as-of date (fecha de corte), shared by the aging and
// the lists: issued by then, not annulled by then, the payments dated by then subtracted. Every sum in SQL.

/** `(company = A [and generator = G]) or …` for the scope's pairs; false when it has none. */
export function scopeCondition(scope: CarteraScope): SQL {
  if (scope.pairs.length === 0) return sql`false`;
  const terms = scope.pairs.map((p) =>
    p.generatorId === null
      ? sql`i.customer_id = ${p.customerId}`
      : sql`(i.customer_id = ${p.customerId} and i.generator_id = ${p.generatorId})`,
  );
  return sql`(${sql.join(terms, sql` or `)})`;
}

/** 0 = not yet due, then 1 + the number of edges the days overdue exceed (shared agingBucketOf). */
export function bucketExpression(days: SQL, edges: readonly number[]): SQL {
  return sql`case when ${days} <= 0 then 0 else 1 + (select count(*)::int from unnest(${`{${edges.join(',')}}`}::int[]) e where ${days} > e) end`;
}

/**
 * Rows `i` (invoices), `g` (generators), `c` (the company), `paid` (payments to the as-of date) and
 * `last_paid_on`, for the invoices issued by `corte` in the scope, with `where` added.
 */
export function invoicesAsOf(corte: string, scope: CarteraScope, where: SQL = sql`true`): SQL {
  return sql`
    from invoices i
    join generators g on g.id = i.generator_id
    join customers c on c.id = i.customer_id
    left join lateral (
      select coalesce(sum(p.valor), 0)::bigint as paid, max(p.fecha) as last_paid_on
      from invoice_payments p
      where p.invoice_id = i.id and p.fecha <= ${corte}::date
    ) pay on true
    where ${scopeCondition(scope)} and i.fecha_emision <= ${corte}::date and ${where}`;
}

/** The balance on the as-of date: what is to be collected (total − withholdings) less what was paid. */
export const balanceSql = sql`(i.total - i.retenciones - pay.paid)`;
export const daysOverdueSql = (corte: string) => sql`(${corte}::date - i.fecha_vencimiento)`;
/** Annulled by the as-of date: out of the aging; still listed in the history as anulada. */
export const annulledSql = (corte: string) =>
  sql`(i.anulada_el is not null and i.anulada_el <= ${corte}::date)`;
