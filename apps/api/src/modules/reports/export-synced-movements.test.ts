import { MSG, SYNCED_EXPORT_COLUMNS } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { bogotaDateTime } from './report-dates';

// The test clock stands at 2026-03-02 13:00 UTC; the demo spreads movements over the previous 60 days.
const RANGE = { fecha: '2026-02-01', fecha_fin: '2026-03-02' };

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

/** The export's csv, which Excel in es-CO opens in columns: a UTF-8 BOM, then ';' between cells. */
function readCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text, { bom: true, delimiter: ';' });
}

describe('export_movimientos_sincronizados (spec §7)', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const exportAs = (payload: Record<string, unknown>, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/export_movimientos_sincronizados',
      payload,
      ...withCookie(auth),
    });
  const manifestsInRange = async (nit: string) =>
    queryRows<{ manifiesto_numero: string; remesa_numero: string }>(
      t.database.db,
      sql`select m.manifiesto_numero, c.remesa_numero from consignments c
        join movements m on m.id = c.movement_id join customers cu on cu.id = c.customer_id
        where cu.nit = ${nit} and m.fecha_despacho >= '2026-02-01T05:00:00Z'
          and m.fecha_despacho < '2026-03-03T05:00:00Z'`,
    );

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    ({ token: otherToken } = await loginAs(t.app, 'transporte2@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('downloads reporte_movimientos.xlsx by default, one row per consignment of the range', async () => {
    const expected = await manifestsInRange('900123456');
    expect(expected.length).toBeGreaterThan(10);
    const res = await exportAs(RANGE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('filename="reporte_movimientos.xlsx"');
    const [header, ...rows] = await readXlsx(res.rawPayload);
    expect(header).toEqual([...SYNCED_EXPORT_COLUMNS]);
    expect(rows.map((r) => `${r[0]}/${r[1]}`).sort()).toEqual(
      expected.map((e) => `${e.manifiesto_numero}/${e.remesa_numero}`).sort(),
    );
    const estado = SYNCED_EXPORT_COLUMNS.indexOf('estado');
    expect(
      rows.every((r) =>
        ['Programada', 'En ruta', 'Entregada', 'Entrega rechazada'].includes(r[estado] ?? ''),
      ),
    ).toBe(true);
  });

  it('downloads the same rows as csv', async () => {
    const expected = await manifestsInRange('900123456');
    const res = await exportAs({ ...RANGE, formato: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('filename="reporte_movimientos.csv"');
    expect(res.body.split(/\r?\n/, 1)[0]).toBe(`\uFEFF${SYNCED_EXPORT_COLUMNS.join(';')}`);
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual([...SYNCED_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(expected.length);
  });

  it('writes the dispatch and the last event in Bogotá time (YYYY-MM-DD HH:MM), numbers as numbers', async () => {
    const facts = await queryRows<{ remesa: string; despacho: Date; evento: Date | null; cumplidos: number }>(
      t.database.db,
      // the consignment's own last event (its own and the manifest-wide ones): export-synced-states.test.ts
      sql`select c.remesa_numero as remesa, m.fecha_despacho as despacho,
          (select max(e.occurred_at) from movement_events e where e.movement_id = m.id
            and (e.consignment_id is null or e.consignment_id = c.id)) as evento,
          (select count(*)::int from delivery_documents d where d.movement_id = m.id
            and (d.consignment_id is null or d.consignment_id = c.id)) as cumplidos
        from consignments c join movements m on m.id = c.movement_id join customers cu on cu.id = c.customer_id
        where cu.nit = '900123456' and m.fecha_despacho >= '2026-02-01T05:00:00Z'
          and m.fecha_despacho < '2026-03-03T05:00:00Z'`,
    );
    const [, ...rows] = readCsv((await exportAs({ ...RANGE, formato: 'csv' })).body);
    const col = (name: (typeof SYNCED_EXPORT_COLUMNS)[number]) => SYNCED_EXPORT_COLUMNS.indexOf(name);
    const byRemesa = new Map(rows.map((r) => [r[col('remesa_numero')], r]));
    expect(facts.length).toBeGreaterThan(10);
    expect(facts.some((f) => f.evento !== null)).toBe(true);
    expect(facts.some((f) => f.evento === null)).toBe(true);
    for (const f of facts) {
      const row = byRemesa.get(f.remesa);
      expect(row?.[col('fecha_despacho')]).toBe(bogotaDateTime(f.despacho));
      expect(row?.[col('ultimo_evento_fecha')]).toBe(bogotaDateTime(f.evento));
      expect(row?.[col('cumplidos')]).toBe(String(f.cumplidos));
    }
  });

  it("exports only the caller company's consignments", async () => {
    const own = await manifestsInRange('900123456');
    const other = await manifestsInRange((await otherNit()) ?? '');
    expect(other.length).toBeGreaterThan(0);
    const res = await exportAs({ ...RANGE, formato: 'csv' }, otherToken);
    expect(res.statusCode).toBe(200);
    const manifests = new Set(
      readCsv(res.body)
        .slice(1)
        .map((r) => r[0]),
    );
    expect(manifests).toEqual(new Set(other.map((o) => o.manifiesto_numero)));
    expect(own.some((o) => manifests.has(o.manifiesto_numero))).toBe(false);
  });

  async function otherNit() {
    const [row] = await queryRows<{ nit: string }>(
      t.database.db,
      sql`select cu.nit from customers cu join user_roles ur on ur.customer_id = cu.id
        join users u on u.id = ur.user_id where u.email = 'transporte2@trazo.demo' limit 1`,
    );
    return row?.nit;
  }

  it('enforces the 30-day range at its edges, and an ordered range', async () => {
    // 2026-01-31 → 2026-03-02 is exactly 30 days; one day more is refused.
    expect((await exportAs({ fecha: '2026-01-31', fecha_fin: '2026-03-02' })).statusCode).toBe(200);
    const tooLong = await exportAs({ fecha: '2026-01-30', fecha_fin: '2026-03-02' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ message: MSG.reportsRangeTooLong });
    const inverted = await exportAs({ fecha: '2026-03-02', fecha_fin: '2026-03-01' });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json()).toMatchObject({ message: MSG.reportsStartAfterEnd });
    expect((await exportAs({ fecha: '2026-02-30', fecha_fin: '2026-03-01' })).statusCode).toBe(422);
    expect((await exportAs({ fecha_fin: '2026-03-01' })).statusCode).toBe(422);
  });

  it('answers 404 with the spec message when the range holds nothing', async () => {
    const res = await exportAs({ fecha: '2020-01-01', fecha_fin: '2020-01-31' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MSG.reportsDownloadError });
  });

  it('neutralises cells that would run as formulas, in both formats', async () => {
    await t.database.db.execute(sql`
      update consignments set producto_descripcion = '=HYPERLINK("http://x","y")', remitente_nombre = '@SUM(A1)',
        destinatario_nombre = '+57 300', empaque_descripcion = '-1+1'
      where id = (select c.id from consignments c join customers cu on cu.id = c.customer_id
        join movements m on m.id = c.movement_id
        where cu.nit = '900123456' and m.fecha_despacho >= '2026-02-10T05:00:00Z' order by c.id limit 1)`);
    const col = (name: (typeof SYNCED_EXPORT_COLUMNS)[number]) => SYNCED_EXPORT_COLUMNS.indexOf(name);
    const check = (rows: string[][]) => {
      const row = rows.find((r) => r[col('remitente_nombre')] === "'@SUM(A1)");
      expect(row?.[col('producto_descripcion')]).toBe(`'=HYPERLINK("http://x","y")`);
      expect(row?.[col('destinatario_nombre')]).toBe("'+57 300");
      expect(row?.[col('empaque_descripcion')]).toBe("'-1+1");
      const cells = rows.slice(1).flat();
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.some((c) => /^[=+\-@]/.test(c))).toBe(false);
    };
    check(await readXlsx((await exportAs(RANGE)).rawPayload));
    check(readCsv((await exportAs({ ...RANGE, formato: 'csv' })).body));
  });

  it('is for transport companies only', async () => {
    const { token: generator } = await loginAs(t.app, 'generador@trazo.demo');
    expect((await exportAs(RANGE, generator)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/export_movimientos_sincronizados',
      payload: RANGE,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
