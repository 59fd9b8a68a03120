import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { invoice, postInvoices, postPayments } from './cartera-test-helpers';

// ADR 0024, second pass: each invoice keeps what its payments add up to and the day of the last one
// (migration 0034's trigger on invoice_payments), which the aging reads for a cut-off after that day. The
// known answers of aging.test.ts prove the aging with them; this proves the trigger keeps them on every
// kind of write, including SQL that bypasses the API.

let t: TestApp;

const kept = async (numero: string) =>
  (
    await queryRows<{ pagado: string; ultimo_pago: string | null }>(
      t.database.db,
      sql`select pagado::text, ultimo_pago::text from invoices where numero = ${numero}`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  const { key } = await createKey(t.app);
  expect((await postBatch(t.app, key.llave, [sampleMovement('PAID-1')])).statusCode).toBe(200);
  const loaded = await postInvoices(t.app, key.llave, [
    invoice('PT1', '2026-03-01', 300_000),
    invoice('PT2', '2026-03-01', 500_000),
  ]);
  expect(loaded.statusCode, loaded.body).toBe(200);
  const paid = await postPayments(t.app, key.llave, [
    { referencia: 'PT-RC-1', factura: 'PT1', fecha: '2026-02-28', valor: 50_000 },
    { referencia: 'PT-NC-1', factura: 'PT1', tipo: 'nota_credito', fecha: '2026-02-15', valor: 20_000 },
  ]);
  expect(paid.statusCode, paid.body).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('invoice paid totals (trigger)', () => {
  it('adds up the payments written through the API, and starts at zero without any', async () => {
    expect(await kept('PT1')).toEqual({ pagado: '70000', ultimo_pago: '2026-02-28' });
    expect(await kept('PT2')).toEqual({ pagado: '0', ultimo_pago: null });
  });

  it('follows a payment changed, added, moved to another invoice or removed by SQL', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update invoice_payments set valor = 60000, fecha = '2026-02-20' where referencia = 'PT-RC-1'`,
    );
    expect(await kept('PT1')).toEqual({ pagado: '80000', ultimo_pago: '2026-02-20' });
    await db.execute(sql`insert into invoice_payments (customer_id, invoice_id, referencia, tipo, fecha, valor)
      select customer_id, id, 'PT-RC-2', 'pago', '2026-03-03', 10000 from invoices where numero = 'PT1'`);
    expect(await kept('PT1')).toEqual({ pagado: '90000', ultimo_pago: '2026-03-03' });
    await db.execute(sql`update invoice_payments set invoice_id = (select id from invoices where numero = 'PT2')
      where referencia = 'PT-RC-2'`);
    expect(await kept('PT1')).toEqual({ pagado: '80000', ultimo_pago: '2026-02-20' });
    expect(await kept('PT2')).toEqual({ pagado: '10000', ultimo_pago: '2026-03-03' });
    await db.execute(sql`delete from invoice_payments where referencia in ('PT-RC-2', 'PT-NC-1')`);
    expect(await kept('PT1')).toEqual({ pagado: '60000', ultimo_pago: '2026-02-20' });
    expect(await kept('PT2')).toEqual({ pagado: '0', ultimo_pago: null });
  });
});
