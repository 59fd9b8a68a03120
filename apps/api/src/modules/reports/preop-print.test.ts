import { MSG, RATE_LABELS, type TPreopPrintResponse } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { encodePng } from '../../db/seed/demo-files';
import { loginAs, withCookie, XRW } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { multipartFile } from '../../test/multipart';

// The print view of 'Documento Pesv' (spec §7 buscar_datos_vehiculo "a data array for the print view",
// §8 'No hay datos para mostrar.') and the company's stored logo in the PDF. The test clock stands at
// 2026-03-02 13:00 UTC; the demo inspects the trips of the 30 days before it.
const RANGE = { tipo_filtro: 1, fecha: '2026-02-15', fecha_fin: '2026-03-02', formato: 'imprimir' };
const LOGO = { width: 97, height: 41 };

/** The sizes of the images a PDF embeds, read back with pdf.js (through pdf-parse). */
async function pdfImageSizes(bytes: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getImage({ imageThreshold: 0, imageDataUrl: false });
    return result.pages.flatMap((page) => page.images.map((image) => `${image.width}x${image.height}`));
  } finally {
    await parser.destroy();
  }
}

describe('Documento Pesv print view and the PDF logo', () => {
  let t: TestApp;
  let token: string;
  const search = (payload: Record<string, unknown>, auth = token) =>
    t.app.inject({ method: 'POST', url: '/api/buscar_datos_vehiculo', payload, ...withCookie(auth) });

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it("answers the range's inspections with every rated item, in words", async () => {
    const res = await search(RANGE);
    expect(res.statusCode).toBe(200);
    const body = res.json<TPreopPrintResponse>();
    const [expected] = await queryRows<{ inspections: number; items: number }>(
      t.database.db,
      sql`select count(distinct i.id)::int as inspections, count(it.id)::int as items
        from preop_inspections i join customers cu on cu.id = i.customer_id and cu.nit = '900123456'
        join preop_inspection_categories c on c.inspection_id = i.id
        join preop_inspection_items it on it.category_id = c.id
        where i.inspected_at >= '2026-02-15T05:00:00Z' and i.inspected_at < '2026-03-03T05:00:00Z'`,
    );
    expect(expected?.inspections).toBeGreaterThan(0);
    expect(body.truncado).toBe(false);
    expect(body.inspecciones).toHaveLength(expected?.inspections ?? -1);
    const items = body.inspecciones.flatMap((i) => i.categorias.flatMap((c) => c.items));
    expect(items).toHaveLength(expected?.items ?? -1);
    for (const item of items) expect(item.calificacion_texto).toBe(RATE_LABELS[item.calificacion]);
  });

  it("answers one movement's inspection, signed", async () => {
    const res = await search({ tipo_filtro: 0, num_movimiento: '100001', formato: 'imprimir' });
    expect(res.statusCode).toBe(200);
    const body = res.json<TPreopPrintResponse>();
    expect(body.inspecciones.map((i) => [i.num_movimiento, i.firmado])).toEqual([['100001', true]]);
    expect(body.inspecciones[0]?.categorias.length).toBeGreaterThan(0);
  });

  it('answers an empty list (not 414) when nothing matches, and still refuses 31 days (423)', async () => {
    const empty = await search({ ...RANGE, fecha: '2025-01-01', fecha_fin: '2025-01-05' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ inspecciones: [], truncado: false });
    const unknown = await search({ tipo_filtro: 0, num_movimiento: 'NO-EXISTE', formato: 'imprimir' });
    expect(unknown.json()).toEqual({ inspecciones: [], truncado: false });
    const tooLong = await search({ ...RANGE, fecha: '2026-01-31', fecha_fin: '2026-03-03' });
    expect(tooLong.statusCode).toBe(423);
    expect(tooLong.json()).toMatchObject({ message: MSG.reportsRangeTooLong });
  });

  it("shows another company none of Transportes Demo's inspections", async () => {
    // Carga Segura del Norte gets a checklist, so it passes the 415 check and reaches the data.
    await t.database.db.execute(sql`insert into checklist_items
        (customer_id, title, description, number_images, required_images, category)
      select id, 'Frenos', 'Frenos', 0, 0, 'Frenos' from customers where nit = '901777888'`);
    const { token: other } = await loginAs(t.app, 'transporte2@trazo.demo');
    const byTrip = await search({ tipo_filtro: 0, num_movimiento: '100001', formato: 'imprimir' }, other);
    expect(byTrip.json()).toEqual({ inspecciones: [], truncado: false });
    const byRange = await search(RANGE, other);
    expect(byRange.statusCode).toBe(200);
    expect(byRange.json()).toEqual({ inspecciones: [], truncado: false });
  });

  it('embeds the company logo in the PDF only when it is a stored file (never the remote URL)', async () => {
    const pdfOf100001 = async () => {
      const res = await search({ tipo_filtro: 0, num_movimiento: '100001', formato: 'pdf' });
      expect(res.statusCode).toBe(200);
      return pdfImageSizes(res.rawPayload);
    };
    const logoSize = `${LOGO.width}x${LOGO.height}`;
    // No stored file (the demo's uploaded logo taken away), only a remote URL: nothing is drawn.
    await t.database.db.execute(
      sql`update customers set logo_url = 'https://logos.example.invalid/logo.png', logo_file_id = null
        where nit = '900123456'`,
    );
    const before = await pdfOf100001();
    expect(before.length).toBeGreaterThan(0); // the signature and photos
    expect(before).not.toContain(logoSize);

    const row = Buffer.alloc(1 + LOGO.width * 3, 0x30);
    row[0] = 0;
    const png = encodePng(LOGO.width, LOGO.height, Buffer.concat(Array(LOGO.height).fill(row)));
    // Uploaded as the company does it (Editar Perfil → Logo de la empresa); small logos keep their size.
    const body = await multipartFile('logo', 'logo.png', 'image/png', png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/logo',
      ...withCookie(token, { ...XRW, ...body.headers }),
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const after = await pdfOf100001();
    expect(after.filter((size) => size === logoSize)).toHaveLength(1);
    expect(after).toHaveLength(before.length + 1);

    // A range: the logo heads every inspection, but its pixels are stored once in the file.
    const range = await search({ ...RANGE, formato: 'pdf' });
    expect(range.statusCode).toBe(200);
    const drawn = (await pdfImageSizes(range.rawPayload)).filter((size) => size === logoSize);
    const [inRange] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from preop_inspections i join customers cu on cu.id = i.customer_id
        where cu.nit = '900123456' and i.inspected_at >= '2026-02-15T05:00:00Z' and i.inspected_at < '2026-03-03T05:00:00Z'`,
    );
    expect(inRange?.n).toBeGreaterThan(3);
    expect(drawn).toHaveLength(inRange?.n ?? -1);
    const stored = range.rawPayload.toString('latin1').match(/\/Width 97\s+\/Height 41\b/g);
    expect(stored).toHaveLength(1);
  });
});
