import { MSG, type TMovementDetail } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, postBatch, sampleMovement } from './modules/integration/integration-test-helpers';
import { generatorPayload, nextIp } from './test/account-helpers';
import { loginAs } from './test/auth-helpers';
import { createTestApp, type TestApp } from './test/create-test-app';

// Issue 13 item 3, the probe's cases one by one: a NUL byte, a non-UUID image id, an impossible or
// extreme date, an id past int4 — each a Spanish 4xx that names the field, never a 500.

const NUL = 'a\u0000b';
let t: TestApp;
let transporte: Record<string, string>;
let admin: Record<string, string>;
let apiKey: string;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      // The last line of defence: a value PostgreSQL refuses (22003 integer out of range) is the client's.
      app.get('/api/probe/int4', { config: { access: 'public' } }, async () =>
        app.db.execute(sql`select ${'2147483648'}::int4 as n`),
      );
    },
  });
  transporte = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
  admin = (await loginAs(t.app, 'admin@trazo.demo')).bearer;
  apiKey = (await createKey(t.app)).key.llave;
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });
const get = (url: string, headers: Record<string, string> = transporte) =>
  t.app.inject({ method: 'GET', url, headers });

function expectRefused(response: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  expect(body.errors?.[field]).toContain(message);
}

describe('a NUL byte is refused with a Spanish 422, wherever it is sent', () => {
  it('login', async () => {
    const response = await post('/api/login', { email: `ana${NUL}@x.co`, password: 'x' });
    expectRefused(response, 'email', MSG.textInvalidCharacters);
  });

  it('public lookup', async () => {
    const response = await post('/api/search_customer_document', {
      nit_customer: '900123456',
      documento_cliente: NUL,
      tipo_campo: true,
    });
    expectRefused(response, 'documento_cliente', MSG.textInvalidCharacters);
  });

  it('contact form', async () => {
    const response = await post('/api/enviarcorreosolicitud', {
      nombre: 'Ana',
      email: 'ana@example.co',
      celular: '3001234567',
      descripcion: `Hola${NUL}`,
    });
    expectRefused(response, 'descripcion', MSG.textInvalidCharacters);
  });

  it('registration', async () => {
    const response = await post('/api/registergenerador', generatorPayload({ razon_social: NUL }));
    expectRefused(response, 'razon_social', MSG.textInvalidCharacters);
  });

  it('profile', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/perfil',
      headers: transporte,
      payload: { name: NUL, last_name: 'Pérez', ciudad: 11001 },
    });
    expectRefused(response, 'name', MSG.textInvalidCharacters);
  });

  it('movement filters', async () => {
    expectRefused(await get('/api/movimientos?manifiesto=a%00b'), 'manifiesto', MSG.textInvalidCharacters);
    expectRefused(await get('/api/movimientos/manifiesto/a%00b'), 'manifiesto', MSG.textInvalidCharacters);
  });

  it('ERP batch, deep inside a consignment', async () => {
    const movement = sampleMovement('NUL-1');
    const [remesa] = movement.remesas;
    if (!remesa) throw new Error('sample without remesa');
    remesa.remitente.nombre = NUL;
    const response = await postBatch(t.app, apiKey, [movement]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(MSG.batchInvalid);
    expect(response.json().errors['movimientos.0.remesas.0.remitente.nombre']).toContain(
      MSG.textInvalidCharacters,
    );
  });
});

describe('ids', () => {
  it('img_public refuses an image id that is not a UUID', async () => {
    const response = await post('/api/img_public', {
      imagenes: ['no-es-un-uuid'],
      nombre_campo_img: 'image_event',
    });
    expectRefused(response, 'imagenes.0', MSG.idInvalid);
    const unknown = await post('/api/img_public', {
      imagenes: ['00000000-0000-4000-8000-000000000000'],
      nombre_campo_img: 'image_event',
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('2147483648 in a path is a 422, 2147483647 a plain 404', async () => {
    expectRefused(await get('/api/movimientos/2147483648'), 'id', MSG.idInvalid);
    expect((await get('/api/movimientos/2147483647')).statusCode).toBe(404);
    const action = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/super-administrador/clientes/${id}/activar`,
        headers: admin,
      });
    expectRefused(await action('2147483648'), 'id', MSG.idInvalid);
    expectRefused(await action('-1'), 'id', MSG.idInvalid);
    expectRefused(await action('1e308'), 'id', MSG.idInvalid);
    expect((await action('2147483647')).statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: '/api/integracion/llaves/2147483648',
      headers: transporte,
    });
    expectRefused(revoke, 'id', MSG.idInvalid);
  });

  it('2^31 in a body id or a query id is a 422', async () => {
    expectRefused(
      await post('/api/seleccionar_empresa', { id_customer: 2 ** 31 }, transporte),
      'id_customer',
      MSG.companyRequired,
    );
    expectRefused(
      await post('/api/search_customer_document', {
        nit_customer: '900123456',
        documento_cliente: '100001',
        tipo_campo: false,
        sucursal: 2 ** 31,
      }),
      'sucursal',
      MSG.idInvalid,
    );
    expectRefused(await get('/api/movimientos?generador=2147483648'), 'generador', MSG.idInvalid);
  });
});

describe('dates', () => {
  it.each([
    ['2026-13-45', MSG.fieldInvalidDate],
    ['2026-02-30', MSG.fieldInvalidDate],
    ['0001-01-01', MSG.dateOutOfRange],
    ['9999-12-31', MSG.dateOutOfRange],
  ])('the movement filters refuse %s', async (date, message) => {
    expectRefused(await get(`/api/movimientos?fecha_inicio=${date}`), 'fecha_inicio', message);
  });

  it.each([
    ['2026-13-45', MSG.fieldInvalidDate],
    ['2026-02-30', MSG.fieldInvalidDate],
    ['0001-01-01', MSG.dateOutOfRange],
    ['9999-12-31 23:59', MSG.dateOutOfRange],
  ])('the ERP batch refuses fecha_despacho %s', async (date, message) => {
    const response = await postBatch(t.app, apiKey, [sampleMovement('FECHA-1', { fecha_despacho: date })]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['movimientos.0.fecha_despacho']).toContain(message);
  });

  it.each([
    ['1900-01-01', '1900-01-01T05:00:00.000Z'],
    ['2100-12-31 23:59', '2101-01-01T04:59:00.000Z'],
  ])('an accepted extreme date (%s) reads back exactly as sent', async (date, instant) => {
    const manifest = `BORDE-${date.slice(0, 4)}`;
    const created = await postBatch(t.app, apiKey, [sampleMovement(manifest, { fecha_despacho: date })]);
    expect(created.statusCode).toBe(200);
    const id = created.json().resultados[0].id;
    const detail = await get(`/api/movimientos/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<TMovementDetail>().fecha_despacho).toBe(instant);
  });
});

describe('the error handler, behind the schemas', () => {
  it('answers a value PostgreSQL refuses with a Spanish 422, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/int4' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: MSG.databaseInvalidInput });
  });
});
