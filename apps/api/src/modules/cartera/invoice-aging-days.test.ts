import { DEFAULT_AGING_EDGES } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { invoice, postInvoices, postPayments } from './cartera-test-helpers';
import { agingStatement } from './find-aging';
import { bucketExpression } from './open-balances';

// ADR 0024, third pass: the aging reads the open balances per generator and due date now and the changes
// dated after the cut-off, which migration 0037's trigger keeps (invoice_aging_days, invoice_aging_changes).
// After every kind of write (the API, SQL by hand) this compares, for cut-offs before, between and after
// every fact, the aging with the one computed from the invoices and their payments alone, the way it was
// computed before the tables existed; and the kept rows with the invoices as they stand.

let t: TestApp;
let key: string;
let customerId: number;

/** Cut-offs around every date below: before the issue, between payments, the test clock's day, later. */
const CORTES = [
  '2026-01-09',
  '2026-01-10',
  '2026-02-01',
  '2026-02-05',
  '2026-02-09',
  '2026-02-10',
  '2026-02-20',
  '2026-02-25',
  '2026-03-01',
  '2026-03-02',
  '2026-03-19',
  '2026-03-20',
  '2026-06-30',
];
const EDGE_SETS = [DEFAULT_AGING_EDGES, [1, 7]];

interface Share {
  generator_id: number;
  tramo: number;
  saldo: string;
  facturas: number;
}

/** The aging from the invoices and their payments alone, no kept total or table: the reference. */
async function fromInvoices(corte: string, edges: readonly number[]): Promise<Share[]> {
  return queryRows<Share>(
    t.database.db,
    sql`select i.generator_id, ${bucketExpression(sql`(${corte}::date - i.fecha_vencimiento)`, edges)} as tramo,
        sum(i.total - i.retenciones - p.paid)::text as saldo, count(*)::int as facturas
      from invoices i
      cross join lateral (select coalesce(sum(valor), 0) as paid from invoice_payments
        where invoice_id = i.id and fecha <= ${corte}::date) p
      where i.customer_id = ${customerId} and i.fecha_emision <= ${corte}::date
        and not (i.anulada_el is not null and i.anulada_el <= ${corte}::date)
        and i.total - i.retenciones - p.paid > 0
      group by 1, 2 order by 1, 2`,
  );
}

async function fromStatement(corte: string, edges: readonly number[]): Promise<Share[]> {
  const rows = await queryRows<Share & { generador_id: number }>(
    t.database.db,
    agingStatement({ pairs: [{ customerId, generatorId: null }] }, corte, edges),
  );
  return rows
    .filter((r) => r.tramo !== null) // an empty aging answers one row with only its edges
    .map((r) => ({ generator_id: r.generador_id, tramo: r.tramo, saldo: r.saldo, facturas: r.facturas }))
    .sort((a, b) => a.generator_id - b.generator_id || a.tramo - b.tramo);
}

/** Kept rows that differ from the company's invoices now: balances per due date, changes per day. */
async function keptMismatches() {
  const days = await queryRows(
    t.database.db,
    sql`with now as (
        select generator_id, fecha_vencimiento,
          sum(total - retenciones - pagado) filter (where anulada_el is null and total - retenciones - pagado > 0)
            as saldo,
          count(*) filter (where anulada_el is null and total - retenciones - pagado > 0) as facturas
        from invoices where customer_id = ${customerId} group by 1, 2)
      select fecha_vencimiento::text, n.saldo::text, d.saldo::text as kept_saldo
      from (select * from now where facturas > 0) n
      full join (select * from invoice_aging_days where customer_id = ${customerId} and facturas <> 0) d
        using (generator_id, fecha_vencimiento)
      where d.saldo is distinct from n.saldo or d.facturas is distinct from n.facturas`,
  );
  const changes = await queryRows(
    t.database.db,
    sql`with now as (
        select i.generator_id, s.fecha, i.fecha_vencimiento, sum(s.saldo) as saldo, sum(s.facturas) as facturas
        from invoices i
        cross join lateral trazo_invoice_aging_steps(i.fecha_emision, i.anulada_el, i.total - i.retenciones,
          i.pagos_fechas, i.pagos_valores) s
        where i.customer_id = ${customerId} group by 1, 2, 3)
      select fecha::text, fecha_vencimiento::text, n.saldo::text, l.saldo::text as kept_saldo
      from (select * from now where saldo <> 0 or facturas <> 0) n
      full join (select * from invoice_aging_changes where customer_id = ${customerId}
          and (saldo <> 0 or facturas <> 0)) l
        using (generator_id, fecha, fecha_vencimiento)
      where l.saldo is distinct from n.saldo or l.facturas is distinct from n.facturas`,
  );
  return { days, changes };
}

