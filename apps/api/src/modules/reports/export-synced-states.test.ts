import { SYNCED_EXPORT_COLUMNS } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, eventForm, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 22 item 3: every row of 'Movimientos Sincronizados' carried its manifest's state and last event
// (a remesa rejected at 16:03 came out as ENTREGA EXITOSA 16:04, "Con novedad" on every row). Each row
// must carry its own remesa's, as the movement's detail shows them.

const RANGE = { fecha: '2026-02-01', fecha_fin: '2026-03-02' };
const col = (name: (typeof SYNCED_EXPORT_COLUMNS)[number]) => SYNCED_EXPORT_COLUMNS.indexOf(name);

/** remesa → [estado, ultimo_evento, ultimo_evento_fecha], for the remesas of the given manifests. */
function answers(rows: string[][], manifests: string[]) {
  return Object.fromEntries(
    rows
      .filter((r) => manifests.includes(r[col('manifiesto_numero')] ?? ''))
      .map((r) => [
        r[col('remesa_numero')],
        // an xlsx row ends at its last filled cell
        [r[col('estado')], r[col('ultimo_evento')] ?? '', r[col('ultimo_evento_fecha')] ?? ''],
      ]),
  );
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  });
  return rows;
}

describe('export_movimientos_sincronizados: each remesa its own state and last event', () => {
  let t: TestApp;
  let token: string;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    const created = await createKey(t.app);
    token = created.token;
    key = created.key.llave;
    const remesa = (sample: ReturnType<typeof sampleMovement>, n: number) => ({
      ...(sample.remesas[0] as (typeof sample.remesas)[number]),
      remesa_numero: `RM-EXP-${n}`,
    });
    const base = sampleMovement('EXP900', { fecha_despacho: '2026-02-20 08:00' });
    const idle = sampleMovement('EXP901', { fecha_despacho: '2026-02-21 08:00' });
    const batch = await postBatch(t.app, key, [
      { ...base, remesas: [1, 2, 3].map((n) => remesa(base, n)) },
      { ...idle, remesas: [remesa(idle, 4)] },
    ]);
    expect(batch.statusCode).toBe(200);
    const post = async (fields: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/integracion/movimientos/EXP900/eventos',
        headers: { 'x-api-key': key },
        payload: eventForm(fields),
      });
      expect(res.statusCode).toBe(201);
    };
    // The trip starts for the whole manifest; RM-EXP-3 is rejected at 16:03, RM-EXP-1 delivered at 16:04.
    await post({ id_events: '5', fecha: '2026-02-20T10:00:00-05:00' });
    await post({ remesa: 'RM-EXP-3', id_events: '12', fecha: '2026-02-20T16:03:00-05:00' });
    await post({ remesa: 'RM-EXP-1', id_events: '11', fecha: '2026-02-20T16:04:00-05:00' });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const expected = {
    'RM-EXP-1': ['Entregada', 'ENTREGA EXITOSA', '2026-02-20 16:04'],
    'RM-EXP-2': ['En ruta', 'INICIAR VIAJE', '2026-02-20 10:00'],
    'RM-EXP-3': ['Entrega rechazada', 'ENTREGA RECHAZADA', '2026-02-20 16:03'],
    'RM-EXP-4': ['Programada', '', ''],
  };
  const exportAs = (formato: 'csv' | 'xlsx') =>
    t.app.inject({
      method: 'POST',
      url: '/api/export_movimientos_sincronizados',
      payload: { ...RANGE, formato },
      ...withCookie(token),
    });

  it('csv: the rejected remesa reads rejected at 16:03, the open one en ruta, the idle one programada', async () => {
    const res = await exportAs('csv');
    expect(res.statusCode).toBe(200);
    const rows: string[][] = parse(res.body, { bom: true, delimiter: ';' });
    expect(answers(rows, ['EXP900', 'EXP901'])).toEqual(expected);
  });

  it('xlsx: the same answers', async () => {
    const res = await exportAs('xlsx');
    expect(res.statusCode).toBe(200);
    expect(answers(await readXlsx(res.rawPayload), ['EXP900', 'EXP901'])).toEqual(expected);
  });
});
