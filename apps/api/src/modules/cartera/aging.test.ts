import {
  MSG,
  ROLE,
  type TAgingResponse,
  type TCarteraOptions,
  type TInvoiceDetail,
  type TInvoicePage,
} from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createUser } from '../../test/fixtures';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { getJson, invoice, postInvoices, postPayments } from './cartera-test-helpers';

// Known answers (issue 25 tests): twelve invoices on the as-of date 2026-03-02, the test clock's day,
// with the bucket edges 0/1/30/31/60/61/90/91/120/121 days, a partial payment, a credit note, a payment
// after the as-of date, a fully paid invoice and an annulled one. Hand-computed table below.
let t: TestApp;
let key: string;
let company: string;

const TWELVE = [
  invoice('FE1', '2026-03-12', 100_000, { remesas: [{ manifiesto: 'CART-1', remesa: 'CART-1-1' }] }), // −10: not yet due
  invoice('FE2', '2026-03-02', 200_000, { retenciones: 4_000 }), // 0: not yet due, 196,000 to collect
  invoice('FE3', '2026-03-01', 300_000), // 1 → 1–30; 50,000 paid → 250,000
  invoice('FE4', '2026-01-31', 400_000), // 30 → 1–30
  invoice('FE5', '2026-01-30', 500_000), // 31 → 31–60; credit note 100,000 → 400,000
  invoice('FE6', '2026-01-01', 600_000), // 60 → 31–60
  invoice('FE7', '2025-12-31', 700_000), // 61 → 61–90; paid on 2026-03-05, after the as-of date
  invoice('FE8', '2025-12-02', 800_000), // 90 → 61–90
  invoice('FE9', '2025-12-01', 900_000), // 91: paid in full on 2026-02-01 → out
  invoice('FE10', '2025-11-02', 1_000_000), // 120 → 91–120
  invoice('FE11', '2025-11-01', 1_100_000), // 121: annulled today → out
  invoice('FE12', '2025-01-26', 1_200_000), // 400 → over 120
];

