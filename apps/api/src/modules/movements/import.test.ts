import { IMPORT_COLUMNS, MSG, type TImportReport } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

const header = IMPORT_COLUMNS.map((c) => c.key);
const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])) as Record<string, string>;
const row = (overrides: Record<string, string>) => header.map((k) => overrides[k] ?? example[k] ?? '');

function csv(rows: string[][], delimiter = ';'): Buffer {
  return Buffer.from(
    rows.map((r) => r.map((v) => (v.includes(delimiter) ? `"${v}"` : v)).join(delimiter)).join('\r\n'),
  );
}

describe('Spreadsheet import (Movimientos APP)', () => {
  let t: TestApp;
  let token: string;
  const upload = (path: string, bytes: Buffer, filename: string, auth = token) => {
    const form = new FormData();
    form.append('archivo', new Blob([bytes]), filename);
    return t.app.inject({
      method: 'POST',
      url: `/api/movimientos/importacion${path}`,
      payload: form,
      ...withCookie(auth),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('downloads a template that imports as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos/importacion/plantilla?formato=xlsx',
      ...withCookie(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('plantilla_movimientos.xlsx');
    const preview = await upload('/vista-previa', res.rawPayload, 'plantilla.xlsx');
    expect(preview.statusCode).toBe(200);
    expect(preview.json<TImportReport>()).toMatchObject({
      filas: 1,
      errores: [],
      movimientos: { creados: 1 },
    });
    const csvTemplate = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos/importacion/plantilla?formato=csv',
      ...withCookie(token),
    });
    // Written as every csv we write (';' and a BOM), and read back by the importer as it is.
    expect(csvTemplate.body.split('\n')[0]).toBe(`\uFEFF${header.join(';')}`);
    const csvPreview = await upload('/vista-previa', csvTemplate.rawPayload, 'plantilla.csv');
    expect(csvPreview.statusCode).toBe(200);
    expect(csvPreview.json<TImportReport>()).toMatchObject({ filas: 1, errores: [] });
  });

  it('previews row by row without saving, then imports all or nothing, idempotently', async () => {
    const rows = [
      header,
      row({
        manifiesto_numero: 'IMP-1',
        remesa_numero: 'R1',
        documento_cliente: 'IMP-DOC-1',
        fecha_despacho: '02/03/2026 07:45',
        valor_declarado: '45.000.000',
      }),
      row({
        manifiesto_numero: 'IMP-1',
        remesa_numero: 'R2',
        peso_final: 'pesado',
        fecha_despacho: '02/03/2026 07:45',
        valor_declarado: '45.000.000',
      }),
      row({ manifiesto_numero: 'IMP-2', remesa_numero: 'R1', sucursal: 'Otra', vehiculo_placa: '?' }),
      row({ manifiesto_numero: 'IMP-3', remesa_numero: 'R1', generador_nit: '' }),
    ];
    const preview = await upload('/vista-previa', csv(rows), 'movimientos.csv');
    expect(preview.statusCode).toBe(200);
    const report = preview.json<TImportReport>();
    expect(report.filas).toBe(4);
    expect(report.errores).toEqual([
      { fila: 3, columna: 'peso_final', mensaje: MSG.fieldNotNumber },
      { fila: 4, columna: 'vehiculo_placa', mensaje: MSG.fieldInvalidPlate },
      { fila: 5, columna: 'generador_nit', mensaje: MSG.fieldRequired },
    ]);

    const refused = await upload('', csv(rows), 'movimientos.csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MSG.importHasErrors);
    expect(refused.json().errors['3.peso_final']).toEqual([MSG.fieldNotNumber]);
    const nothing = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos?manifiesto=IMP',
      ...withCookie(token),
    });
    expect(nothing.json().total).toBe(0);

    const fixed = [
      rows[0] as string[],
      rows[1] as string[],
      row({
        manifiesto_numero: 'IMP-1',
        remesa_numero: 'R2',
        fecha_despacho: '02/03/2026 07:45',
        valor_declarado: '45.000.000',
      }),
    ];
    const imported = await upload('', csv(fixed), 'movimientos.csv');
    expect(imported.statusCode).toBe(200);
    expect(imported.json<TImportReport>()).toMatchObject({
      movimientos: { creados: 1 },
      remesas: { creados: 2 },
    });
    const again = await upload('', csv(fixed), 'movimientos.csv');
    expect(again.json<TImportReport>()).toMatchObject({
      movimientos: { sin_cambios: 1 },
      remesas: { sin_cambios: 2 },
    });

    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      payload: { nit_customer: '900123456', documento_cliente: 'imp-doc-1', tipo_campo: true },
    });
    expect(lookup.statusCode).toBe(200);
    // The public lookup withholds the declared value by default (issue 22 item 12): read it stored.
    expect(lookup.json().data[0]).toMatchObject({ manifiesto_numero: 'IMP-1', valor_declarado: null });
    const stored = await queryRows<{ v: number }>(
      t.database.db,
      sql`select valor_declarado::float8 as v from consignments where documento_cliente = 'IMP-DOC-1'`,
    );
    expect(stored.map((r) => Number(r.v))).toEqual([45000000]);
  });

  it('takes the optional anticipo column; a template from before it still imports (issue 11)', async () => {
    const advances = (manifest: string) =>
      t.database.db.execute(
        sql`select a.amount_cop::int as amount from trip_advances a join movements m on m.id = a.movement_id
          where m.manifiesto_numero = ${manifest} and a.source = 'erp'`,
      ) as unknown as Promise<{ rows: { amount: number }[] }>;
    const oldHeader = header.filter((k) => k !== 'anticipo');
    const oldRow = (overrides: Record<string, string>) =>
      oldHeader.map((k) => overrides[k] ?? example[k] ?? '');
    const old = await upload(
      '',
      csv([oldHeader, oldRow({ manifiesto_numero: 'ANT-OLD', remesa_numero: 'R1' })]),
      'a.csv',
    );
    expect(old.statusCode).toBe(200);
    expect((await advances('ANT-OLD')).rows).toEqual([]);

    const mixed = await upload(
      '/vista-previa',
      csv([
        header,
        row({ manifiesto_numero: 'ANT-1', remesa_numero: 'R1', anticipo: '500.000' }),
        row({ manifiesto_numero: 'ANT-1', remesa_numero: 'R2', anticipo: '400.000' }),
        row({ manifiesto_numero: 'ANT-2', remesa_numero: 'R1', anticipo: '12,5' }),
      ]),
      'b.csv',
    );
    expect(mixed.json<TImportReport>().errores).toEqual([
      { fila: 3, columna: 'anticipo', mensaje: MSG.batchManifestMismatch },
      { fila: 4, columna: 'anticipo', mensaje: MSG.moneyAmountInvalid },
    ]);

    const ok = await upload(
      '',
      csv([header, row({ manifiesto_numero: 'ANT-1', remesa_numero: 'R1', anticipo: '500.000' })]),
      'c.csv',
    );
    expect(ok.statusCode).toBe(200);
    expect((await advances('ANT-1')).rows).toEqual([{ amount: 500_000 }]);
  });

  it('reads .xlsx with typed dates and numbers, and reports a file without the columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(IMPORT_COLUMNS.map((c) => c.label));
    const values = row({ manifiesto_numero: 'XLS-1' }) as (string | number | Date)[];
    values[header.indexOf('fecha_despacho')] = new Date(Date.UTC(2026, 2, 1, 6, 15));
    values[header.indexOf('peso_final')] = 1234.5;
    sheet.addRow(values);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload('/vista-previa', bytes, 'libro.xlsx');
    expect(preview.json<TImportReport>().muestra[0]).toMatchObject({
      manifiesto_numero: 'XLS-1',
      fecha_despacho: '2026-03-01T11:15:00.000Z',
      peso_final: 1234.5,
      resultado: 'creado',
    });
    const noColumns = await upload('/vista-previa', Buffer.from('a,b\n1,2\n'), 'x.csv');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().message).toBe(MSG.importMissingColumns);
    const garbage = await upload('/vista-previa', Buffer.from([0, 1, 2, 3, 255, 0]), 'x.bin');
    expect(garbage.json().message).toBe(MSG.importFileUnreadable);
  });

  it('is for the transport company only', async () => {
    const generator = await loginAs(t.app, 'generador@trazo.demo');
    const res = await upload('/vista-previa', csv([header, row({})]), 'x.csv', generator.token);
    expect(res.statusCode).toBe(403);
  });
});
