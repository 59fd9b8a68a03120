import { MSG, type TInvoicePage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { getJson, invoice, postInvoices, postPayments } from './cartera-test-helpers';

// The ERP's invoices and payments (issue 25 §1): validation, idempotent resends, parallel identical
// writes answering as the first did, balances that never go below zero.
let t: TestApp;
let key: string;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createKey(t.app);
  key = created.key.llave;
  company = created.token;
  expect((await postBatch(t.app, key, [sampleMovement('ERPF-1')])).statusCode).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('ERP invoices', () => {
  it('refuses a malformed CUFE, a wrong total, an unknown generator or remesa, saving nothing', async () => {
    const res = await postInvoices(t.app, key, [
      invoice('BAD1', '2026-04-01', 119_000, { cufe: 'xyz' }),
      { ...invoice('BAD2', '2026-04-01', 119_000), total: 120_000 },
      invoice('BAD3', '2026-04-01', 119_000, { generador_nit: '123456789' }),
      invoice('BAD4', '2026-04-01', 119_000, { remesas: [{ manifiesto: 'ERPF-1', remesa: 'NO-EXISTE' }] }),
      invoice('BAD5', '2024-12-01', 119_000),
    ]);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe(MSG.carteraBatchInvalid);
    expect(body.errors['facturas.0.cufe']).toEqual([MSG.carteraCufeInvalid]);
    expect(body.errors['facturas.1.total']).toEqual([MSG.carteraTotalMismatch]);
    expect(body.errors['facturas.4.fecha_vencimiento']).toEqual([MSG.carteraDueBeforeIssue]);
    // The schema errors answer first; the references are checked once the rows are well formed.
    const refs = await postInvoices(t.app, key, [
      invoice('BAD3', '2026-04-01', 119_000, { generador_nit: '123456789' }),
      invoice('BAD4', '2026-04-01', 119_000, { remesas: [{ manifiesto: 'ERPF-1', remesa: 'NO-EXISTE' }] }),
    ]);
    expect(refs.json().errors).toEqual({
      'facturas.0.generador_nit': [MSG.carteraGeneratorUnknown],
      'facturas.1.remesas.0': [MSG.carteraRemesaUnknown],
    });
    const list = await getJson<TInvoicePage>(t.app, '/api/cartera/facturas', company);
    expect(list.body.data.filter((r) => r.numero.startsWith('BAD'))).toEqual([]);
  });

  it('refuses to bill a remesa of another generator', async () => {
    const base = sampleMovement('ERPF-2');
    const other = {
      ...base,
      remesas: base.remesas.map((r) => ({ ...r, generador: { nit: '900555666', nombre: 'Otro S.A.S.' } })),
    };
    expect((await postBatch(t.app, key, [other])).statusCode).toBe(200);
    const res = await postInvoices(t.app, key, [
      invoice('FX1', '2026-04-01', 119_000, { remesas: [{ manifiesto: 'ERPF-2', remesa: 'ERPF-2-1' }] }),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'facturas.0.remesas.0': [MSG.carteraRemesaOtherGenerator] });
  });

  it('answers a resend with no change, and ten identical parallel batches as the first did', async () => {
    const batch = [
      invoice('FP100', '2026-04-01', 238_000, { remesas: [{ manifiesto: 'ERPF-1', remesa: 'ERPF-1-1' }] }),
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInvoices(t.app, key, batch)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((a) => a.json().resultados[0].resultado).sort();
    expect(outcomes).toEqual(['creada', ...Array(9).fill('sin_cambios')]);
    const again = await postInvoices(t.app, key, batch);
    expect(again.json()).toEqual({
      creadas: 0,
      actualizadas: 0,
      sin_cambios: 1,
      resultados: [{ numero: 'FP100', resultado: 'sin_cambios' }],
    });
    const corrected = await postInvoices(t.app, key, [invoice('FP100', '2026-04-15', 238_000)]);
    expect(corrected.json().resultados[0].resultado).toBe('actualizada');
  });

  it('applies payments up to the balance, never beyond, idempotent by reference', async () => {
    await postInvoices(t.app, key, [invoice('FP200', '2026-04-01', 100_000, { retenciones: 2_500 })]);
    const first = await postPayments(t.app, key, [
      { referencia: 'RC-200-1', factura: 'FP200', fecha: '2026-03-01', valor: 40_000 },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().resultados[0]).toMatchObject({ resultado: 'aplicado', saldo: 57_500 });
    const resend = await postPayments(t.app, key, [
      { referencia: 'RC-200-1', factura: 'FP200', fecha: '2026-03-01', valor: 40_000 },
    ]);
    expect(resend.json().resultados[0]).toMatchObject({ resultado: 'sin_cambios', saldo: 57_500 });
    const changed = await postPayments(t.app, key, [
      { referencia: 'RC-200-1', factura: 'FP200', fecha: '2026-03-01', valor: 41_000 },
    ]);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors['pagos.0.referencia']).toEqual([MSG.carteraPaymentReferenceTaken]);
    const over = await postPayments(t.app, key, [
      { referencia: 'RC-200-2', factura: 'FP200', fecha: '2026-03-02', valor: 57_501 },
    ]);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['pagos.0.valor'][0]).toBe(`${MSG.carteraPaymentOverBalance} (saldo $ 57.500)`);
  });

  it('lets exactly one of two parallel payments that together exceed the balance through', async () => {
    await postInvoices(t.app, key, [invoice('FP300', '2026-04-01', 100_000)]);
    const [a, b] = await Promise.all([
      postPayments(t.app, key, [
        { referencia: 'RC-300-A', factura: 'FP300', fecha: '2026-03-01', valor: 70_000 },
      ]),
      postPayments(t.app, key, [
        { referencia: 'RC-300-B', factura: 'FP300', fecha: '2026-03-01', valor: 60_000 },
      ]),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 422]);
    const list = await getJson<TInvoicePage>(t.app, '/api/cartera/facturas?q=FP300', company);
    expect(list.body.data).toHaveLength(1);
    expect([30_000, 40_000]).toContain(list.body.data[0]?.saldo);
  });

  it('annuls an invoice without payments, refuses one with payments, and refuses payments to an annulled one', async () => {
    await postInvoices(t.app, key, [
      invoice('FP400', '2026-04-01', 50_000),
      invoice('FP401', '2026-04-01', 50_000),
    ]);
    const annul = (numero: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/integracion/facturas/${numero}/anulacion`,
        headers: { 'x-api-key': key },
        payload: { motivo: 'Emitida por error' },
      });
    expect((await annul('FP400')).json()).toEqual({ numero: 'FP400', estado: 'anulada' });
    expect((await annul('FP400')).statusCode).toBe(200);
    const pay = await postPayments(t.app, key, [
      { referencia: 'RC-400', factura: 'FP400', fecha: '2026-03-01', valor: 1 },
    ]);
    expect(pay.json().errors['pagos.0.factura']).toEqual([MSG.carteraInvoiceAnnulled]);
    await postPayments(t.app, key, [
      { referencia: 'RC-401', factura: 'FP401', fecha: '2026-03-01', valor: 1 },
    ]);
    const refused = await annul('FP401');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.carteraInvoiceHasPayments);
    expect((await annul('FP999')).statusCode).toBe(404);
    const replaced = await postInvoices(t.app, key, [invoice('FP401', '2026-05-01', 50_000)]);
    expect(replaced.json().errors['facturas.0.numero']).toEqual([MSG.carteraInvoiceChanged]);
  });

  it('keeps one company’s invoices from another company’s key', async () => {
    const other = await createKey(t.app, 'transporte2@trazo.demo');
    const pay = await postPayments(t.app, other.key.llave, [
      { referencia: 'X-1', factura: 'FP100', fecha: '2026-03-01', valor: 1 },
    ]);
    expect(pay.json().errors['pagos.0.factura']).toEqual([MSG.carteraInvoiceUnknown]);
    expect((await getJson<TInvoicePage>(t.app, '/api/cartera/facturas', other.token)).body.total).toBe(0);
  });
});