beforeAll(async () => {
  t = await createTestApp();
  const created = await createKey(t.app);
  key = created.key.llave;
  company = created.token;
  expect((await postBatch(t.app, key, [sampleMovement('CART-1')])).statusCode).toBe(200);
  const loaded = await postInvoices(t.app, key, TWELVE);
  expect(loaded.statusCode, loaded.body).toBe(200);
  const paid = await postPayments(t.app, key, [
    { referencia: 'RC-1', factura: 'FE3', fecha: '2026-02-28', valor: 50_000 },
    { referencia: 'NC-1', factura: 'FE5', tipo: 'nota_credito', fecha: '2026-02-15', valor: 100_000 },
    { referencia: 'RC-2', factura: 'FE7', fecha: '2026-03-05', valor: 700_000 },
    { referencia: 'RC-3', factura: 'FE9', fecha: '2026-02-01', valor: 900_000 },
  ]);
  expect(paid.statusCode, paid.body).toBe(200);
  const annulled = await t.app.inject({
    method: 'POST',
    url: '/api/v1/integracion/facturas/FE11/anulacion',
    headers: { 'x-api-key': key },
    payload: { motivo: 'Error en el valor' },
  });
  expect(annulled.statusCode, annulled.body).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('cartera aging (known answers)', () => {
  it('buckets the open balances on the as-of date', async () => {
    const { status, body } = await getJson<TAgingResponse>(
      t.app,
      '/api/cartera/edades?corte=2026-03-02',
      company,
    );
    expect(status).toBe(200);
    expect(body.tramos).toEqual([
      'Por vencer',
      '1–30 días',
      '31–60 días',
      '61–90 días',
      '91–120 días',
      'Más de 120 días',
    ]);
    expect(body.totales).toEqual([296_000, 650_000, 1_000_000, 1_500_000, 1_000_000, 1_200_000]);
    expect(body.total).toBe(5_646_000);
    expect(body.facturas).toBe(10);
    expect(body.generadores).toHaveLength(1);
    expect(body.generadores[0]).toMatchObject({ generador_nit: '900111222', total: 5_646_000, facturas: 10 });
  });

  it('answers the aging as it stood on an earlier day (payments and annulments after it do not count)', async () => {
    const { body } = await getJson<TAgingResponse>(t.app, '/api/cartera/edades?corte=2026-03-01', company);
    // On 03-01: FE3 is due that day (not yet due) and FE11 (120 days) was not annulled yet; FE10 is 119 days.
    expect(body.totales[0]).toBe(100_000 + 196_000 + 250_000);
    expect(body.totales[4]).toBe(1_000_000 + 1_100_000);
    const later = await getJson<TAgingResponse>(t.app, '/api/cartera/edades?corte=2026-03-05', company);
    // FE7 was paid on 03-05; FE6 is 63 days overdue; FE8 (93) moved to 91–120 and FE10 (123) beyond.
    expect(later.body.totales.slice(3)).toEqual([600_000, 800_000, 1_000_000 + 1_200_000]);
  });

  it('lists each invoice with its days overdue, bucket, balance and state', async () => {
    const { body } = await getJson<TInvoicePage>(
      t.app,
      '/api/cartera/facturas?corte=2026-03-02&per_page=20',
      company,
    );
    expect(body.total).toBe(12);
    const byNumber = new Map(body.data.map((r) => [r.numero, r]));
    expect(byNumber.get('FE3')).toMatchObject({
      dias_vencida: 1,
      tramo: 1,
      pagado: 50_000,
      saldo: 250_000,
      estado: 'vencida',
    });
    expect(byNumber.get('FE2')).toMatchObject({
      dias_vencida: 0,
      tramo: 0,
      saldo: 196_000,
      estado: 'abierta',
    });
    expect(byNumber.get('FE9')).toMatchObject({
      tramo: null,
      saldo: 0,
      estado: 'pagada',
      fecha_pago: '2026-02-01',
      dias_para_pagar: 396,
    });
    expect(byNumber.get('FE11')).toMatchObject({ tramo: null, estado: 'anulada' });
    const bucket = await getJson<TInvoicePage>(
      t.app,
      '/api/cartera/facturas?corte=2026-03-02&tramo=3',
      company,
    );
    expect(bucket.body.data.map((r) => r.numero).sort()).toEqual(['FE7', 'FE8']);
    const paid = await getJson<TInvoicePage>(
      t.app,
      '/api/cartera/facturas?estado=pagada&corte=2026-03-02',
      company,
    );
    expect(paid.body.data.map((r) => r.numero)).toEqual(['FE9']);
  });

  it('opens an invoice with the remesas it bills and its payments (drill-down to the movement)', async () => {
    const list = await getJson<TInvoicePage>(t.app, '/api/cartera/facturas?q=FE1&per_page=100', company);
    const fe1 = list.body.data.find((r) => r.numero === 'FE1');
    const fe3 = list.body.data.find((r) => r.numero === 'FE3');
    expect(list.body.data.map((r) => r.numero).sort()).toEqual(['FE1', 'FE10', 'FE11', 'FE12']);
    const all = await getJson<TInvoicePage>(t.app, '/api/cartera/facturas?per_page=100', company);
    const third = all.body.data.find((r) => r.numero === 'FE3');
    if (!fe1 || !third || fe3) throw new Error('FE1 and FE3 expected');
    const detail = await getJson<TInvoiceDetail>(t.app, `/api/cartera/facturas/${fe1.id}`, company);
    expect(detail.body.remesas).toEqual([
      expect.objectContaining({
        manifiesto: 'CART-1',
        remesa: 'CART-1-1',
        movimiento_id: expect.any(Number),
      }),
    ]);
    const paid = await getJson<TInvoiceDetail>(t.app, `/api/cartera/facturas/${third.id}`, company);
    expect(paid.body.pagos).toEqual([
      { referencia: 'RC-1', tipo: 'pago', fecha: '2026-02-28', valor: 50_000 },
    ]);
    expect(paid.body.subtotal + paid.body.iva).toBe(300_000);
    const norte = (await loginAs(t.app, 'transporte2@trazo.demo')).token;
    expect((await getJson(t.app, `/api/cartera/facturas/${fe1.id}`, norte)).status).toBe(404);
  });

  it('exports the filtered invoices, as the list shows them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cartera/facturas/exportar?formato=csv&corte=2026-03-02&tramo=1',
      ...withCookie(company),
    });
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, delimiter: [',', ';'] }) as string[][];
    expect(rows[0]?.slice(0, 2)).toEqual(['Factura', 'Empresa']);
    const byNumber = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect([...byNumber.keys()].sort()).toEqual(['FE3', 'FE4']);
    expect(byNumber.get('FE3')?.slice(8, 15)).toEqual([
      '300000',
      '0',
      '50000',
      '250000',
      '1',
      '1–30 días',
      'Vencida',
    ]);
    const options = await getJson<TCarteraOptions>(t.app, '/api/cartera/opciones', company);
    expect(options.body.generadores.map((g) => g.nit)).toEqual(['900111222']);
  });

  it('follows the company’s own bucket edges', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/cartera/configuracion',
      payload: { edges: [60, 120] },
      ...withCookie(company),
    });
    expect(put.statusCode, put.body).toBe(200);
    const { body } = await getJson<TAgingResponse>(t.app, '/api/cartera/edades?corte=2026-03-02', company);
    expect(body.tramos).toEqual(['Por vencer', '1–60 días', '61–120 días', 'Más de 120 días']);
    expect(body.totales).toEqual([296_000, 1_650_000, 2_500_000, 1_200_000]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/cartera/configuracion',
      payload: { edges: [60, 30] },
      ...withCookie(company),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MSG.carteraEdgesInvalid);
    await t.app.inject({
      method: 'PUT',
      url: '/api/cartera/configuracion',
      payload: { edges: [30, 60, 90, 120] },
      ...withCookie(company),
    });
  });

  it('shows a generator only its own invoices, from every company that bills it', async () => {
    const other = await createKey(t.app, 'transporte2@trazo.demo');
    expect((await postBatch(t.app, other.key.llave, [sampleMovement('CART-2')])).statusCode).toBe(200);
    expect(
      (await postInvoices(t.app, other.key.llave, [invoice('NT7', '2026-02-20', 70_000)])).statusCode,
    ).toBe(200);
    await createUser(t.app, 'cartera@agro.test', [
      { id_role: ROLE.generador, customer_nit: '900123456', company_nit: '900111222' },
      { id_role: ROLE.generador, customer_nit: '901777888', company_nit: '900111222' },
    ]);
    await createUser(t.app, 'otro@generador.test', [
      { id_role: ROLE.generador, customer_nit: '900123456', company_nit: '800999111' },
    ]);
    const login = await loginAs(t.app, 'cartera@agro.test');
    const grant = login.body.rol1[0];
    await t.app.inject({
      method: 'POST',
      url: '/api/seleccionar_rol',
      payload: { id_usuario_rol: grant?.id_usuario_rol },
      ...withCookie(login.token),
    });
    const all = await getJson<TAgingResponse>(t.app, '/api/cartera/edades?corte=2026-03-02', login.token);
    expect(all.body.total).toBe(5_646_000 + 70_000);
    expect(all.body.generadores.map((g) => g.empresa).sort()).toHaveLength(2);
    const onlyNorte = all.body.generadores.find((g) => g.total === 70_000);
    if (!onlyNorte) throw new Error('the second company’s invoice is missing');
    const one = await getJson<TAgingResponse>(
      t.app,
      `/api/cartera/edades?corte=2026-03-02&empresa=${onlyNorte.empresa_id}`,
      login.token,
    );
    expect(one.body.total).toBe(70_000);

    const stranger = (await loginAs(t.app, 'otro@generador.test')).token;
    const none = await getJson<TAgingResponse>(t.app, '/api/cartera/edades?corte=2026-03-02', stranger);
    expect(none.body).toMatchObject({ total: 0, facturas: 0, generadores: [] });
    const norte = (await loginAs(t.app, 'transporte2@trazo.demo')).token;
    const own = await getJson<TInvoicePage>(t.app, '/api/cartera/facturas', norte);
    expect(own.body.data.map((r) => r.numero)).toEqual(['NT7']);
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cartera/edades' })).statusCode).toBe(401);
    const especiales = (await loginAs(t.app, 'especiales@trazo.demo')).token;
    expect((await getJson(t.app, '/api/cartera/edades', especiales)).status).toBe(403);
    const generator = (await loginAs(t.app, 'generador@trazo.demo')).token;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/cartera/configuracion',
      payload: { edges: [30] },
      ...withCookie(generator),
    });
    expect(put.statusCode).toBe(403);
  });
});
