import type {
  TCumplidoCreatedResponse,
  TEventCreatedResponse,
  TMovementListResponse,
  TSearchCustomerDocumentResponse,
} from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, cumplidoForm, eventForm, postBatch, sampleMovement } from './integration-test-helpers';

describe('ERP integration: events and cumplidos with files', () => {
  let t: TestApp;
  let key: string;
  let token: string;
  const post = (url: string, payload: FormData, apiKey = key) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/integracion${url}`,
      headers: { 'x-api-key': apiKey },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    const created = await createKey(t.app);
    key = created.key.llave;
    token = created.token;
    await postBatch(t.app, key, [sampleMovement('E-1')]);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const state = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos?manifiesto=E-1',
      ...withCookie(token),
    });
    return res.json<TMovementListResponse>().data[0]?.estado.code;
  };

  it('adds a manifest-wide event with photos, and a retry with the same id_externo changes nothing', async () => {
    expect(await state()).toBe('programado');
    const fields = {
      id_events: '5',
      fecha: '2026-03-01 09:00',
      latitude: '5.5353',
      longitude: '-73.3678',
      id_externo: 'ev-1',
    };
    const res = await post('/movimientos/E-1/eventos', eventForm(fields, 2));
    expect(res.statusCode).toBe(201);
    const event = res.json<TEventCreatedResponse>();
    expect(event).toMatchObject({
      id_events: 5,
      event: 'INICIAR VIAJE',
      latitude: 5.5353,
      remesa_numero: null,
    });
    expect(event.image_event).toHaveLength(2);
    expect(await state()).toBe('en_ruta');

    const retry = await post('/movimientos/E-1/eventos', eventForm(fields, 2));
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TEventCreatedResponse>()).toEqual(event);
    expect(t.storage.files.size).toBeGreaterThan(0);
  });

  it('closes the delivery with a consignment event 11', async () => {
    const res = await post(
      '/movimientos/E-1/eventos',
      eventForm({ remesa: 'e-1-1', id_events: '11', fecha: '2026-03-01T15:00:00-05:00' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<TEventCreatedResponse>().remesa_numero).toBe('E-1-1');
    expect(await state()).toBe('entregado');
  });

  it('validates fields and files in Spanish', async () => {
    const noEvent = await post('/movimientos/E-1/eventos', eventForm({ id_events: '1', fecha: 'ayer' }));
    expect(noEvent.statusCode).toBe(422);
    expect(noEvent.json().errors).toEqual({
      id_events: [MSG.fieldInvalidEvent],
      fecha: [MSG.fieldInvalidDate],
    });
    const form = eventForm({ id_events: '6', fecha: '2026-03-01' });
    form.append('imagenes', new Blob(['no soy una imagen']), 'virus.png');
    const notImage = await post('/movimientos/E-1/eventos', form);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toBe(MSG.fileTypeNotAllowed);
    const unknown = await post(
      '/movimientos/NO-EXISTE/eventos',
      eventForm({ id_events: '6', fecha: '2026-03-01' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.movementNotFound);
  });

  it('stores a cumplido, serves it through a signed URL, and replaces it by referencia', async () => {
    const first = await post(
      '/movimientos/E-1/cumplidos',
      cumplidoForm({ descripcion: 'Cumplido firmado', referencia: 'CUM-1' }, 'v1'),
    );
    expect(first.statusCode).toBe(201);
    const cumplido = first.json<TCumplidoCreatedResponse>();
    const file = await t.app.inject({ method: 'GET', url: cumplido.ruta_digital });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('(v1)');

    const second = await post(
      '/movimientos/E-1/cumplidos',
      cumplidoForm({ descripcion: 'Cumplido firmado (corregido)', referencia: 'CUM-1' }, 'v2'),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json<TCumplidoCreatedResponse>().id).toBe(cumplido.id);
    expect(
      (await t.app.inject({ method: 'GET', url: second.json<TCumplidoCreatedResponse>().ruta_digital })).body,
    ).toContain('(v2)');
    // The replaced file is gone.
    expect((await t.app.inject({ method: 'GET', url: cumplido.ruta_digital })).statusCode).toBe(404);

    const missing = await post(
      '/movimientos/E-1/cumplidos',
      eventForm({ descripcion: 'x', referencia: 'y' }),
    );
    expect(missing.statusCode).toBe(422);
  });

  it("cannot touch another company's manifest (100001 belongs to the demo company, not to this key's)", async () => {
    const other = await createKey(t.app, 'transporte2@trazo.demo', 'ERP Norte');
    const res = await post(
      '/movimientos/100001/eventos',
      eventForm({ id_events: '12', fecha: '2026-03-01' }),
      other.key.llave,
    );
    expect(res.statusCode).toBe(404);
    const doc = await post(
      '/movimientos/100001/cumplidos',
      cumplidoForm({ descripcion: 'x', referencia: 'y' }),
      other.key.llave,
    );
    expect(doc.statusCode).toBe(404);
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/search_customer_document',
      payload: { nit_customer: '900123456', documento_cliente: '100001', tipo_campo: false },
    });
    const records = lookup.json<TSearchCustomerDocumentResponse>().data_total;
    expect(records.flatMap((r) => r.estados.data).some((e) => e.id_events === 12)).toBe(false);
    expect(records.every((r) => r.cumplidos.length === 2)).toBe(true);
    const generator = await loginAs(t.app, 'generador@trazo.demo');
    expect(generator.body.rol).toBe(2);
  });
});
