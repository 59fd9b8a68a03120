import { DETAIL_REPORT_DEFAULT_COLUMNS, MSG, ROLE, type TDetailReportPage } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createUser } from '../../test/fixtures';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { getJson, invoice, postInvoices } from './cartera-test-helpers';

// Informe de Detalles (issue 25 §4): the generator's consignments with filters, a column chooser
// remembered per user on the server, and the streamed export of the whole filtered set.
let t: TestApp;
let company: string;
let generator: string;

const RANGE = 'fecha_inicio=2026-01-01&fecha_fin=2026-03-31';

beforeAll(async () => {
  t = await createTestApp();
  const created = await createKey(t.app);
  company = created.token;
  const base = sampleMovement('DR-1').remesas[0];
  if (!base) throw new Error('sample without remesa');
  const first = { ...base, generador: { nit: '860001234', nombre: 'Café de la Sabana S.A.S.' } };
  const one = sampleMovement('DR-1', { remesas: [first] });
  const other = sampleMovement('DR-2', {
    remesas: [{ ...first, remesa_numero: 'DR-2-1', generador: { nit: '900555666', nombre: 'Otro S.A.S.' } }],
  });
  const far = sampleMovement('DR-3', {
    fecha_despacho: '2026-02-01 07:00',
    vehiculo: { placa: 'XYZ-987', marca: 'Kenworth', modelo: '2019', serie: 'S9' },
    destino_descripcion: 'MEDELLÍN (ANTIOQUIA)',
    remesas: [
      {
        ...first,
        remesa_numero: 'DR-3-1',
        destino_descripcion: 'MEDELLÍN (ANTIOQUIA)',
        tipo_despacho: 'Urbano',
        remitente: { ...first.remitente, nombre: '=HYPERLINK("http://x")' },
      },
    ],
  });
  const old = sampleMovement('DR-4', {
    fecha_despacho: '2025-06-01 07:00',
    remesas: [{ ...first, remesa_numero: 'DR-4-1' }],
  });
  const loaded = await postBatch(t.app, created.key.llave, [one, other, far, old]);
  expect(loaded.statusCode, loaded.body).toBe(200);
  const billed = await postInvoices(t.app, created.key.llave, [
    invoice('FDR1', '2026-04-01', 119_000, {
      generador_nit: '860001234',
      remesas: [{ manifiesto: 'DR-1', remesa: 'DR-1-1' }],
    }),
  ]);
  expect(billed.statusCode, billed.body).toBe(200);
  // Two accounts that speak for the generator with NIT 860001234 at the demo company.
  for (const email of ['detalles@cafe.test', 'otra@cafe.test']) {
    await createUser(t.app, email, [
      { id_role: ROLE.generador, customer_nit: '900123456', company_nit: '860001234' },
    ]);
  }
  generator = (await loginAs(t.app, 'detalles@cafe.test')).token;
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const report = (query: string, token = generator) =>
  getJson<TDetailReportPage>(t.app, `/api/informe-detalles?${query}`, token);

describe('Informe de Detalles', () => {
  it("lists only the generator's own consignments of the range, newest first, with state and invoice", async () => {
    const { status, body } = await report(RANGE);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.data.map((r) => r.remesa_numero)).toEqual(['DR-1-1', 'DR-3-1']);
    expect(body.data[0]).toMatchObject({
      manifiesto_numero: 'DR-1',
      vehiculo_placa: 'ABC123',
      fecha_despacho: '2026-03-01 08:30',
      valor_declarado: 1_500_000,
      peso_final: 5000,
      generador_nombre: 'Café de la Sabana S.A.S.',
      estado: 'Programada',
      ultimo_evento: '',
      cumplidos: 0,
      factura: 'FDR1',
    });
    expect(body.data[1]?.factura).toBe('');
  });

  it('filters by origin, destination (accent-insensitive), plate, manifest, state and dispatch type', async () => {
    const only = async (filter: string) =>
      (await report(`${RANGE}&${filter}`)).body.data.map((r) => r.remesa_numero);
    expect(await only('destino=medellin')).toEqual(['DR-3-1']);
    expect(await only('origen=tunja')).toEqual(['DR-1-1', 'DR-3-1']);
    expect(await only('placa=xyz987')).toEqual(['DR-3-1']);
    expect(await only('manifiesto=dr-1')).toEqual(['DR-1-1']);
    expect(await only('tipo_despacho=urbano')).toEqual(['DR-3-1']);
    expect(await only('estado=programada')).toEqual(['DR-1-1', 'DR-3-1']);
    expect(await only('estado=entregada')).toEqual([]);
  });

  it('pages in SQL', async () => {
    const { body } = await report(`${RANGE}&per_page=1&page=2`);
    expect(body).toMatchObject({ total: 2, page: 2, per_page: 1, last_page: 2 });
    expect(body.data.map((r) => r.remesa_numero)).toEqual(['DR-3-1']);
  });

  it('refuses a range over 92 days in Spanish, accepts 92', async () => {
    const long = await report('fecha_inicio=2026-01-01&fecha_fin=2026-04-04');
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain(MSG.detailReportRangeTooLong);
    expect((await report('fecha_inicio=2026-01-01&fecha_fin=2026-04-03')).status).toBe(200);
    const inverted = await report('fecha_inicio=2026-03-01&fecha_fin=2026-02-01');
    expect(inverted.status).toBe(422);
    expect((await report('fecha_inicio=2026-01-01')).status).toBe(422);
  });

  it('is the generator’s page: a transport company is refused', async () => {
    expect((await report(RANGE, company)).status).toBe(403);
  });

  it('remembers the chosen columns per user, in the report order', async () => {
    const url = '/api/informe-detalles/columnas';
    const initial = await getJson<{ columnas: string[] }>(t.app, url, generator);
    expect(initial.body.columnas).toEqual(DETAIL_REPORT_DEFAULT_COLUMNS);
    const put = (columnas: unknown, token = generator) =>
      t.app.inject({ method: 'PUT', url, payload: { columnas }, ...withCookie(token) });
    const saved = await put(['factura', 'remesa_numero', 'estado']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().columnas).toEqual(['remesa_numero', 'estado', 'factura']);
    expect((await getJson<{ columnas: string[] }>(t.app, url, generator)).body.columnas).toEqual([
      'remesa_numero',
      'estado',
      'factura',
    ]);
    expect((await put(['nada'])).statusCode).toBe(422);
    const empty = await put([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(MSG.detailReportColumnsRequired);
    // A second sign-in of the same user reads the same choice (server-side, not the browser's).
    const again = (await loginAs(t.app, 'detalles@cafe.test')).token;
    expect((await getJson<{ columnas: string[] }>(t.app, url, again)).body.columnas).toContain('factura');
    // Another user of the same generator keeps the defaults.
    const colleague = (await loginAs(t.app, 'otra@cafe.test')).token;
    expect((await getJson<{ columnas: string[] }>(t.app, url, colleague)).body.columnas).toEqual(
      DETAIL_REPORT_DEFAULT_COLUMNS,
    );
  });

  it('exports the whole filtered set as csv in the chosen columns, formulas neutralised', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/informe-detalles/exportar?${RANGE}&formato=csv&columnas=remesa_numero,remitente_nombre,factura`,
      ...withCookie(generator),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows: string[][] = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(rows[0]).toEqual(['Remesa', 'Remitente', 'Factura']);
    expect(rows.slice(1).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))).toEqual([
      ['DR-1-1', 'Agro Boyacá S.A.S.', 'FDR1'],
      ['DR-3-1', `'=HYPERLINK("http://x")`, ''],
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/informe-detalles/exportar?${RANGE}&formato=csv&columnas=remesa_numero,secreto`,
      ...withCookie(generator),
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('exports xlsx with every column by default, filtered', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/informe-detalles/exportar?${RANGE}&destino=medell%C3%ADn`,
      ...withCookie(generator),
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toHaveLength(31);
    expect(header[0]).toBe('Manifiesto');
    expect((sheet.getRow(2).values as unknown[])[2]).toBe('DR-3-1');
  });
});
