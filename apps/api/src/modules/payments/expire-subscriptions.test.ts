import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { expireSubscriptions } from './expire-subscriptions';
import { checkout, confirmation, EPAYCO_ENV, postConfirmation } from './payment-test-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('expireSubscriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: EPAYCO_ENV });
  });
  afterAll(() => t?.close());

  const hasMobileApp = async (nit: string) => {
    const [row] = await t.app.db
      .select({ on: customers.hasMobileApp })
      .from(customers)
      .where(eq(customers.nit, nit));
    return row?.on;
  };

  it('keeps a paid month on until it ends, then turns the mobile app off', async () => {
    const { referencia } = await checkout(t.app); // pagos@trazo.demo → company 900777111, one month
    expect((await postConfirmation(t.app, confirmation(referencia))).statusCode).toBe(200);
    expect(await hasMobileApp('900777111')).toBe(true);

    const now = t.clock.now();
    expect(await expireSubscriptions(t.app.db, new Date(now.getTime() + 27 * DAY_MS))).toBe(0);
    expect(await hasMobileApp('900777111')).toBe(true);

    expect(await expireSubscriptions(t.app.db, new Date(now.getTime() + 32 * DAY_MS))).toBe(1);
    expect(await hasMobileApp('900777111')).toBe(false);
  });

  it('leaves alone a company that has the app without a portal payment', async () => {
    // The demo transport company has the mobile app from its contract, not from a payment.
    expect(await hasMobileApp('900123456')).toBe(true);
    expect(await expireSubscriptions(t.app.db, new Date(t.clock.now().getTime() + 400 * DAY_MS))).toBe(0);
    expect(await hasMobileApp('900123456')).toBe(true);
  });
});
