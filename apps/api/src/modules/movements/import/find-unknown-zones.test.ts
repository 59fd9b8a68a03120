import { IMPORT_COLUMNS, MSG, type TImportReport } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/create-test-app';

// issue 14 item 9: the import preview warns on zones that match no DIVIPOLA municipality.

const header = IMPORT_COLUMNS.map((c) => c.key);
const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])) as Record<string, string>;
const row = (overrides: Record<string, string>) => header.map((k) => overrides[k] ?? example[k] ?? '');
const csv = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((v) => (v.includes(';') ? `"${v}"` : v)).join(';')).join('\r\n'));

describe('Import preview: zones that match no municipality', () => {
  let t: TestApp;
  let token: string;
  const preview = (bytes: Buffer) => {
    const form = new FormData();
    form.append('archivo', new Blob([bytes]), 'zonas.csv');
    return t.app.inject({
      method: 'POST',
      url: '/api/movimientos/importacion/vista-previa',
      payload: form,
      ...withCookie(token),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('warns on "CIUDAD INVENTADA" with its row and column, and accepts known zones however written', async () => {
    const res = await preview(
      csv([
        header,
        row({ manifiesto_numero: 'Z-1', remesa_numero: 'Z-1-1', remitente_zona: 'CIUDAD INVENTADA' }),
        row({
          manifiesto_numero: 'Z-2',
          remesa_numero: 'Z-2-1',
          remitente_zona: 'medellin (antioquia)',
          destinatario_zona: 'Cali',
        }),
        row({ manifiesto_numero: 'Z-3', remesa_numero: 'Z-3-1', destinatario_zona: 'Ciudad Inventada' }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    const report = res.json<TImportReport>();
    expect(report.errores).toEqual([]);
    expect(report.movimientos.creados).toBe(3);
    expect(report.advertencias).toEqual([
      { fila: 2, columna: 'remitente_zona', mensaje: `«CIUDAD INVENTADA»: ${MSG.importZoneUnknown}` },
      { fila: 4, columna: 'destinatario_zona', mensaje: `«Ciudad Inventada»: ${MSG.importZoneUnknown}` },
    ]);
  });

  it('says nothing when every zone is a municipality', async () => {
    const res = await preview(csv([header, row({ manifiesto_numero: 'Z-9', remesa_numero: 'Z-9-1' })]));
    expect(res.json<TImportReport>().advertencias).toEqual([]);
  });
});
