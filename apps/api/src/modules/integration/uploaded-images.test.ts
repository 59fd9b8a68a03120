import { randomUUID } from 'node:crypto';
import { MSG, PHOTO_LIMITS, type TCumplidoCreatedResponse, type TDriverPhotoResponse } from '@trazo/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { driverPhotos, storedFiles } from '../../db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, postBatch, sampleMovement } from './integration-test-helpers';

// Issue 23 items 1 and 9: every uploaded image (driver photos, signatures and receipts; ERP event photos;
// image cumplidos) is refused past the pixel limit and otherwise stored re-encoded — a bounded JPEG
// without alpha that keeps its EXIF evidence — under a name that says what it is.

const BIG = 10_000; // 100 megapixels: twice the limit, in a ~2 MB PNG (under every upload's byte limit)

/** A one-colour RGBA PNG: tiny to send, huge to decode. */
function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    limitInputPixels: false,
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

const form = (fields: Record<string, string>, field: string, bytes: Buffer, name: string, type: string) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
};

describe('uploaded images are bounded, re-encoded and named by what they are', () => {
  let t: TestApp;
  let driver: DriverWithSession;
  let key: string;
  let bomb: Buffer;

  const storedCount = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stored_files`,
    );
    return row?.n ?? -1;
  };
  const uploadPhoto = (bytes: Buffer, name = 'foto.png', type = 'image/png', clientId = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/conductor/fotos',
      headers: driver.headers,
      payload: form({ clientId }, 'foto', bytes, name, type),
    });
  const erp = (url: string, payload: FormData) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/integracion${url}`,
      headers: { 'x-api-key': key },
      payload,
    });
  const fileOfPhoto = async (clientId: string) => {
    const [row] = await t.app.db
      .select({ id: storedFiles.id, key: storedFiles.storageKey, name: storedFiles.originalName })
      .from(driverPhotos)
      .innerJoin(storedFiles, eq(storedFiles.id, driverPhotos.fileId))
      .where(eq(driverPhotos.clientId, clientId));
    if (!row) throw new Error(`photo ${clientId} not stored`);
    return row;
  };
  const serve = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

  beforeAll(async () => {
    t = await createTestApp();
    driver = await createDriverWithSession(t.app, {
      customerId: await customerIdOf(t.app.db, DEMO_NIT.transporte),
    });
    ({
      key: { llave: key },
    } = await createKey(t.app));
    expect((await postBatch(t.app, key, [sampleMovement('IMG-1')])).statusCode).toBe(200);
    bomb = await flatPng(BIG, BIG);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('refuses an image past the pixel limit with a Spanish 422 and stores nothing, on every upload', async () => {
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await storedCount();
    const photo = await uploadPhoto(bomb);
    expect(photo.statusCode).toBe(422);
    expect(photo.json()).toMatchObject({
      message: MSG.imageTooManyPixels,
      errors: { foto: [MSG.imageTooManyPixels] },
    });
    const event = await erp(
      '/movimientos/IMG-1/eventos',
      form({ id_events: '5', fecha: '2026-03-01 09:00' }, 'imagenes', bomb, 'a.png', 'image/png'),
    );
    expect(event.statusCode).toBe(422);
    expect(event.json()).toMatchObject({ message: MSG.imageTooManyPixels });
    const cumplido = await erp(
      '/movimientos/IMG-1/cumplidos',
      form({ descripcion: 'Cumplido', referencia: 'R-1' }, 'documento', bomb, 'c.png', 'image/png'),
    );
    expect(cumplido.statusCode).toBe(422);
    expect(cumplido.json()).toMatchObject({ message: MSG.imageTooManyPixels });
    expect(await storedCount()).toBe(before);
    const [photos] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from driver_photos`,
    );
    expect(photos?.n).toBe(0);
  });

  it('stores a photo as a bounded JPEG without alpha, served as foto-<id>.jpg whatever the upload was called', async () => {
    const clientId = randomUUID();
    const res = await uploadPhoto(await flatPng(3000, 1500), 'evil.html', 'text/html', clientId);
    expect(res.statusCode).toBe(201);
    expect(res.json<TDriverPhotoResponse>().contentType).toBe('image/jpeg');
    const file = await fileOfPhoto(clientId);
    expect(file.name).toBe(`foto-${file.id}.jpg`);
    expect(file.key).toMatch(/\.jpg$/);
    const stored = await sharp((await t.storage.read(file.key)) as Buffer).metadata();
    expect(stored).toMatchObject({
      format: 'jpeg',
      width: PHOTO_LIMITS.maxSidePx,
      height: 1024,
      hasAlpha: false,
    });

    const served = await serve(t.app.urlSigner.sign(file.id).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBe(`inline; filename*=UTF-8''foto-${file.id}.jpg`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("keeps a photo's EXIF time and position (evidence) and applies its orientation", async () => {
    const withExif = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .withExif({
        IFD0: { Make: 'Telefono' },
        IFD2: { DateTimeOriginal: '2026:03:01 08:15:00' },
        IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 }) // held sideways: shown turned 90°
      .jpeg()
      .toBuffer();
    const clientId = randomUUID();
    expect((await uploadPhoto(withExif, 'recibo.jpg', 'image/jpeg', clientId)).statusCode).toBe(201);
    const stored = await sharp(
      (await t.storage.read((await fileOfPhoto(clientId)).key)) as Buffer,
    ).metadata();
    expect(stored).toMatchObject({ width: 200, height: 400 });
    expect(stored.orientation ?? 1).toBe(1);
    const exif = stored.exif?.toString('latin1') ?? '';
    expect(exif).toContain('2026:03:01 08:15:00');
    expect(exif).toContain('WGS-84');
  });

  it('names a cumplido by its referencia and real type: an image as .jpg, a PDF as .pdf', async () => {
    const image = await erp(
      '/movimientos/IMG-1/cumplidos',
      form(
        { descripcion: 'Foto', referencia: 'REF 7/ÁB' },
        'documento',
        await flatPng(800, 600),
        'evil.html',
        'text/html',
      ),
    );
    expect(image.statusCode).toBe(201);
    const imageCumplido = image.json<TCumplidoCreatedResponse>();
    expect(imageCumplido.nombre).toBe('cumplido-REF-7-AB.jpg');
    const servedImage = await serve(imageCumplido.ruta_digital);
    expect(servedImage.headers['content-type']).toBe('image/jpeg');
    expect(servedImage.headers['content-disposition']).toBe("inline; filename*=UTF-8''cumplido-REF-7-AB.jpg");

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const document = await erp(
      '/movimientos/IMG-1/cumplidos',
      form({ descripcion: 'Acta', referencia: 'R-2' }, 'documento', pdf, 'evil.html', 'text/html'),
    );
    expect(document.statusCode).toBe(201);
    const served = await serve(document.json<TCumplidoCreatedResponse>().ruta_digital);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''cumplido-R-2.pdf");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves a file stored under its uploader's name with the extension of its real type", async () => {
    const id = randomUUID();
    const png = await flatPng(20, 20);
    await t.storage.put(`movimientos/old/${id}.png`, png);
    await t.app.db.insert(storedFiles).values({
      id,
      storageKey: `movimientos/old/${id}.png`,
      contentType: 'image/png',
      sizeBytes: png.length,
      originalName: 'evil.html',
    });
    const served = await serve(t.app.urlSigner.sign(id).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''evil.png");
  });
});
