import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { checkout, confirmation, EPAYCO_ENV, paymentStatus, postConfirmation } from './payment-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function openGateway(url: string) {
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const token = /name="token" value="([0-9a-f]+)"/.exec(page.body)?.[1] ?? '';
  return { page, token };
}

function decide(url: string, decision: string, token: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, token }).toString(),
  });
}

describe('test gateway (no ePayco credentials)', () => {
  it('round trip: checkout → gateway page → Aprobar → signed webhook → return page status aceptada', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/api/planes' });
    expect(plans.json()).toMatchObject({ proveedor: 'prueba', modo_prueba: true });

    const order = await checkout(t.app);
    expect(order.proveedor).toBe('prueba');
    if (order.proveedor !== 'prueba') return;
    expect(order.url).toBe(`/api/pagos/pasarela-prueba/${order.referencia}`);

    const { page, token } = await openGateway(order.url);
    expect(page.body).toContain('Aprobar');
    expect(page.body).toContain('Rechazar');
    expect(page.body).toContain(order.referencia);
    expect(page.body).toMatch(/189\.000/);

    const done = await decide(order.url, 'aprobar', token);
    expect(done.statusCode).toBe(303);
    const location = done.headers.location ?? '';
    expect(location).toMatch(/^\/respuesta-epayco\?ref_payco=9\d{8}$/);

    const status = await paymentStatus(t.app, location.split('?')[1] ?? '');
    expect(status.json()).toMatchObject({
      status: 'aceptada',
      referencia: order.referencia,
      plan: 'Plan mensual',
    });
    const [company] = await t.database.db.select().from(customers).where(eq(customers.nit, '900777111'));
    expect(company?.hasMobileApp).toBe(true);

    // The order is closed: the page no longer offers the buttons, and a second decision is refused.
    const closed = await t.app.inject({ method: 'GET', url: order.url });
    expect(closed.body).toContain('Esta orden ya fue procesada.');
    expect(closed.body).not.toContain('name="decision"');
    expect((await decide(order.url, 'aprobar', token)).statusCode).toBe(409);
  });

  it('Rechazar lands on a rejected status and leaves the order unpaid', async () => {
    const order = await checkout(t.app, 'transporte@trazo.demo');
    if (order.proveedor !== 'prueba') throw new Error('expected the test gateway');
    const { token } = await openGateway(order.url);
    const done = await decide(order.url, 'rechazar', token);
    const status = await paymentStatus(t.app, (done.headers.location ?? '').split('?')[1] ?? '');
    expect(status.json()).toMatchObject({ status: 'rechazada', suscripcion_hasta: null });
    const byReference = await paymentStatus(t.app, `referencia=${order.referencia}`);
    expect(byReference.json().status).toBe('rechazada');
    // A rejected order may still be paid from the same page.
    const again = await openGateway(order.url);
    expect(again.token).toBe(token);
  });

  it('refuses a decision without the page token, and confirmations not signed with the test key', async () => {
    const order = await checkout(t.app);
    if (order.proveedor !== 'prueba') throw new Error('expected the test gateway');
    expect((await decide(order.url, 'aprobar', 'f'.repeat(64))).statusCode).toBe(403);
    expect((await decide(order.url, 'quizas', 'f'.repeat(64))).statusCode).toBe(422);
    // Someone who knows the algorithm but not the per-process key cannot forge a test confirmation.
    const forged = confirmation(order.referencia, {}, { custId: 'TRAZO-PRUEBA', pKey: 'adivinada' });
    expect((await postConfirmation(t.app, forged)).statusCode).toBe(400);
    expect((await paymentStatus(t.app, `referencia=${order.referencia}`)).json().status).toBe('pendiente');
  });

  it('answers 404 for unknown orders', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pagos/pasarela-prueba/TRZ-NADA' })).statusCode,
    ).toBe(404);
  });
});

describe('test gateway is off when ePayco is configured', () => {
  let ep: TestApp;
  beforeAll(async () => {
    ep = await createTestApp({ env: EPAYCO_ENV });
  });
  afterAll(() => ep?.close());

  it('checkout answers ePayco data, and the gateway page does not exist', async () => {
    const order = await checkout(ep.app);
    expect(order.proveedor).toBe('epayco');
    if (order.proveedor !== 'epayco') return;
    expect(order.epayco).toMatchObject({
      key: EPAYCO_ENV.EPAYCO_PUBLIC_KEY,
      test: true,
      script_url: 'https://checkout.epayco.co/checkout.js',
      data: {
        invoice: order.referencia,
        amount: '189000',
        currency: 'cop',
        response: `${ep.config.appUrl}/respuesta-epayco`,
        confirmation: `${ep.config.appUrl}/api/pagos/epayco/confirmacion`,
        email_billing: 'pagos@trazo.demo',
      },
    });
    expect(JSON.stringify(order)).not.toContain(EPAYCO_ENV.EPAYCO_P_KEY);
    const page = await ep.app.inject({
      method: 'GET',
      url: `/api/pagos/pasarela-prueba/${order.referencia}`,
    });
    expect(page.statusCode).toBe(404);
    const csp = (await ep.app.inject({ method: 'GET', url: '/api/planes' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self' https://*.epayco.co");
  });
});

describe('no payment provider in production without credentials', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(() => prod?.close());

  it('answers no_disponible and checkout 503', async () => {
    const plans = await prod.app.inject({ method: 'GET', url: '/api/planes' });
    expect(plans.json()).toMatchObject({ proveedor: 'no_disponible' });
    const { token } = await loginAs(prod.app, 'pagos@trazo.demo');
    const response = await prod.app.inject({
      method: 'POST',
      url: '/api/pagos/checkout',
      ...withCookie(token),
      payload: { plan: 'app-mensual' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Los pagos con tarjeta no están disponibles en este momento.');
    // The CSP stays same-origin only without ePayco.
    expect(plans.headers['content-security-policy']).not.toContain('epayco');
  });
});
