import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession } from '../../test/driver-helpers';
import { DRIVER_LOGIN_THROTTLE } from '../drivers/driver-session-policy';
import { PASSWORD_CHANGE_THROTTLE } from '../password-change/change-password';
import { LOGIN_THROTTLE } from './session-policy';

// Issue 23 item 2: the failure limits only peeked before the password check and counted after it, so
// 40 guesses sent at once all had their password checked under a cap of 5. Every answer but 429 below
// is a password that was checked; at most the cap may be.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PARALLEL = 40;

function tally(statuses: number[]) {
  const checked = statuses.filter((status) => status !== 429).length;
  const refused = statuses.filter((status) => status === 429).length;
  return { checked, refused, total: statuses.length };
}

describe('failure limits hold under parallel attempts', () => {
  it('portal login: 40 parallel guesses for one account from one address → at most 5 checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'generador@trazo.demo', password: 'adivinanza' },
          remoteAddress: '10.23.2.1',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(tally(statuses)).toEqual({
      checked: LOGIN_THROTTLE.maxFailures,
      refused: PARALLEL - LOGIN_THROTTLE.maxFailures,
      total: PARALLEL,
    });
  });

  it('portal login: a spray of 40 accounts at once from one address → at most 20 checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: `rocio${i}@trazo.demo`, password: 'adivinanza' },
          remoteAddress: '10.23.2.2',
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode)).checked).toBe(
      LOGIN_THROTTLE.perAddress.maxFailures,
    );
  });

  it('driver sign-in: 40 parallel guesses for one document → at most the cap checked', async () => {
    const [demo] = await t.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.nit, '900123456'));
    if (!demo) throw new Error('demo company missing');
    const driver = await createDriverWithSession(t.app, { customerId: demo.id, documento: '2323000002' });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/conductor/sesion',
          payload: { documento: driver.documento, password: 'adivinanza' },
          remoteAddress: '10.23.2.3',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(tally(statuses).checked).toBe(DRIVER_LOGIN_THROTTLE.maxFailures);
  });

  it('password change: 30 parallel wrong current passwords → at most 5 checked', async () => {
    const { token } = await loginAs(t.app, 'transporte@trazo.demo');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/cambiar_clave',
          ...withCookie(token),
          payload: {
            frmReset: {
              clave_actual: 'adivinanza',
              clave_nueva: 'Nueva-2026*',
              confirm_clave_nueva: 'Nueva-2026*',
            },
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    expect(tally(statuses).checked).toBe(PASSWORD_CHANGE_THROTTLE.maxFailures);
  });
});
