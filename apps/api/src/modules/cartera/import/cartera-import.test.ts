import {
  CARTERA_INVOICE_IMPORT_COLUMNS,
  CARTERA_PAYMENT_IMPORT_COLUMNS,
  MOVEMENT_LIMITS,
  MSG,
  type TInvoicePage,
  type TMasterImportReport,
} from '@trazo/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../../integration/integration-test-helpers';
import { CUFE, getJson } from '../cartera-test-helpers';

// Invoices and payments through the spreadsheet import (issue 25 §1): the API's rules per row, a preview
// that saves nothing, an import of all rows or none, resends that change nothing, hostile files refused.

let t: TestApp;
let company: string;

const INVOICE_KEYS = CARTERA_INVOICE_IMPORT_COLUMNS.map((c) => c.key);
const PAYMENT_KEYS = CARTERA_PAYMENT_IMPORT_COLUMNS.map((c) => c.key);

function invoiceRow(numero: string, extra: Record<string, string> = {}): string[] {
  const values: Record<string, string> = {
    numero,
    fecha_emision: '02/01/2025 10:00',
    fecha_vencimiento: '2025-02-01',
    generador_nit: '900111222',
    subtotal: '1.000.000',
    iva: '190000',
    otros_impuestos: '',
    retenciones: '10000',
    total: '1190000',
    cufe: CUFE(Number(numero.replace(/\D/g, ''))),
    forma_pago: 'Crédito',
    plazo_dias: '30',
    remesas: '',
    ...extra,
  };
  return INVOICE_KEYS.map((k) => values[k] ?? '');
}

function paymentRow(referencia: string, factura: string, valor: string, tipo = 'pago'): string[] {
  const values: Record<string, string> = { referencia, factura, tipo, fecha: '15/01/2025', valor };
  return PAYMENT_KEYS.map((k) => values[k] ?? '');
}

const csv = (rows: string[][]) =>
  Buffer.from(
    `\uFEFF${rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(';')).join('\n')}\n`,
  );

function upload(tipo: string, bytes: Buffer, filename: string, path = '/vista-previa', token = company) {
  const form = new FormData();
  form.append('archivo', new Blob([new Uint8Array(bytes)]), filename);
  return t.app.inject({
    method: 'POST',
    url: `/api/cartera/${tipo}/importacion${path}`,
    payload: form,
    ...withCookie(token),
  });
}

const listed = async (prefix: string) =>
  (await getJson<TInvoicePage>(t.app, '/api/cartera/facturas?per_page=100', company)).body.data.filter((r) =>
    r.numero.startsWith(prefix),
  );

