import { LEGALISATION_SHEET as L, type TLegalisationDetail } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { companyKey, erpTrip, insertExpense, readXlsx } from '../../test/money-helpers';

// Issue 22 item 11: a trip's xlsx is a legalisation — header (manifest, driver, vehicle, dates), the
// advances, every expense with receipt number, state and refusal reason, and the totals with the balance
// and its result — read back with exceljs against known numbers.

describe('legalización de un viaje en xlsx', () => {
  let t: TestApp;
  let token: string;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(token) });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('writes the header, the advances, every expense and the balance to the peso', async () => {
    const key = await companyKey(t.app, 'transporte@trazo.demo');
    const id = await erpTrip(t.app, key, 'EX-1', { anticipo: 500_000 });
    const advance = await as('POST', `/legalizacion-gastos/${id}/anticipos`, {
      amountCop: 200_000,
      paidOn: '2026-03-01',
      method: 'efectivo',
      reference: 'CAJA-7',
    });
    expect(advance.statusCode).toBe(201);
    const fuel = await insertExpense(t.database.db, id, {
      tipo: 'Combustible',
      amountCop: 180_000,
      receiptNumber: 'F-101',
      beneficiaryNit: '900123456',
      beneficiaryName: 'EDS La Y',
    });
    const meal = await insertExpense(t.database.db, id, {
      tipo: 'Alimentación',
      amountCop: 45_000,
      receiptNumber: 'A-7',
    });
    const toll = await insertExpense(t.database.db, id, {
      tipo: 'Peaje',
      amountCop: 30_000,
      receiptNumber: 'P-9',
    });
    await insertExpense(t.database.db, id, { tipo: 'Parqueadero', amountCop: 15_000, receiptNumber: 'PQ-1' });
    for (const x of [fuel, meal]) {
      expect(
        (await as('POST', `/legalizacion-gastos/${id}/gastos/${x}/aprobar`, { version: 1 })).statusCode,
      ).toBe(200);
    }
    const refused = await as('POST', `/legalizacion-gastos/${id}/gastos/${toll}/rechazar`, {
      reason: 'Recibo ilegible',
      version: 1,
    });
    expect(refused.statusCode).toBe(200);
    const { trip } = (await as('GET', `/legalizacion-gastos/${id}`)).json<TLegalisationDetail>();

    const res = await as('GET', `/legalizacion-gastos/exportar?movementId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Legalizacion manifiesto EX-1.xlsx');
    const rows = await readXlsx(res.rawPayload);
    const row = (label: string) => rows.find((r) => r[0] === label);

    expect(rows[0]).toEqual([L.title]);
    expect(row(L.manifest)).toEqual([L.manifest, 'EX-1']);
    expect(row(L.driver)).toEqual([L.driver, trip.conductor]);
    expect(row(L.driverDocument)).toEqual([L.driverDocument, trip.conductorDocumento]);
    expect(row(L.vehicle)).toEqual([L.vehicle, trip.placa]);
    expect(row(L.dispatchDate)?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row(L.firstExpense)).toEqual([L.firstExpense, '2026-03-01 10:00']);
    expect(row(L.state)).toEqual([L.state, 'En revisión']);

    const section = (title: string, columns: readonly string[]) => {
      const start = rows.findIndex((r) => r[0] === title);
      expect(rows[start + 1]).toEqual([...columns]);
      const body: unknown[][] = [];
      for (const r of rows.slice(start + 2)) {
        if (r.length === 1) break; // the next section's title
        body.push(r);
      }
      return body;
    };
    const advances = section(L.advances, L.advanceColumns);
    expect(advances).toHaveLength(2);
    expect(advances).toContainEqual(['2026-03-01', 'Efectivo', 'CAJA-7', expect.any(String), 200_000]);
    expect(advances).toContainEqual([expect.any(String), 'Transferencia', 'ERP', 'ERP', 500_000]);

    const expenses = section(L.expenses, L.expenseColumns);
    expect(expenses).toHaveLength(4);
    const byReceipt = new Map(expenses.map((r) => [r[2], r]));
    expect(byReceipt.get('F-101')).toEqual([
      '2026-03-01 10:00',
      'Combustible',
      'F-101',
      '900123456',
      'EDS La Y',
      180_000,
      'Aprobado',
      undefined, // no refusal reason: an empty cell
      expect.stringContaining(' '),
      'No',
    ]);
    expect(byReceipt.get('P-9')?.slice(5, 8)).toEqual([30_000, 'Rechazado', 'Recibo ilegible']);
    expect(byReceipt.get('PQ-1')?.slice(5, 7)).toEqual([15_000, 'Registrado']);
    expect(byReceipt.get('A-7')?.slice(5, 7)).toEqual([45_000, 'Aprobado']);

    // 500.000 + 200.000 advanced − (180.000 + 45.000) approved = 475.000 the driver returns.
    expect(row(L.totalAdvances)).toEqual([L.totalAdvances, 700_000]);
    expect(row(L.totalApproved)).toEqual([L.totalApproved, 225_000]);
    expect(row(L.totalRefused)).toEqual([L.totalRefused, 30_000]);
    expect(row(L.totalPending)).toEqual([L.totalPending, 15_000]);
    expect(row(L.balance)).toEqual([L.balance, 475_000]);
    expect(row(L.result)).toEqual([L.result, 'Excedente (el conductor devuelve)']);
  });
});
