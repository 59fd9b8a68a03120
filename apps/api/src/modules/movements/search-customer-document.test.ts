import type { TImgPublicResponse, TSearchCustomerDocumentResponse } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

const lookup = (t: TestApp, body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/search_customer_document', payload: body, remoteAddress: ip });

describe('POST /api/search_customer_document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ movements: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('finds manifest 100001 with its timeline, photos and two cumplidos', async () => {
    const res = await lookup(t, {
      nit_customer: '900.123.456',
      documento_cliente: '100001',
      tipo_campo: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<TSearchCustomerDocumentResponse>();
    expect(body.sucursales).toHaveLength(1);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data).toEqual(body.data_total);
    const record = body.data[0];
    expect(record?.manifiesto_numero).toBe('100001');
    expect(record?.estados.code).toBe(200);
    const withPhotos = record?.estados.data.filter((e) => e.image_event.length > 0) ?? [];
    expect(withPhotos.length).toBeGreaterThan(0);
    expect(record?.estados.data.every((e) => e.latitude !== null && e.longitude !== null)).toBe(true);
    expect(record?.cumplidos).toHaveLength(2);
    expect(record?.cumplidos_code).toBe(200);
    expect(body.estados.data.find((e) => e.id_events === 5)?.event).toBe('INICIAR VIAJE');
    // The spec's fields stay, with the company's default privacy (issue 13 item 6): a manifest number
    // alone gets phones and documents masked to their last digits and no street address.
    expect(record?.remitente_telefono).toMatch(/^••••••\d{4}$/);
    expect(record?.destinatario_documento).toMatch(/^••••••/);
    expect(record?.remitente_direccion).toBe('');
    expect(record?.direcciones_visibles).toBe(false);
    // Only the spec's fields: no customer document, generator NIT or driver.
    expect(Object.keys(record ?? {})).not.toContain('documento_cliente');
    expect(JSON.stringify(body)).not.toMatch(/conductor/);
  });

  it('lists the branches of DOC-555 and filters by the chosen one', async () => {
    const res = await lookup(t, {
      nit_customer: '900123456',
      documento_cliente: 'doc-555',
      tipo_campo: true,
    });
    const body = res.json<TSearchCustomerDocumentResponse>();
    expect(res.statusCode).toBe(200);
    expect(body.sucursales.map((s) => s.nombre)).toEqual(['Bogotá', 'Medellín']);
    expect(body.data).toEqual([]);
    const medellin = body.sucursales[1]?.id as number;
    const chosen = await lookup(t, {
      nit_customer: '900123456',
      documento_cliente: 'DOC-555',
      tipo_campo: true,
      sucursal: medellin,
    });
    const data = chosen.json<TSearchCustomerDocumentResponse>().data;
    expect(data.length).toBe(1);
    expect(data[0]?.remesa_sucursal).toBe('Medellín');
    // The customer document matched: street addresses are shown (phones stay masked by default).
    expect(data[0]?.direcciones_visibles).toBe(true);
    expect(data[0]?.destinatario_direccion).not.toBe('');
    expect(data[0]?.destinatario_telefono).toMatch(/^••••••/);
  });

  it('answers the same 404 for a wrong number and for another company', async () => {
    const wrongNumber = await lookup(t, {
      nit_customer: '900123456',
      documento_cliente: '999999',
      tipo_campo: false,
    });
    const otherNit = await lookup(t, {
      nit_customer: '901777888',
      documento_cliente: '100001',
      tipo_campo: false,
    });
    const unknownNit = await lookup(t, {
      nit_customer: '800000001',
      documento_cliente: '100001',
      tipo_campo: false,
    });
    const otherDoc = await lookup(t, {
      nit_customer: '900123456',
      documento_cliente: 'DOC-777',
      tipo_campo: true,
    });
    for (const res of [wrongNumber, otherNit, unknownNit, otherDoc]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(JSON.stringify({ message: MSG.lookupNothingFound }));
    }
    const own = await lookup(t, {
      nit_customer: '901777888',
      documento_cliente: 'DOC-777',
      tipo_campo: true,
    });
    expect(own.statusCode).toBe(200);
  });

  it('validates the input in Spanish', async () => {
    const empty = await lookup(t, { nit_customer: '900123456', documento_cliente: '  ', tipo_campo: false });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(MSG.lookupValueRequired);
    const noNit = await lookup(t, { documento_cliente: '100001', tipo_campo: false });
    expect(noNit.json().message).toBe(MSG.lookupNitRequired);
  });

  it('signs event images and serves them until the link expires', async () => {
    const found = await lookup(t, {
      nit_customer: '900123456',
      documento_cliente: '100001',
      tipo_campo: false,
    });
    const record = found.json<TSearchCustomerDocumentResponse>().data[0];
    const ids = record?.estados.data.flatMap((e) => e.image_event) ?? [];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/img_public',
      payload: {
        imagenes: [...ids, '00000000-0000-4000-8000-000000000000'],
        nombre_campo_img: 'image_event',
      },
    });
    expect(res.statusCode).toBe(200);
    const images = res.json<TImgPublicResponse>().data.images;
    expect(images.map((i) => i.id)).toEqual(ids);
    const url = images[0]?.image_url as string;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const tampered = await t.app.inject({
      method: 'GET',
      url: url.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 60}`),
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe(MSG.signedUrlInvalid);

    const pdf = await t.app.inject({ method: 'GET', url: record?.cumplidos[0]?.ruta_digital as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    t.clock.advance(11 * 60_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});
