import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/database';

// The benchmark's receivables, written by PostgreSQL itself (generate_series): GENERATORS generators of
// the demo transport company and INVOICES invoices over the last 400 days, one generator in ten invoices
// going to the first (the "largest generator"), the rest spread evenly; two payments per invoice that is
// not annulled (a third of the invoices fully paid, every seventh second payment a credit note).
// The triggers of migrations 0034 (paid totals) and 0037 (invoice_aging_days) run on every row, as they
// would for the ERP's batches: the load pays for them, the aging then reads what they keep.

export interface CarteraLoad {
  customerId: number;
  invoices: number;
  payments: number;
  largestGeneratorId: number;
  largestGeneratorInvoices: number;
}

export async function loadInvoices(
  db: Db,
  options: { invoices: number; generators: number },
): Promise<CarteraLoad> {
  const [company] = await queryRows<{ id: number }>(
    db,
    sql`select r.customer_id as id from user_roles r join users u on u.id = r.user_id
        where u.email = 'transporte@trazo.demo' and r.role_id = 5 limit 1`,
  );
  if (!company) throw new Error('the demo transport company is missing');
  const customerId = company.id;
  await db.execute(sql`insert into generators (customer_id, nit, razon_social)
    select ${customerId}, (700000000 + n)::text, 'Generador de prueba ' || n
    from generate_series(1, ${options.generators}::int) n`);
  const today = sql`(now() at time zone 'America/Bogota')::date`;
  await db.execute(sql`
    with g as (
      select array_agg(id order by id) as ids from generators
      where customer_id = ${customerId} and razon_social like 'Generador de prueba %'
    ), n as (
      select n, ${today} - (n % 400) as emitida,
        1000000 + (n % 97) * 10000 as subtotal
      from generate_series(1, ${options.invoices}::int) n
    )
    insert into invoices (customer_id, generator_id, numero, emitida_at, fecha_emision, fecha_vencimiento,
      subtotal, iva, otros_impuestos, retenciones, total, cufe, forma_pago, plazo_dias, anulada_el, synced_at)
    select ${customerId}, g.ids[1 + case when n % 10 = 0 then 0 else n % ${options.generators}::int end],
      'BN' || n, (emitida + time '10:00') at time zone 'America/Bogota', emitida, emitida + 30,
      subtotal, subtotal * 19 / 100, 0, subtotal / 100, subtotal + subtotal * 19 / 100,
      encode(sha384(('BN' || n)::bytea), 'hex'), 'credito', 30,
      case when n % 100 = 7 then emitida + 5 end, now()
    from n, g`);
  await db.execute(sql`
    insert into invoice_payments (customer_id, invoice_id, referencia, tipo, fecha, valor)
    select i.customer_id, i.id, 'BP' || i.id || '-' || k,
      (case when k = 2 and i.id % 7 = 0 then 'nota_credito' else 'pago' end)::invoice_payment_kind,
      i.fecha_emision + 10 * k,
      case when i.id % 3 = 0 then (i.total - i.retenciones) / 2 else (i.total - i.retenciones) / 5 end
    from invoices i cross join generate_series(1, 2) k
    where i.customer_id = ${customerId} and i.numero like 'BN%' and i.anulada_el is null`);
  // VACUUM too: each payment rewrote its invoice and its aging rows (the triggers), and this server may run
  // without autovacuum; production's autovacuum clears such dead rows within minutes of a load.
  await db.execute(sql`analyze generators`);
  await db.execute(sql`vacuum analyze invoices, invoice_payments, invoice_aging_days, invoice_aging_changes`);
  const [counts] = await queryRows<{ invoices: number; payments: number }>(
    db,
    sql`select (select count(*)::int from invoices where customer_id = ${customerId}) as invoices,
      (select count(*)::int from invoice_payments where customer_id = ${customerId}) as payments`,
  );
  const [largest] = await queryRows<{ id: number; n: number }>(
    db,
    sql`select generator_id as id, count(*)::int as n from invoices where customer_id = ${customerId}
        group by 1 order by 2 desc limit 1`,
  );
  if (!counts || !largest) throw new Error('nothing loaded');
  return {
    customerId,
    invoices: counts.invoices,
    payments: counts.payments,
    largestGeneratorId: largest.id,
    largestGeneratorInvoices: largest.n,
  };
}
