import {
  IMPORT_FILE_FIELD,
  MSG,
  type TMasterImportReport,
  type TPlacePage,
  type TStaffPage,
} from '@trazo/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { multipartFile } from '../../test/multipart';
import { costCentreForm, EVENTOS, operatorSession, placeForm, staffForm } from './especiales-test-helpers';

// Spreadsheet import of Orígenes y Destinos and Funcionarios (issue 24 item 1): template, preview with
// per-row errors (nothing saved), import all or nothing.

let t: TestApp;
let op: Awaited<ReturnType<typeof operatorSession>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await operatorSession(t, EVENTOS);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const upload = async (path: string, name: string, bytes: Buffer, type = 'text/csv') => {
  const body = await multipartFile(IMPORT_FILE_FIELD, name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body.payload,
    ...withCookie(op.token, { ...body.headers, 'x-requested-with': 'XMLHttpRequest' }),
  });
};
const csv = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

describe('imports', () => {
  it('places: preview lists each bad row’s errors and saves nothing; a clean file imports', async () => {
    await op.call('POST', '/especiales/origenes-destinos', placeForm({ name: 'Sede Calle 100' }));
    const file = csv([
      'nombre,direccion,municipio,latitud,longitud,alias',
      'Portal Norte,Autopista Norte # 174,11001,4.7548,-74.0461,"Portal, Terminal norte"',
      'Centro Chía,Cl 13 # 9-20,CHÍA (CUNDINAMARCA),,,',
      'Sede Calle 100,Cl 100 # 19-61,11001,,,',
      'Lugar lejano,Cl 1,99999,40.7,-74.0,',
      'Portal Norte,Otra dirección,Soacha,,,',
      ',Sin nombre,11001,4.6,,',
    ]);
    const preview = await upload(
      '/especiales/origenes-destinos/importacion/vista-previa',
      'lugares.csv',
      file,
    );
    expect(preview.statusCode).toBe(200);
    const report = preview.json<TMasterImportReport>();
    expect(report).toMatchObject({ filas: 6, creados: 2 });
    expect(report.errores).toEqual([
      { fila: 4, columna: 'nombre', mensaje: MSG.espPlaceTaken },
      { fila: 5, columna: 'municipio', mensaje: MSG.espImportZoneUnknown.replace('{value}', '99999') },
      { fila: 5, columna: 'latitud', mensaje: MSG.espLatitudeInvalid },
      { fila: 6, columna: 'nombre', mensaje: MSG.espImportDuplicateInFile },
      { fila: 7, columna: 'nombre', mensaje: MSG.espPlaceNameRequired },
      { fila: 7, columna: 'longitud', mensaje: MSG.espCoordinatesPair },
    ]);
    expect((await op.call('GET', '/especiales/origenes-destinos')).json<TPlacePage>().total).toBe(1);
    const refused = await upload('/especiales/origenes-destinos/importacion', 'lugares.csv', file);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['5.municipio']).toBeDefined();
    expect((await op.call('GET', '/especiales/origenes-destinos')).json<TPlacePage>().total).toBe(1);

    const clean = csv([file.toString().split('\n')[0] as string, ...file.toString().split('\n').slice(1, 3)]);
    const imported = await upload('/especiales/origenes-destinos/importacion', 'lugares.csv', clean);
    expect(imported.json<TMasterImportReport>()).toMatchObject({ creados: 2, errores: [] });
    const found = (await op.call('GET', '/especiales/origenes-destinos?q=terminal')).json<TPlacePage>();
    expect(found.data).toMatchObject([
      { name: 'Portal Norte', aliases: ['Portal', 'Terminal norte'], latitude: 4.7548 },
    ]);
    const chia = (await op.call('GET', '/especiales/origenes-destinos?q=centro chia')).json<TPlacePage>();
    expect(chia.data[0]?.zoneId).toBe(25175);
  });

  it('funcionarios: references by code and name, duplicates and the template', async () => {
    await op.call('POST', '/especiales/centros-costos', costCentreForm({ code: 'ADM-01' }));
    await op.call('POST', '/especiales/funcionarios', staffForm({ documentNumber: '5550001' }));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Funcionarios');
    sheet.addRow([
      'Tipo de documento (CC, CE, TI, PA, NIT, RC, TE)',
      'numero_documento',
      'nombres',
      'apellidos',
      'telefono',
      'correo',
      'centro_costos',
      'lugar_recogida',
      'fecha_autorizacion',
    ]);
    sheet.addRow(['CC', 1020304050, 'Ana', 'Gómez', 3001112233, '', 'adm-01', 'portal norte', '2026-01-10']);
    sheet.addRow(['XX', '5550001', 'Luis', 'Mora', '12', 'no-es-correo', 'NOPE', 'Nowhere', '']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const preview = await upload('/especiales/funcionarios/importacion/vista-previa', 'f.xlsx', bytes, type);
    const report = preview.json<TMasterImportReport>();
    expect(report.errores.filter((e) => e.fila === 2)).toEqual([]);
    expect(report.creados).toBe(1);
    expect(report.muestra).toEqual([{ fila: 2, resumen: '1020304050 — Ana Gómez' }]);
    expect(report.errores.filter((e) => e.fila === 3).map((e) => e.columna)).toEqual([
      'tipo_documento',
      'centro_costos',
      'lugar_recogida',
      'telefono',
      'correo',
    ]);
    expect((await op.call('GET', '/especiales/funcionarios')).json<TStaffPage>().total).toBe(1);
    const template = await op.call('GET', '/especiales/funcionarios/importacion/plantilla?formato=csv');
    expect(template.statusCode).toBe(200);
    expect(template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'tipo_documento,numero_documento,nombres,apellidos,telefono,correo,centro_costos,lugar_recogida,fecha_autorizacion',
    );
  });
});
