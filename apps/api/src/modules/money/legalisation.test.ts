import {
  LEGALISATION_EXPORT_COLUMNS,
  MSG,
  type TLegalisationDetail,
  type TLegalisationPage,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { companyKey, customerIdOf, erpTrip, insertExpense, readXlsx } from '../../test/money-helpers';
import { postBatch, sampleMovement } from '../integration/integration-test-helpers';

// 'Legalización Gastos' (issue 11): the ERP anticipo, advances, totals to the peso, the review state
// machine, closing, the history, the xlsx export and the company scoping.

describe('legalización de gastos', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let key: string;
  let otherKey: string;
  const as = (method: 'GET' | 'POST', url: string, payload?: object, auth = token) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(auth) });
  const detail = async (id: number, auth = token) => {
    const res = await as('GET', `/legalizacion-gastos/${id}`, undefined, auth);
    expect(res.statusCode).toBe(200);
    return res.json<TLegalisationDetail>();
  };
  const erpAdvances = (movementId: number) =>
    queryRows<{ amount_cop: string }>(
      t.database.db,
      sql`select amount_cop from trip_advances where movement_id = ${movementId} and source = 'erp'`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    ({ token: otherToken } = await loginAs(t.app, 'transporte2@trazo.demo'));
    key = await companyKey(t.app, 'transporte@trazo.demo');
    otherKey = await companyKey(t.app, 'transporte2@trazo.demo');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('takes the ERP anticipo once per manifest: a resend does not add one, a new value replaces it', async () => {
    const id = await erpTrip(t.app, key, 'AN-1', { anticipo: 500_000 });
    expect(await erpAdvances(id)).toEqual([{ amount_cop: expect.anything() }]);
    expect(Number((await erpAdvances(id))[0]?.amount_cop)).toBe(500_000);

    await erpTrip(t.app, key, 'AN-1', { anticipo: 500_000 });
    expect(await erpAdvances(id)).toHaveLength(1);
    await erpTrip(t.app, key, 'AN-1', { anticipo: 650_000 });
    expect((await erpAdvances(id)).map((r) => Number(r.amount_cop))).toEqual([650_000]);
    // Without the field: left alone (existing ERP batches keep working unchanged).
    await erpTrip(t.app, key, 'AN-1');
    expect((await erpAdvances(id)).map((r) => Number(r.amount_cop))).toEqual([650_000]);
    await erpTrip(t.app, key, 'AN-1', { anticipo: 0 });
    expect(await erpAdvances(id)).toEqual([]);

    const trip = await detail(id);
    expect(trip.history.map((h) => h.action)).toEqual([
      'Anticipo del ERP',
      'Anticipo del ERP',
      'Anticipo del ERP',
    ]);
    expect(trip.history.every((h) => h.who === 'ERP')).toBe(true);
  });

  it('refuses a fractional or negative anticipo with the path of the field, saving nothing', async () => {
    for (const anticipo of [1000.5, -1, '500000']) {
      const res = await postBatch(t.app, key, [sampleMovement('AN-BAD', { anticipo } as never)]);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain('movimientos.0.anticipo');
    }
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from movements where manifiesto_numero = 'AN-BAD'`,
    );
    expect(rows).toEqual([]);
  });

  it('adds up to the peso: advance 500.000, 180.000 approved + 45.500 refused → excedente 320.000', async () => {
    const id = await erpTrip(t.app, key, 'KA-1', { anticipo: 500_000 });
    const toll = await insertExpense(t.database.db, id, { tipo: 'Combustible', amountCop: 180_000 });
    const meal = await insertExpense(t.database.db, id, { tipo: 'Alimentación', amountCop: 45_500 });

    let trip = await detail(id);
    expect(trip.trip).toMatchObject({
      state: 'abierta',
      advancesCop: 500_000,
      expensesCop: 225_500,
      approvedCop: 0,
      pendingCop: 225_500,
      pendingCount: 2,
      balanceCop: 500_000,
    });
    // Closing with expenses left to review is refused.
    const early = await as('POST', `/legalizacion-gastos/${id}/cerrar`);
    expect(early.statusCode).toBe(424);
    expect(early.json()).toEqual({ message: MSG.moneyPendingExpenses });

    expect(
      (await as('POST', `/legalizacion-gastos/${id}/gastos/${toll}/aprobar`, { version: 1 })).statusCode,
    ).toBe(200);
    const noReason = await as('POST', `/legalizacion-gastos/${id}/gastos/${meal}/rechazar`, {
      reason: ' ',
      version: 1,
    });
    expect(noReason.statusCode).toBe(422);
    const refused = await as('POST', `/legalizacion-gastos/${id}/gastos/${meal}/rechazar`, {
      reason: 'Recibo ilegible',
      version: 1,
    });
    expect(refused.statusCode).toBe(200);
    // Reviewed once: a second decision is refused.
    const again = await as('POST', `/legalizacion-gastos/${id}/gastos/${meal}/aprobar`, { version: 1 });
    expect(again.statusCode).toBe(424);
    expect(again.json()).toEqual({ message: MSG.moneyExpenseAlreadyReviewed });

    trip = await detail(id);
    expect(trip.trip).toMatchObject({
      state: 'en_revision',
      expensesCop: 180_000,
      approvedCop: 180_000,
      pendingCount: 0,
      balanceCop: 320_000,
      balanceResult: 'excedente',
    });
    expect(trip.expenses.find((e) => e.id === meal)).toMatchObject({
      state: 'rechazado',
      rejectionReason: 'Recibo ilegible',
      reviewedBy: expect.stringContaining(' '),
    });

    expect((await as('POST', `/legalizacion-gastos/${id}/cerrar`)).statusCode).toBe(200);
    trip = await detail(id);
    expect(trip.trip).toMatchObject({ state: 'legalizada', balanceCop: 320_000, balanceResult: 'excedente' });
    expect(trip.trip.closedAt).not.toBeNull();
    expect(trip.history.map((h) => h.action)).toEqual([
      'Legalización cerrada',
      'Gasto rechazado',
      'Gasto aprobado',
      'Anticipo del ERP',
    ]);
    expect(trip.history[0]?.detail).toBe('Saldo $ 320.000');
  });

  it('changes nothing after closing: no review, no advance, no second close, the ERP advance kept', async () => {
    const id = await erpTrip(t.app, key, 'CL-1', { anticipo: 100_000 });
    const fuel = await insertExpense(t.database.db, id, { tipo: 'Combustible', amountCop: 150_000 });
    await as('POST', `/legalizacion-gastos/${id}/gastos/${fuel}/aprobar`, { version: 1 });
    expect((await as('POST', `/legalizacion-gastos/${id}/cerrar`)).statusCode).toBe(200);
    expect((await detail(id)).trip).toMatchObject({ balanceCop: -50_000, balanceResult: 'faltante' });

    const late = await insertExpense(t.database.db, id, { tipo: 'Peaje', amountCop: 12_000 });
    for (const [url, payload] of [
      [`/legalizacion-gastos/${id}/gastos/${late}/aprobar`, { version: 1 }],
      [`/legalizacion-gastos/${id}/gastos/${late}/rechazar`, { reason: 'Tarde', version: 1 }],
      [`/legalizacion-gastos/${id}/cerrar`, undefined],
      [`/legalizacion-gastos/${id}/anticipos`, { amountCop: 1000, paidOn: '2026-03-01', method: 'efectivo' }],
    ] as const) {
      const res = await as('POST', url, payload);
      expect(res.statusCode, url).toBe(424);
      expect(res.json()).toEqual({ message: MSG.moneyLegalisationClosed });
    }
    await erpTrip(t.app, key, 'CL-1', { anticipo: 999_000 });
    expect((await detail(id)).trip).toMatchObject({ advancesCop: 100_000, balanceCop: -50_000 });
  });

  it('records the company’s advances with who recorded them, and validates them', async () => {
    const id = await erpTrip(t.app, key, 'AD-1');
    const ok = await as('POST', `/legalizacion-gastos/${id}/anticipos`, {
      amountCop: 250_000,
      paidOn: '2026-03-01',
      method: 'tarjeta_combustible',
      reference: 'TC-88',
    });
    expect(ok.statusCode).toBe(201);
    for (const bad of [
      { amountCop: 10.5, paidOn: '2026-03-01', method: 'efectivo' },
      { amountCop: 0, paidOn: '2026-03-01', method: 'efectivo' },
      { amountCop: 100, paidOn: '2026-02-30', method: 'efectivo' },
      { amountCop: 100, paidOn: '2026-03-01', method: 'cheque' },
    ]) {
      expect((await as('POST', `/legalizacion-gastos/${id}/anticipos`, bad)).statusCode).toBe(422);
    }
    const trip = await detail(id);
    expect(trip.advances).toEqual([
      expect.objectContaining({
        amountCop: 250_000,
        method: 'tarjeta_combustible',
        reference: 'TC-88',
        source: 'portal',
        recordedBy: expect.any(String),
      }),
    ]);
    expect(trip.trip.balanceCop).toBe(250_000);
  });

  it('lists trips with money only, filtered and paginated in SQL, scoped to the company', async () => {
    await erpTrip(t.app, key, 'NOMONEY-1');
    const otherId = await erpTrip(t.app, otherKey, 'OTRA-1', { anticipo: 70_000 });
    const res = await as('GET', '/legalizacion-gastos?per_page=2&page=1');
    const page = res.json<TLegalisationPage>();
    expect(page.total).toBe(3); // KA-1, CL-1, AD-1 (AN-1 had its advance removed)
    expect(page.data).toHaveLength(2);
    expect(page.last_page).toBe(2);
    const all = (await as('GET', '/legalizacion-gastos?per_page=100')).json<TLegalisationPage>();
    expect(all.data.map((r) => r.manifiesto).sort()).toEqual(['AD-1', 'CL-1', 'KA-1']);

    const closed = (await as('GET', '/legalizacion-gastos?estado=legalizada')).json<TLegalisationPage>();
    expect(closed.data.map((r) => r.manifiesto).sort()).toEqual(['CL-1', 'KA-1']);
    // The sample driver is "Pedro Páez": found without the accent, by document too.
    expect((await as('GET', '/legalizacion-gastos?conductor=paez')).json<TLegalisationPage>().total).toBe(3);
    expect((await as('GET', '/legalizacion-gastos?conductor=nadie')).json<TLegalisationPage>().total).toBe(0);
    expect((await as('GET', '/legalizacion-gastos?placa=ABC')).json<TLegalisationPage>().total).toBe(3);
    expect((await as('GET', '/legalizacion-gastos?desde=2026-03-02')).json<TLegalisationPage>().total).toBe(
      0,
    );
    expect(
      (await as('GET', '/legalizacion-gastos?desde=2026-03-01&hasta=2026-03-01')).json<TLegalisationPage>()
        .total,
    ).toBe(3);

    // The other company's trip is not there, nor reachable by id.
    expect((await as('GET', `/legalizacion-gastos/${otherId}`)).statusCode).toBe(404);
    expect((await as('POST', `/legalizacion-gastos/${otherId}/cerrar`)).statusCode).toBe(404);
    expect(
      (await as('GET', '/legalizacion-gastos', undefined, otherToken)).json<TLegalisationPage>().data,
    ).toEqual([expect.objectContaining({ manifiesto: 'OTRA-1', advancesCop: 70_000 })]);
  });

  it('refuses another company’s expense id under one of its own trips', async () => {
    const mine = await erpTrip(t.app, key, 'SC-1', { anticipo: 1000 });
    const theirs = await erpTrip(t.app, otherKey, 'SC-2', { anticipo: 1000 });
    const theirExpense = await insertExpense(t.database.db, theirs, { tipo: 'Peaje', amountCop: 5000 });
    const res = await as('POST', `/legalizacion-gastos/${mine}/gastos/${theirExpense}/aprobar`, {
      version: 1,
    });
    expect(res.statusCode).toBe(404);
    const [row] = await queryRows<{ state: string }>(
      t.database.db,
      sql`select state from trip_expenses where id = ${theirExpense}`,
    );
    expect(row?.state).toBe('registrado');
  });

  it('exports a period as xlsx with the six columns, and a trip’s legalisation formula-safe', async () => {
    const id = await erpTrip(t.app, key, 'XL-1', { anticipo: 300_000 });
    await insertExpense(t.database.db, id, {
      tipo: 'Peaje',
      amountCop: 18_700,
      beneficiaryNit: '900123456',
      beneficiaryName: '=HYPERLINK("http://x")',
    });
    const res = await as('GET', `/legalizacion-gastos/exportar?movementId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // The trip's document (legalisation-export.test.ts has its layout): the expense's row, neutralised.
    const tripRows = await readXlsx(res.rawPayload);
    expect(tripRows).toContainEqual(
      expect.arrayContaining(['2026-03-01 10:00', 'Peaje', '900123456', `'=HYPERLINK("http://x")`, 18_700]),
    );

    const period = await as('GET', '/legalizacion-gastos/exportar?desde=2026-03-01&hasta=2026-03-01');
    const [header, ...periodRows] = await readXlsx(period.rawPayload);
    expect(header).toEqual([...LEGALISATION_EXPORT_COLUMNS]);
    expect(periodRows).toContainEqual([
      '2026-03-01 10:00',
      '900123456',
      `'=HYPERLINK("http://x")`,
      'Peaje (manifiesto XL-1)',
      18_700,
      'Registrado',
    ]);
    expect(periodRows.length).toBe(5); // KA-1 ×2, CL-1 ×2, XL-1 ×1; none of the other company
    expect(periodRows.map((r) => r[3])).toContain('Peaje (manifiesto XL-1)');

    expect((await as('GET', '/legalizacion-gastos/exportar')).statusCode).toBe(422);
    const foreign = await as('GET', `/legalizacion-gastos/exportar?movementId=${id}`, undefined, otherToken);
    expect(foreign.statusCode).toBe(404);
  });

  it('is for transport companies only', async () => {
    const { token: generator } = await loginAs(t.app, 'generador@trazo.demo');
    expect((await as('GET', '/legalizacion-gastos', undefined, generator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/legalizacion-gastos' })).statusCode).toBe(401);
    expect(await customerIdOf(t.database.db, '900123456')).toBeGreaterThan(0);
  });
});