/** The table holds today's balances and the aging equals the reference on every cut-off. */
async function expectExact() {
  expect(await keptMismatches()).toEqual({ days: [], changes: [] });
  for (const edges of EDGE_SETS) {
    for (const corte of CORTES) {
      expect(await fromStatement(corte, edges), `${corte} ${edges.join('/')}`).toEqual(
        await fromInvoices(corte, edges),
      );
    }
  }
}

const issued = (day: string) => ({ fecha_emision: `${day} 10:00` });
const sqlPayment = (referencia: string, numero: string, fecha: string, valor: number) =>
  t.database.db.execute(sql`insert into invoice_payments (customer_id, invoice_id, referencia, tipo, fecha, valor)
    select customer_id, id, ${referencia}, 'pago', ${fecha}::date, ${valor} from invoices where numero = ${numero}`);

beforeAll(async () => {
  t = await createTestApp();
  key = (await createKey(t.app)).key.llave;
  expect((await postBatch(t.app, key, [sampleMovement('AGED-1')])).statusCode).toBe(200);
  const [company] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select r.customer_id as id from user_roles r join users u on u.id = r.user_id
      where u.email = 'transporte@trazo.demo' and r.role_id = 5 limit 1`,
  );
  customerId = company?.id ?? 0;
  // A second generator of the company, for an invoice re-sent to another generator.
  await t.database.db.execute(sql`insert into generators (customer_id, nit, razon_social)
    values (${customerId}, '800222333', 'Lácteos del Valle S.A.S.')`);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('aging kept by trigger (invoice_aging_days, invoice_aging_changes)', () => {
  it('equals the aging from the invoices after they are loaded (two in one group)', async () => {
    const loaded = await postInvoices(t.app, key, [
      invoice('AD1', '2026-02-01', 100_000, issued('2026-01-10')),
      invoice('AD2', '2026-02-01', 200_000, { ...issued('2026-01-10'), retenciones: 2_000 }),
      invoice('AD3', '2026-02-20', 300_000, issued('2026-01-20')),
      invoice('AD4', '2026-03-15', 400_000, issued('2026-02-09')),
      invoice('AD5', '2026-02-20', 150_000, issued('2026-02-10')),
    ]);
    expect(loaded.statusCode, loaded.body).toBe(200);
    await expectExact();
  });

  it('follows partial and full payments, a credit note and a payment dated after today', async () => {
    const paid = await postPayments(t.app, key, [
      { referencia: 'AD-RC-1', factura: 'AD1', fecha: '2026-02-05', valor: 30_000 },
      { referencia: 'AD-RC-2', factura: 'AD2', fecha: '2026-02-10', valor: 198_000 },
      { referencia: 'AD-NC-1', factura: 'AD3', tipo: 'nota_credito', fecha: '2026-02-25', valor: 50_000 },
      { referencia: 'AD-RC-3', factura: 'AD4', fecha: '2026-03-20', valor: 100_000 },
    ]);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectExact();
  });

  it('answers a past cut-off exactly after a payment dated later is recorded', async () => {
    // AD5 (due 02-20, issued 02-10) is paid on 02-25: on 02-20 it was still owed in full.
    expect(
      (
        await postPayments(t.app, key, [
          { referencia: 'AD-RC-4', factura: 'AD5', fecha: '2026-02-25', valor: 150_000 },
        ])
      ).statusCode,
    ).toBe(200);
    const onDue = await fromStatement('2026-02-21', DEFAULT_AGING_EDGES);
    // 02-21: AD3 (300,000, the credit note is dated 02-25) and AD5 (150,000) one day overdue; AD1 70,000
    // twenty days overdue; AD4 not yet due; AD2 paid on 02-10.
    expect(onDue.map((r) => [r.tramo, r.saldo, r.facturas])).toEqual([
      [0, '400000', 1],
      [1, '520000', 3],
    ]);
    await expectExact();
  });

  it('follows a payment changed, moved to another group and deleted by SQL', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update invoice_payments set valor = 60000, fecha = '2026-02-09' where referencia = 'AD-RC-1'`,
    );
    await expectExact();
    await sqlPayment('AD-RC-5', 'AD3', '2026-03-01', 20_000);
    await db.execute(sql`update invoice_payments set invoice_id = (select id from invoices where numero = 'AD4')
      where referencia = 'AD-RC-5'`);
    await expectExact();
    await db.execute(sql`delete from invoice_payments where referencia in ('AD-RC-5', 'AD-RC-2')`);
    await expectExact();
  });

  it('follows an annulment', async () => {
    const loaded = await postInvoices(t.app, key, [
      invoice('AD6', '2026-02-01', 80_000, issued('2026-01-12')),
    ]);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const annulled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integracion/facturas/AD6/anulacion',
      headers: { 'x-api-key': key },
      payload: { motivo: 'Valor errado' },
    });
    expect(annulled.statusCode, annulled.body).toBe(200);
    await expectExact();
  });

  it('follows an invoice re-sent with a new total, due date or generator, and a resend that changes nothing', async () => {
    const first = invoice('AD7', '2026-02-01', 90_000, issued('2026-01-15'));
    expect((await postInvoices(t.app, key, [first])).statusCode).toBe(200);
    const resend = async (body: ReturnType<typeof invoice>, outcome: string) => {
      const res = await postInvoices(t.app, key, [body]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().resultados[0].resultado).toBe(outcome);
      await expectExact();
    };
    await resend(first, 'sin_cambios');
    await resend(invoice('AD7', '2026-02-01', 95_000, issued('2026-01-15')), 'actualizada');
    await resend(invoice('AD7', '2026-02-28', 95_000, issued('2026-01-15')), 'actualizada');
    await resend(
      invoice('AD7', '2026-02-28', 95_000, { ...issued('2026-02-26'), generador_nit: '800222333' }),
      'actualizada',
    );
  });

  it('follows an invoice deleted by SQL', async () => {
    await t.database.db.execute(sql`delete from invoices where numero = 'AD7'`);
    await expectExact();
  });

  it('lets two payment batches touch the same two groups in opposite orders at once', async () => {
    // Without the company's advisory lock (lock-cartera.ts) PostgreSQL would find a deadlock here.
    const loaded = await postInvoices(t.app, key, [
      invoice('RX1', '2026-04-01', 1_000_000, issued('2026-02-01')),
      invoice('RX2', '2026-04-01', 1_000_000, issued('2026-02-01')),
      invoice('RY1', '2026-04-02', 1_000_000, issued('2026-02-01')),
      invoice('RY2', '2026-04-02', 1_000_000, issued('2026-02-01')),
    ]);
    expect(loaded.statusCode, loaded.body).toBe(200);
    for (let round = 0; round < 10; round++) {
      const pay = (referencia: string, factura: string) => ({
        referencia,
        factura,
        fecha: '2026-03-01',
        valor: 1_000,
      });
      const answers = await Promise.all([
        postPayments(t.app, key, [pay(`RA-${round}-1`, 'RX1'), pay(`RA-${round}-2`, 'RY1')]),
        postPayments(t.app, key, [pay(`RB-${round}-1`, 'RY2'), pay(`RB-${round}-2`, 'RX2')]),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    }
    await expectExact();
  });
});