beforeAll(async () => {
  t = await createTestApp();
  const created = await createKey(t.app);
  company = created.token;
  expect((await postBatch(t.app, created.key.llave, [sampleMovement('IMPF-1')])).statusCode).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('Cartera spreadsheet import', () => {
  it('offers the templates with the Spanish-described columns', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/cartera/facturas/importacion/plantilla?formato=xlsx',
      ...withCookie(company),
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Facturas')?.getRow(1).values).toEqual([undefined, ...INVOICE_KEYS]);
    const help = workbook.getWorksheet('Instrucciones');
    expect(help?.getRow(2).getCell(2).value).toBe(CARTERA_INVOICE_IMPORT_COLUMNS[0]?.label);
    const pagos = await t.app.inject({
      method: 'GET',
      url: '/api/cartera/pagos/importacion/plantilla?formato=csv',
      ...withCookie(company),
    });
    expect(pagos.statusCode).toBe(200);
    expect(pagos.body.split('\n')[0]).toContain('referencia');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/cartera/facturas/importacion/plantilla?formato=pdf',
      ...withCookie(company),
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('previews per-row errors in Spanish with the API rules, saving nothing; importing them is refused', async () => {
    const file = csv([
      INVOICE_KEYS,
      invoiceRow('IMP1'),
      invoiceRow('IMP2', { cufe: 'abc' }),
      invoiceRow('IMP3', { total: '1190001' }),
      invoiceRow('IMP4', { generador_nit: '123456789' }),
      invoiceRow('IMP5', { remesas: 'IMPF-1:NO-EXISTE' }),
      invoiceRow('IMP6', { remesas: 'solo-un-numero' }),
      invoiceRow('IMP7', { fecha_vencimiento: '31/02/2025', subtotal: '1000000,5' }),
    ]);
    const preview = await upload('facturas', file, 'facturas.csv');
    expect(preview.statusCode).toBe(200);
    const report = preview.json<TMasterImportReport>();
    expect(report.filas).toBe(7);
    expect(report.creados).toBe(0);
    const at = (fila: number) =>
      report.errores.filter((e) => e.fila === fila).map((e) => [e.columna, e.mensaje]);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([['cufe', MSG.carteraCufeInvalid]]);
    expect(at(4)).toEqual([['total', MSG.carteraTotalMismatch]]);
    expect(at(5)).toEqual([['generador_nit', MSG.carteraGeneratorUnknown]]);
    expect(at(6)).toEqual([['remesas', MSG.carteraRemesaUnknown]]);
    expect(at(7)).toEqual([['remesas', MSG.carteraImportRemesaFormat]]);
    expect(at(8).map(([c]) => c)).toEqual(expect.arrayContaining(['fecha_vencimiento', 'subtotal']));
    expect(await listed('IMP')).toEqual([]);

    const refused = await upload('facturas', file, 'facturas.csv', '');
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe(MSG.importHasErrors);
    expect(body.errors['3.cufe']).toEqual([MSG.carteraCufeInvalid]);
    expect(body.errors['5.generador_nit']).toBeUndefined(); // checked once the rows are well formed
    expect(await listed('IMP')).toEqual([]);
  });

  it('imports invoices (xlsx with typed cells) all at once, and a resend duplicates nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Facturas');
    sheet.addRow(CARTERA_INVOICE_IMPORT_COLUMNS.map((c) => c.label));
    for (const n of ['OKX10', 'OKX11']) {
      const row: (string | number | Date)[] = invoiceRow(n, {
        remesas: n === 'OKX10' ? 'IMPF-1:IMPF-1-1' : '',
      });
      row[INVOICE_KEYS.indexOf('fecha_vencimiento')] = new Date(Date.UTC(2025, 1, 1));
      row[INVOICE_KEYS.indexOf('subtotal')] = 1_000_000;
      row[INVOICE_KEYS.indexOf('total')] = 1_190_000;
      sheet.addRow(row);
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await upload('facturas', bytes, 'f.xlsx')).json<TMasterImportReport>();
    expect(preview.errores).toEqual([]);
    expect(preview.creados).toBe(2);
    expect(preview.muestra[0]?.resumen).toContain('OKX10');
    expect(await listed('OKX')).toEqual([]);

    const done = await upload('facturas', bytes, 'f.xlsx', '');
    expect(done.statusCode).toBe(200);
    expect(done.json<TMasterImportReport>().creados).toBe(2);
    const rows = await listed('OKX');
    expect(rows.map((r) => [r.numero, r.total, r.saldo]).sort()).toEqual([
      ['OKX10', 1_190_000, 1_180_000],
      ['OKX11', 1_190_000, 1_180_000],
    ]);

    const again = await upload('facturas', bytes, 'f.xlsx', '');
    expect(again.statusCode).toBe(200);
    expect(again.json<TMasterImportReport>().creados).toBe(0);
    expect(await listed('OKX')).toHaveLength(2);
  });

  it('applies payments up to the balance; beyond it, an unknown invoice or a taken reference are row errors', async () => {
    const bad = csv([
      PAYMENT_KEYS,
      paymentRow('RC-1', 'OKX10', '180000'),
      paymentRow('RC-2', 'OKX10', '1000001'),
      paymentRow('RC-3', 'NOEXISTE1', '1000'),
      paymentRow('RC-4', 'OKX11', '-5'),
    ]);
    const report = (await upload('pagos', bad, 'p.csv')).json<TMasterImportReport>();
    expect(report.creados).toBe(0);
    expect(report.errores.map((e) => [e.fila, e.columna])).toEqual([
      [3, 'valor'],
      [4, 'factura'],
      [5, 'valor'],
    ]);
    expect(report.errores[0]?.mensaje).toContain(MSG.carteraPaymentOverBalance);
    expect(report.errores[0]?.mensaje).toContain('1.000.000');
    expect((await upload('pagos', bad, 'p.csv', '')).statusCode).toBe(422);

    const good = csv([
      PAYMENT_KEYS,
      paymentRow('RC-1', 'OKX10', '180000'),
      paymentRow('NC-1', 'OKX10', '1000000', 'Nota crédito'),
    ]);
    expect((await upload('pagos', good, 'p.csv')).json<TMasterImportReport>().creados).toBe(2);
    const done = await upload('pagos', good, 'p.csv', '');
    expect(done.json<TMasterImportReport>().creados).toBe(2);
    const again = await upload('pagos', good, 'p.csv', '');
    expect(again.statusCode).toBe(200);
    expect(again.json<TMasterImportReport>().creados).toBe(0);
    const [paid] = await listed('OKX10');
    expect(paid?.saldo).toBe(0);

    const taken = csv([PAYMENT_KEYS, paymentRow('RC-1', 'OKX11', '1000')]);
    const clash = (await upload('pagos', taken, 'p.csv')).json<TMasterImportReport>();
    expect(clash.errores).toEqual([
      { fila: 2, columna: 'referencia', mensaje: MSG.carteraPaymentReferenceTaken },
    ]);
  });

  it('refuses hostile files with a Spanish 4xx and stays up', async () => {
    const garbage = await upload('facturas', Buffer.from([0, 1, 2, 3, 255, 0]), 'x.xlsx');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().message).toBe(MSG.importFileUnreadable);
    const noColumns = await upload('pagos', Buffer.from('a;b\n1;2\n'), 'x.csv');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().message).toBe(MSG.importMissingColumns);
    const huge = await upload(
      'facturas',
      Buffer.alloc(MOVEMENT_LIMITS.importMaxBytes + 1024, 'a'),
      'grande.csv',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.fileTooLarge);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/cartera/facturas/importacion/vista-previa',
      payload: {},
      ...withCookie(company),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.importFileRequired);
    const tooMany = csv([
      PAYMENT_KEYS,
      ...Array.from({ length: MOVEMENT_LIMITS.importMaxRows + 1 }, (_, i) =>
        paymentRow(`R${i}`, 'OKX11', '1'),
      ),
    ]);
    const rows = await upload('pagos', tooMany, 'p.csv');
    expect(rows.statusCode).toBe(422);
    expect(rows.json().message).toBe(MSG.importTooManyRows);
    const ok = await t.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(ok.statusCode).toBe(200);
  });

  it('is for the transport company with cartera.cargar only', async () => {
    const generator = await loginAs(t.app, 'generador@trazo.demo');
    const file = csv([PAYMENT_KEYS, paymentRow('RC-9', 'OKX11', '1000')]);
    expect((await upload('pagos', file, 'p.csv', '', generator.token)).statusCode).toBe(403);
    expect((await upload('pagos', file, 'p.csv', '', '')).statusCode).toBe(401);
  });
});
