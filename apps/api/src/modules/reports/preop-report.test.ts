import { MSG, PREOP_SHEET_COLUMNS, RATE_LABELS } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

// The test clock stands at 2026-03-02 13:00 UTC; the demo inspects every trip of the 30 days before it,
// and manifest 100001's (with a signature and photos).
const RANGE = { tipo_filtro: 1, fecha: '2026-02-15', fecha_fin: '2026-03-02' };

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe('Documento Pesv: buscar_datos_vehiculo and generarpdfpreoperacional (spec §7, §8)', () => {
  let t: TestApp;
  let token: string;
  const call = (path: string, payload: Record<string, unknown>, auth = token) =>
    t.app.inject({ method: 'POST', url: `/api/${path}`, payload, ...withCookie(auth) });
  const itemsInRange = async () => {
    const [row] = await queryRows<{ items: number; inspections: number }>(
      t.database.db,
      sql`select count(it.id)::int as items, count(distinct i.id)::int as inspections
        from preop_inspections i join preop_inspection_categories c on c.inspection_id = i.id
        join preop_inspection_items it on it.category_id = c.id
        where i.inspected_at >= '2026-02-15T05:00:00Z' and i.inspected_at < '2026-03-03T05:00:00Z'`,
    );
    return row ?? { items: 0, inspections: 0 };
  };

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('finds the vehicle of a movement (plate and brand)', async () => {
    const res = await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: '100001' });
    expect(res.statusCode).toBe(200);
    const [vehicle] = await queryRows<{ placa: string; marca: string; id: number }>(
      t.database.db,
      sql`select v.placa, v.marca, m.id from movements m join vehicles v on v.id = m.vehicle_id
        where m.manifiesto_numero = '100001'`,
    );
    expect(res.json()).toMatchObject({
      datos_vehiculo: { placa: vehicle?.placa, marca: vehicle?.marca },
      viaje: { id: vehicle?.id, num_movimiento: '100001', inspecciones: 1 },
    });
  });

  it('answers 422 with the spec texts for a missing movement number or dates', async () => {
    const noNumber = await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: ' ' });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json()).toMatchObject({ message: MSG.reportsMovementRequired });
    const noDates = await call('buscar_datos_vehiculo', { tipo_filtro: 1, fecha: '2026-02-01' });
    expect(noDates.statusCode).toBe(422);
    expect(noDates.json()).toMatchObject({ message: MSG.reportsDatesRequired });
    expect((await call('buscar_datos_vehiculo', { tipo_filtro: 7 })).statusCode).toBe(422);
    expect((await call('generarpdfpreoperacional', { id_deliverie: 'x' })).statusCode).toBe(422);
  });

  it('answers 423 past 30 days, and accepts exactly 30', async () => {
    const tooLong = await call('buscar_datos_vehiculo', {
      tipo_filtro: 1,
      fecha: '2026-01-31',
      fecha_fin: '2026-03-03',
    });
    expect(tooLong.statusCode).toBe(423);
    expect(tooLong.json()).toMatchObject({ message: MSG.reportsRangeTooLong });
    const thirty = await call('buscar_datos_vehiculo', {
      tipo_filtro: 1,
      fecha: '2026-02-01',
      fecha_fin: '2026-03-03',
      formato: 'csv',
    });
    expect(thirty.statusCode).toBe(200);
  });

  it('answers 414 when the range or the trip has no inspection', async () => {
    const empty = await call('buscar_datos_vehiculo', {
      tipo_filtro: 1,
      fecha: '2020-01-01',
      fecha_fin: '2020-01-30',
    });
    expect(empty.statusCode).toBe(414);
    expect(empty.json()).toMatchObject({ message: MSG.reportsNoPreopInRange });
    const unknown = await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: '999999999' });
    expect(unknown.statusCode).toBe(414);
    expect(unknown.json()).toMatchObject({ message: MSG.reportsNoPreopForTrip });
    // 100002 was dispatched about 60 days before the clock: no demo inspection.
    const uninspected = await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: '100002' });
    expect(uninspected.statusCode).toBe(414);
    expect(uninspected.json()).toMatchObject({ message: MSG.reportsNoPreopForTrip });
  });

  it("renders the trip's PDF with the company, driver, rates in words, signature and photos", async () => {
    const [trip] = await queryRows<{ id: number; nombre: string; documento: string }>(
      t.database.db,
      sql`select m.id, d.nombre, d.documento from movements m join drivers d on d.id = m.driver_id
        where m.manifiesto_numero = '100001'`,
    );
    const res = await call('generarpdfpreoperacional', { id_deliverie: trip?.id, num_movimiento: '100001' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Informe pre operacional 100001.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Signature and three photo thumbnails are embedded images.
    expect(res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(4);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Transportes Demo S.A.S.',
      '100001',
      trip?.nombre ?? '?',
      trip?.documento ?? '?',
      'Firma del conductor',
      'Cláusula',
      'Licencia de conducción',
      'Página 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(RATE_LABELS.some((label) => label !== 'N/A' && text.includes(label))).toBe(true);
  });

  it('puts each inspection of a range on its own pages, named Informe pre operacional.pdf', async () => {
    const { inspections } = await itemsInRange();
    expect(inspections).toBeGreaterThan(3);
    const res = await call('buscar_datos_vehiculo', { ...RANGE, formato: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Informe pre operacional.pdf"');
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(inspections);
    expect(text.split('Informe de inspección preoperacional').length - 1).toBe(inspections);
  });

  it('downloads xlsx and csv with one row per rated item', async () => {
    const { items } = await itemsInRange();
    const csv = await call('buscar_datos_vehiculo', { ...RANGE, formato: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('filename="Informe pre operacional.csv"');
    // As Excel in es-CO opens it in columns: a UTF-8 BOM, then ';' between cells.
    expect(csv.body.split(/\r?\n/, 1)[0]).toBe(`\uFEFF${PREOP_SHEET_COLUMNS.join(';')}`);
    const [header, ...rows] = parse(csv.body, { bom: true, delimiter: ';' }) as string[][];
    expect(header).toEqual([...PREOP_SHEET_COLUMNS]);
    expect(rows).toHaveLength(items);
    const rateText = PREOP_SHEET_COLUMNS.indexOf('calificacion_texto');
    expect(rows.every((r) => (RATE_LABELS as readonly string[]).includes(r[rateText] ?? ''))).toBe(true);

    const xlsx = await call('buscar_datos_vehiculo', { ...RANGE, formato: 'xlsx' });
    expect(xlsx.headers['content-disposition']).toContain('filename="Informe pre operacional.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(items + 1);
  });

  it('is for transport companies only', async () => {
    const { token: generator } = await loginAs(t.app, 'generador@trazo.demo');
    expect(
      (await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: '100001' }, generator))
        .statusCode,
    ).toBe(403);
    expect((await call('generarpdfpreoperacional', { id_deliverie: 1 }, generator)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/generarpdfpreoperacional',
      payload: { id_deliverie: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps to the caller's company, and answers 415 without a configured checklist", async () => {
    const { token: other } = await loginAs(t.app, 'transporte2@trazo.demo');
    const noConfig = await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: '100001' }, other);
    expect(noConfig.statusCode).toBe(415);
    expect(noConfig.json()).toMatchObject({ message: MSG.reportsNoPreopConfig });

    await t.database.db.execute(sql`
      insert into checklist_items (customer_id, title, description, number_images, required_images, category)
      select ur.customer_id, 'Frenos', 'Prueba', 0, 0, 'Frenos y dirección' from user_roles ur
      join users u on u.id = ur.user_id where u.email = 'transporte2@trazo.demo' limit 1`);
    const [trip] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from movements where manifiesto_numero = '100001'`,
    );
    const foreign = await call('buscar_datos_vehiculo', { tipo_filtro: 0, num_movimiento: '100001' }, other);
    expect(foreign.statusCode).toBe(414);
    const foreignPdf = await call('generarpdfpreoperacional', { id_deliverie: trip?.id }, other);
    expect(foreignPdf.statusCode).toBe(414);
    const range = await call('buscar_datos_vehiculo', { ...RANGE, formato: 'csv' }, other);
    expect(range.statusCode).toBe(414);
  });
});
