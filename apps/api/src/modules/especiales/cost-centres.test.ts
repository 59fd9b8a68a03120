import { MSG, type TCostCentre, type TCostCentrePage } from '@trazo/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { costCentreForm, EVENTOS, operatorSession } from './especiales-test-helpers';

// Centros de costos (issue 24 item 1) on the shared master routes: validation, 409, list, deactivate, export.

let t: TestApp;
let call: Awaited<ReturnType<typeof operatorSession>>['call'];
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await operatorSession(t, EVENTOS));
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const PATH = '/especiales/centros-costos';

describe('centros de costos', () => {
  it('refuses a wrong check digit, an empty name and a bad budget with Spanish 422s, saving nothing', async () => {
    const dv = await call('POST', PATH, costCentreForm({ clientDv: 5 }));
    expect(dv.statusCode).toBe(422);
    expect(dv.json().errors.clientDv).toContain(MSG.espDvInvalid);
    const bad = await call('POST', PATH, costCentreForm({ name: ' ', monthlyBudgetCop: 10.5 }));
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.name).toContain(MSG.espCostCentreNameRequired);
    expect(errors.monthlyBudgetCop).toContain(MSG.espBudgetInvalid);
    expect((await call('GET', PATH)).json<TCostCentrePage>().total).toBe(0);
  });

  it('creates, and answers a repeated code (any case) with a Spanish 409', async () => {
    const created = await call('POST', PATH, costCentreForm({ code: 'adm-01' }));
    expect(created.statusCode).toBe(201);
    expect(created.json<TCostCentre>()).toMatchObject({ code: 'ADM-01', clientDv: 4, active: true });
    const again = await call('POST', PATH, costCentreForm({ code: 'ADM-01', name: 'Otra' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: MSG.espCostCentreTaken,
      errors: { code: [MSG.espCostCentreTaken] },
    });
  });

  it('pages in SQL and searches without accents or case', async () => {
    for (const [code, name] of [
      ['VEN-02', 'Ventas'],
      ['LOG-03', 'Logística'],
      ['GER-04', 'Gerencia'],
    ]) {
      expect(
        (await call('POST', PATH, costCentreForm({ code, name, monthlyBudgetCop: null }))).statusCode,
      ).toBe(201);
    }
    const page = (await call('GET', `${PATH}?per_page=3&page=2`)).json<TCostCentrePage>();
    expect(page).toMatchObject({ total: 4, page: 2, per_page: 3, last_page: 2 });
    expect(page.data.map((r) => r.code)).toEqual(['VEN-02']);
    const found = (await call('GET', `${PATH}?q=LOGISTICA`)).json<TCostCentrePage>();
    expect(found.data.map((r) => r.name)).toEqual(['Logística']);
    const byClient = (await call('GET', `${PATH}?q=bogota`)).json<TCostCentrePage>();
    expect(byClient.total).toBe(4);
  });

  it('deactivates without deleting; the state filter follows', async () => {
    const [row] = (await call('GET', `${PATH}?q=GER-04`)).json<TCostCentrePage>().data;
    const off = await call('PATCH', `${PATH}/${row?.id}/estado`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<TCostCentre>().active).toBe(false);
    const inactive = (await call('GET', `${PATH}?estado=inactivos`)).json<TCostCentrePage>();
    expect(inactive.data.map((r) => r.code)).toEqual(['GER-04']);
    expect((await call('GET', `${PATH}?estado=activos`)).json<TCostCentrePage>().total).toBe(3);
    expect((await call('GET', PATH)).json<TCostCentrePage>().total).toBe(4);
  });

  it('exports the filtered list as xlsx and csv, formulas neutralised', async () => {
    await call('POST', PATH, costCentreForm({ code: 'FX-05', name: '=HYPERLINK("http://x")' }));
    const xlsx = await call('GET', `${PATH}/exportar?formato=xlsx&estado=activos`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Centros%20de%20costos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]
      ?.getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows?.[0]).toEqual([
      MSG.espCostCentreCode,
      MSG.espCostCentreName,
      MSG.espClientNit,
      MSG.espClientDv,
      MSG.espClientName,
      MSG.espCostCentreBudget,
      MSG.espState,
    ]);
    expect(rows?.slice(1).map((r) => r[0])).toEqual(['ADM-01', 'VEN-02', 'LOG-03', 'FX-05']);
    expect(rows?.[1]).toEqual([
      'ADM-01',
      'Administración',
      '860002964',
      4,
      'Banco de Bogotá S.A.',
      12_000_000,
      MSG.espActive,
    ]);
    expect(rows?.[4]?.[1]).toBe(`'=HYPERLINK("http://x")`);
    const csv = await call('GET', `${PATH}/exportar?formato=csv&q=ventas`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('VEN-02;Ventas;860002964;4;Banco de Bogotá S.A.;;Activo');
  });

  it('answers 404 for an id that is not the operator’s', async () => {
    const missing = await call('PUT', `${PATH}/999999`, costCentreForm({ code: 'ZZ-1' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.espUnknown);
  });
});
