import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, paymentOrders } from '../../db/schema';
import { loginAs, withCookie, XRW } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { checkout, confirmation, EPAYCO_ENV, paymentStatus, postConfirmation } from './payment-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: EPAYCO_ENV });
});
afterAll(() => t?.close());

const post = (token: string, payload: unknown, headers: Record<string, string> = XRW) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pagos/checkout',
    ...withCookie(token, headers),
    payload: payload as object,
  });

describe('GET /api/planes', () => {
  it('lists the configured plans publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/planes' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.proveedor).toBe('epayco');
    expect(body.data.map((p: { codigo: string }) => p.codigo)).toEqual([
      'app-mensual',
      'app-semestral',
      'app-anual',
    ]);
  });
});

describe('GET /api/planes for a signed-in caller', () => {
  it('tells a signed-in transport company its own subscription state, and nobody else', async () => {
    const planes = async (email: string) => {
      const { token } = await loginAs(t.app, email);
      return (await t.app.inject({ method: 'GET', url: '/api/planes', ...withCookie(token) })).json();
    };
    expect((await t.app.inject({ method: 'GET', url: '/api/planes' })).json()).toMatchObject({
      app_movil_activa: null,
      suscripcion_hasta: null,
    });
    expect(await planes('pagos@trazo.demo')).toMatchObject({
      app_movil_activa: false,
      suscripcion_hasta: null,
    });
    expect(await planes('transporte@trazo.demo')).toMatchObject({
      app_movil_activa: true,
      suscripcion_hasta: null,
    });
    expect(await planes('generador@trazo.demo')).toMatchObject({
      app_movil_activa: null,
      suscripcion_hasta: null,
    });
    // A cookie without X-Requested-With is treated as anonymous here, not refused.
    const { token } = await loginAs(t.app, 'pagos@trazo.demo');
    const bare = await t.app.inject({ method: 'GET', url: '/api/planes', ...withCookie(token, {}) });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().app_movil_activa).toBeNull();
  });
});

describe('POST /api/pagos/checkout', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pagos/checkout',
      payload: { plan: 'app-mensual' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([['generador@trazo.demo'], ['especiales@trazo.demo'], ['admin@trazo.demo']])(
    'refuses %s (not a transport company) with 403',
    async (email) => {
      const { token } = await loginAs(t.app, email);
      const response = await post(token, { plan: 'app-mensual' });
      expect(response.statusCode).toBe(403);
    },
  );

  it('refuses a cookie call without X-Requested-With', async () => {
    const { token } = await loginAs(t.app, 'pagos@trazo.demo');
    expect((await post(token, { plan: 'app-mensual' }, {})).statusCode).toBe(403);
  });

  it('orders for the caller’s own company only, whatever the body says', async () => {
    const [other] = await t.database.db.select().from(customers).where(eq(customers.nit, '900123456'));
    const { token } = await loginAs(t.app, 'pagos@trazo.demo');
    const response = await post(token, { plan: 'app-anual', id_customer: other?.id, valor: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ proveedor: 'epayco', valor: 1_890_000, moneda: 'COP' });
    expect(body.referencia).toMatch(/^TRZ-[0-9A-Z]{10}$/);
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, body.referencia));
    const [own] = await t.database.db.select().from(customers).where(eq(customers.nit, '900777111'));
    expect(order).toMatchObject({ customerId: own?.id, amount: 1_890_000, months: 12, status: 'pendiente' });
  });

  it('a user with several roles may pay only while acting as the transport company', async () => {
    const { token, body } = await loginAs(t.app, 'multirol@trazo.demo');
    const grant = (role: number) => body.rol1.find((r) => r.id_role === role)?.id_usuario_rol;
    const choose = (id?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/seleccionar_rol',
        ...withCookie(token),
        payload: { id_usuario_rol: id },
      });
    expect((await post(token, { plan: 'app-mensual' })).statusCode).toBe(403);
    await choose(grant(2));
    expect((await post(token, { plan: 'app-mensual' })).statusCode).toBe(403);
    await choose(grant(5));
    expect((await post(token, { plan: 'app-mensual' })).statusCode).toBe(201);
  });

  it('validates the plan', async () => {
    const { token } = await loginAs(t.app, 'pagos@trazo.demo');
    const unknown = await post(token, { plan: 'gratis' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('El plan seleccionado no existe.');
    const missing = await post(token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Debes seleccionar un plan.');
  });

  it('throttles repeated checkouts per user', async () => {
    const { token } = await loginAs(t.app, 'transporte@trazo.demo');
    for (let i = 0; i < 10; i += 1) expect((await post(token, { plan: 'app-mensual' })).statusCode).toBe(201);
    const limited = await post(token, { plan: 'app-mensual' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.advance(10 * 60_000);
    expect((await post(token, { plan: 'app-mensual' })).statusCode).toBe(201);
  });
});

describe('GET /api/pagos/estado never trusts its query string', () => {
  it('answers no_verificable for unknown or missing references, whatever else the URL claims', async () => {
    for (const query of [
      '',
      'ref_payco=123456',
      'ref_payco=123456&x_cod_response=1&x_response=Aceptada&estado=aceptada&status=aceptada',
      'referencia=TRZ-0000000000&x_signature=abc',
    ]) {
      const response = await paymentStatus(t.app, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'no_verificable', referencia: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('reports the stored outcome even when the URL says otherwise', async () => {
    const order = await checkout(t.app, 'pagos@trazo.demo');
    expect(
      (await paymentStatus(t.app, `referencia=${order.referencia}&x_cod_response=1`)).json().status,
    ).toBe('pendiente');
    const rejected = confirmation(order.referencia, { x_cod_response: '2' });
    await postConfirmation(t.app, rejected);
    const response = await paymentStatus(
      t.app,
      `ref_payco=${rejected.x_ref_payco}&x_cod_response=1&x_response=Aceptada`,
    );
    expect(response.json()).toMatchObject({
      status: 'rechazada',
      referencia: order.referencia,
      suscripcion_hasta: null,
    });
  });
});
