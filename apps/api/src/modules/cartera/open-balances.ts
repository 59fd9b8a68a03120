import { SQL, sql } from 'drizzle-orm';
import type { CarteraScope } from './cartera-scope';

// The one definition of an invoice's position on an as-of date (fecha de corte), shared by the aging and
// the lists: issued by then, not annulled by then, the payments dated by then subtracted. Every sum in SQL.

/** `(company = A [and generator = G]) or …` on `table` (invoices `i` unless told) for the scope's pairs; false when it has none. */
export function scopeCondition(scope: CarteraScope, table: SQL = sql`i`): SQL {
  if (scope.pairs.length === 0) return sql`false`;
  const terms = scope.pairs.map((p) =>
    p.generatorId === null
      ? sql`${table}.customer_id = ${p.customerId}`
      : sql`(${table}.customer_id = ${p.customerId} and ${table}.generator_id = ${p.generatorId})`,
  );
  return sql`(${sql.join(terms, sql` or `)})`;
}

/** 0 = not yet due, then 1 + the number of edges the days overdue exceed (shared agingBucketOf). */
export function bucketExpression(days: SQL, edges: readonly number[] | SQL): SQL {
  // width_bucket counts the edges ≤ its operand; days are whole, so 'edges < days' is 'edges ≤ days − 1'.
  return sql`case when ${days} <= 0 then 0 else 1 + width_bucket(${days} - 1, ${edgesArray(edges)}) end`;
}

/** Bucket edges as an int[]: given ones as a parameter, or an expression the statement reads them with. */
export function edgesArray(edges: readonly number[] | SQL): SQL {
  return edges instanceof SQL ? edges : sql`${`{${edges.join(',')}}`}::int[]`;
}

/**
 * `pay.paid` and `pay.last_paid_on` of invoice `i` on `corte`. An invoice whose last payment is on or
 * before `corte` (today's aging: nearly all) takes its kept totals (`pagado`, `ultimo_pago`, the
 * invoice_payments_totals trigger); only one paid after `corte` sums its payments up to that day.
 */
export function paidAsOf(corte: string): SQL {
  const settled = sql`(i.ultimo_pago is null or i.ultimo_pago <= ${corte}::date)`;
  return sql`cross join lateral (
      select
        case when ${settled} then i.pagado
          else (select coalesce(sum(p.valor), 0)::bigint from invoice_payments p
                where p.invoice_id = i.id and p.fecha <= ${corte}::date) end as paid,
        case when ${settled} then i.ultimo_pago
          else (select max(p.fecha) from invoice_payments p
                where p.invoice_id = i.id and p.fecha <= ${corte}::date) end as last_paid_on
    ) pay`;
}

/**
 * The invoices `i` issued by `corte` in the scope with their payments on that day (`pay`), the generator
 * `g` and the company `c`, and `where`: the lists and the export.
 */
export function invoicesAsOf(corte: string, scope: CarteraScope, where: SQL = sql`true`): SQL {
  return sql`
    from invoices i
    join generators g on g.id = i.generator_id
    join customers c on c.id = i.customer_id
    ${paidAsOf(corte)}
    where ${scopeCondition(scope)} and i.fecha_emision <= ${corte}::date and ${where}`;
}

/** The balance on the as-of date: what is to be collected (total − withholdings) less what was paid. */
export const balanceSql = sql`(i.total - i.retenciones - pay.paid)`;
export const daysOverdueSql = (corte: string) => sql`(${corte}::date - i.fecha_vencimiento)`;
/** Annulled by the as-of date: out of the aging; still listed in the history as anulada. */
export const annulledSql = (corte: string) =>
  sql`(i.anulada_el is not null and i.anulada_el <= ${corte}::date)`;
