import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailOutbox, paymentOrders, paymentTransactions } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { checkout, confirmation, EPAYCO_ENV, paymentStatus, postConfirmation } from './payment-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: EPAYCO_ENV });
});
afterAll(() => t?.close());

const company = async () => {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.nit, '900777111'));
  return row;
};
const order = async (reference: string) => {
  const [row] = await t.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.reference, reference));
  return row;
};

describe('POST /api/pagos/epayco/confirmacion', () => {
  it('applies a correctly signed acceptance: order paid, subscription on, receipt queued', async () => {
    expect((await company())?.hasMobileApp).toBe(false);
    const { referencia } = await checkout(t.app);
    const body = confirmation(referencia);
    const response = await postConfirmation(t.app, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Confirmación aplicada.', status: 'aceptada' });

    expect((await company())?.hasMobileApp).toBe(true);
    const paid = await order(referencia);
    expect(paid?.status).toBe('aceptada');
    // Manual clock: 2026-03-02 13:00Z plus one month.
    expect(paid?.subscriptionEndsAt?.toISOString()).toBe('2026-04-02T13:00:00.000Z');
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'payment-receipt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('pagos@trazo.demo');
    expect(mails[0]?.text).toContain(referencia);

    const status = await paymentStatus(t.app, `ref_payco=${body.x_ref_payco}`);
    expect(status.json()).toMatchObject({ status: 'aceptada', referencia, valor: 189000 });
    const { token } = await loginAs(t.app, 'pagos@trazo.demo');
    const planes = await t.app.inject({ method: 'GET', url: '/api/planes', ...withCookie(token) });
    expect(planes.json()).toMatchObject({
      app_movil_activa: true,
      suscripcion_hasta: '2026-04-02T13:00:00.000Z',
    });
  });

  it('accepts a signature computed by hand for fixed inputs (not by the code under test)', async () => {
    const { referencia } = await checkout(t.app, 'pagos@trazo.demo', 'app-mensual');
    // sha256("1556677^p-key-de-prueba-0123456789abcdef^87000001^4400000001^189000^COP"), by sha256sum.
    const body = confirmation(referencia, {
      x_ref_payco: '87000001',
      x_transaction_id: '4400000001',
      x_amount: '189000',
      x_currency_code: 'COP',
      x_signature: '198f1630ad850aa29b95cbeb624114aa622cc5575f76aac0d8eb271d049bdf1e',
    });
    const response = await postConfirmation(t.app, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Confirmación aplicada.', status: 'aceptada' });
    expect((await order(referencia))?.status).toBe('aceptada');
  });

  it('refuses a bad signature and changes nothing', async () => {
    const { referencia } = await checkout(t.app);
    const forged = confirmation(referencia, { x_signature: 'a'.repeat(64) });
    const response = await postConfirmation(t.app, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Firma no válida.' });
    // A signature of another length, and one made with another key, fail the same way.
    expect((await postConfirmation(t.app, confirmation(referencia, { x_signature: 'abc' }))).statusCode).toBe(
      400,
    );
    const otherKey = confirmation(referencia, {}, { custId: EPAYCO_ENV.EPAYCO_CUST_ID, pKey: 'otra-clave' });
    expect((await postConfirmation(t.app, otherKey)).statusCode).toBe(400);
    // Tampering with a signed field after signing breaks it too.
    const tampered = { ...confirmation(referencia, { x_cod_response: '2' }), x_ref_payco: '123' };
    expect((await postConfirmation(t.app, tampered)).statusCode).toBe(400);
    expect((await order(referencia))?.status).toBe('pendiente');
    const status = await paymentStatus(t.app, `ref_payco=${forged.x_ref_payco}`);
    expect(status.json().status).toBe('no_verificable');
  });

  it('refuses a correctly signed confirmation whose amount or currency is not the order’s', async () => {
    const { referencia } = await checkout(t.app);
    const cheaper = await postConfirmation(t.app, confirmation(referencia, { x_amount: '1000' }));
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().message).toBe('El valor de la transacción no coincide con el de la orden.');
    const usd = await postConfirmation(t.app, confirmation(referencia, { x_currency_code: 'USD' }));
    expect(usd.statusCode).toBe(422);
    expect((await order(referencia))?.status).toBe('pendiente');
    // The same amount written with cents is the same amount.
    const withCents = await postConfirmation(t.app, confirmation(referencia, { x_amount: '189000.00' }));
    expect(withCents.json().status).toBe('aceptada');
  });

  it('is idempotent: a replay changes nothing and does not extend the subscription twice', async () => {
    const { referencia } = await checkout(t.app);
    const body = confirmation(referencia);
    expect((await postConfirmation(t.app, body)).statusCode).toBe(200);
    const first = await order(referencia);
    const replay = await postConfirmation(t.app, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: 'Confirmación ya registrada.', status: 'aceptada' });
    expect(await order(referencia)).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.refPayco, body.x_ref_payco ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('lets a pending transaction become final, but never changes a final one', async () => {
    const { referencia } = await checkout(t.app);
    const pending = confirmation(referencia, { x_cod_response: '3', x_response_reason_text: 'Pendiente' });
    expect((await postConfirmation(t.app, pending)).json().status).toBe('pendiente');
    expect((await paymentStatus(t.app, `ref_payco=${pending.x_ref_payco}`)).json().status).toBe('pendiente');

    const same = { ...pending, x_cod_response: '2', x_response_reason_text: 'Fondos insuficientes' };
    expect((await postConfirmation(t.app, same)).json().status).toBe('rechazada');
    const status = await paymentStatus(t.app, `ref_payco=${pending.x_ref_payco}`);
    expect(status.json()).toMatchObject({ status: 'rechazada', motivo: 'Fondos insuficientes' });

    const flip = await postConfirmation(t.app, { ...pending, x_cod_response: '1' });
    expect(flip.statusCode).toBe(409);
    expect((await order(referencia))?.status).toBe('rechazada');

    // A new transaction for the same order (the payer retried with another card) may still pay it.
    const retry = await postConfirmation(t.app, confirmation(referencia));
    expect(retry.json().status).toBe('aceptada');
    expect((await order(referencia))?.status).toBe('aceptada');
  });

  it('accepts JSON too, and answers 404 for an unknown order and 422 for a malformed body', async () => {
    const { referencia } = await checkout(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/pagos/epayco/confirmacion',
      payload: { ...confirmation(referencia, { x_cod_response: '4' }), x_cod_response: 4 },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().status).toBe('rechazada');
    expect((await order(referencia))?.status).toBe('fallida');

    expect((await postConfirmation(t.app, confirmation('TRZ-NOEXISTE00'))).statusCode).toBe(404);
    expect((await postConfirmation(t.app, { x_ref_payco: '1' })).statusCode).toBe(422);
  });

  it('extends an active subscription from its end instead of overlapping it', async () => {
    const before = (
      await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.status, 'aceptada'))
    )
      .map((o) => o.subscriptionEndsAt?.getTime() ?? 0)
      .sort((a, b) => b - a)[0];
    const { referencia } = await checkout(t.app, 'pagos@trazo.demo', 'app-semestral');
    await postConfirmation(t.app, confirmation(referencia, { x_amount: '945000' }));
    const paid = await order(referencia);
    expect(paid?.subscriptionStartsAt?.getTime()).toBe(before);
  });
});

describe('ePayco production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { ...EPAYCO_ENV, EPAYCO_TEST: 'false' } });
  });
  afterAll(() => prod?.close());

  it('refuses test transactions when ePayco is not in test mode', async () => {
    const { referencia } = await checkout(prod.app);
    const response = await postConfirmation(prod.app, confirmation(referencia));
    expect(response.statusCode).toBe(422);
    const real = await postConfirmation(prod.app, confirmation(referencia, { x_test_request: 'FALSE' }));
    expect(real.json().status).toBe('aceptada');
  });
});
