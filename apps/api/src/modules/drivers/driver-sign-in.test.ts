import { MSG, type TDriverSignInResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, driverAccess } from '../../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession, TEST_DRIVER_PASSWORD } from '../../test/driver-helpers';
import { createCompany } from '../../test/fixtures';
import { DRIVER_SESSION_POLICY } from './driver-session-policy';

let t: TestApp;
let demoId: number;
let otherId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nit, '900123456'));
  if (!demo) throw new Error('demo company missing');
  demoId = demo.id;
  otherId = (
    await createCompany(t.app, {
      nit: '901555111',
      razon_social: 'Otra Carga S.A.S.',
      kind: 'transporte',
      status: 'active',
    })
  ).id;
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const signIn = (payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/conductor/sesion', payload, remoteAddress: ip });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/conductor/sesion', headers });

describe('driver sign-in', () => {
  it('signs a driver of one company in with a device token that reads who it is', async () => {
    const driver = await createDriverWithSession(t.app, { customerId: demoId, nombre: 'Ana Ruta' });
    const response = await signIn({
      documento: driver.documento,
      password: TEST_DRIVER_PASSWORD,
      deviceLabel: 'Android',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TDriverSignInResponse>();
    if (!('token' in body)) throw new Error('expected a token');
    expect(body.driver).toMatchObject({
      id: driver.driverId,
      documento: driver.documento,
      nombre: 'Ana Ruta',
    });
    expect(body.company).toMatchObject({ customerId: demoId, nit: '900123456' });

    const who = await me({ authorization: `Bearer ${body.token}` });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ driver: { id: driver.driverId }, company: { customerId: demoId } });
  });

  it('accepts the document typed with dots or spaces', async () => {
    const driver = await createDriverWithSession(t.app, { customerId: demoId, documento: '52123456' });
    const response = await signIn({ documento: ' 52.123.456 ', password: driver.password });
    expect(response.statusCode).toBe(200);
  });

  it('asks which company when the password opens access at several, then signs in to the chosen one', async () => {
    const documento = '80111222';
    await createDriverWithSession(t.app, { customerId: demoId, documento });
    const other = await createDriverWithSession(t.app, { customerId: otherId, documento });
    const first = await signIn({ documento, password: TEST_DRIVER_PASSWORD });
    expect(first.statusCode).toBe(200);
    const choice = first.json<TDriverSignInResponse>();
    expect('chooseCompany' in choice && choice.chooseCompany.map((c) => c.customerId).sort()).toEqual(
      [demoId, otherId].sort(),
    );
    const chosen = await signIn({ documento, password: TEST_DRIVER_PASSWORD, customerId: otherId });
    expect(chosen.statusCode).toBe(200);
    const body = chosen.json<TDriverSignInResponse>();
    if (!('token' in body)) throw new Error('expected a token');
    expect(body.driver.id).toBe(other.driverId);
    expect(body.company.razonSocial).toBe('Otra Carga S.A.S.');
    // A company where the password does not open access is not offered, and cannot be forced.
    const forced = await signIn({ documento, password: TEST_DRIVER_PASSWORD, customerId: 999_999 });
    expect(forced.statusCode).toBe(401);
  });

  it('offers only the company whose password matches when a driver has different passwords', async () => {
    const documento = '80333444';
    await createDriverWithSession(t.app, { customerId: demoId, documento, password: 'Clave-Demo-1' });
    await createDriverWithSession(t.app, { customerId: otherId, documento, password: 'Clave-Otra-2' });
    const response = await signIn({ documento, password: 'Clave-Otra-2' });
    const body = response.json<TDriverSignInResponse>();
    expect('token' in body && body.company.customerId).toBe(otherId);
  });

  it('answers the same 401 to an unknown document, a wrong password, no access and disabled access', async () => {
    const active = await createDriverWithSession(t.app, { customerId: demoId });
    const disabled = await createDriverWithSession(t.app, { customerId: demoId });
    await t.app.db
      .update(driverAccess)
      .set({ status: 'disabled' })
      .where(eq(driverAccess.driverId, disabled.driverId));
    const noAccess = await createDriverWithSession(t.app, { customerId: demoId });
    await t.app.db.delete(driverAccess).where(eq(driverAccess.driverId, noAccess.driverId));

    const attempts = [
      { documento: '1999999999', password: TEST_DRIVER_PASSWORD },
      { documento: active.documento, password: 'no-es-la-clave' },
      { documento: noAccess.documento, password: TEST_DRIVER_PASSWORD },
      { documento: disabled.documento, password: TEST_DRIVER_PASSWORD },
    ];
    for (const payload of attempts) {
      const response = await signIn(payload);
      expect(response.statusCode, payload.documento).toBe(401);
      expect(response.json()).toEqual({ message: MSG.driverInvalidCredentials });
    }
    // The token the disabled driver had no longer opens anything.
    expect((await me(disabled.headers)).statusCode).toBe(401);
  });

  it('refuses hostile input with a Spanish 4xx', async () => {
    for (const payload of [
      {},
      { documento: '', password: 'x' },
      { documento: '123', password: '' },
      { documento: '1\u0000', password: 'x' },
    ]) {
      const response = await signIn(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json<{ message: string }>().message).toMatch(/[a-záéíóúñ]/i);
    }
  });
});

describe('driver device sessions', () => {
  it('signs the device out: the token stops working at once', async () => {
    const driver = await createDriverWithSession(t.app, { customerId: demoId });
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/conductor/sesion',
      headers: driver.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(driver.headers)).statusCode).toBe(401);
  });

  it('ends after the idle days without use and at the absolute lifetime, not before', async () => {
    const idle = await createDriverWithSession(t.app, { customerId: demoId });
    t.clock.advance(DRIVER_SESSION_POLICY.idleMs - 60_000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    t.clock.advance(DRIVER_SESSION_POLICY.idleMs - 60_000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    t.clock.advance(DRIVER_SESSION_POLICY.idleMs + 1_000);
    expect((await me(idle.headers)).statusCode).toBe(401);

    const used = await createDriverWithSession(t.app, { customerId: demoId });
    const step = DRIVER_SESSION_POLICY.idleMs / 2;
    let elapsed = 0;
    while (elapsed + step < DRIVER_SESSION_POLICY.absoluteMs) {
      t.clock.advance(step);
      elapsed += step;
      expect((await me(used.headers)).statusCode).toBe(200);
    }
    t.clock.advance(DRIVER_SESSION_POLICY.absoluteMs - elapsed);
    expect((await me(used.headers)).statusCode).toBe(401);
  });

  it('records the driver’s last sync when the app calls with its token', async () => {
    const driver = await createDriverWithSession(t.app, { customerId: demoId });
    const before = await t.app.db
      .select({ at: driverAccess.lastSyncAt })
      .from(driverAccess)
      .where(eq(driverAccess.driverId, driver.driverId));
    expect(before[0]?.at).toBeNull();
    await me(driver.headers);
    const after = await t.app.db
      .select({ at: driverAccess.lastSyncAt })
      .from(driverAccess)
      .where(eq(driverAccess.driverId, driver.driverId));
    expect(after[0]?.at?.getTime()).toBe(t.clock.now().getTime());
  });

  it('keeps portal and driver tokens apart', async () => {
    const driver = await createDriverWithSession(t.app, { customerId: demoId });
    const portal = await loginAs(t.app, 'transporte@trazo.demo');
    // A portal token on a driver route, a driver token on a portal route: both unauthenticated.
    const portalOnDriver = await me(portal.bearer);
    expect(portalOnDriver.statusCode).toBe(401);
    expect(portalOnDriver.json()).toEqual({ message: MSG.unauthenticated });
    const driverOnPortal = await t.app.inject({
      method: 'POST',
      url: '/api/consulta_ingreso',
      headers: driver.headers,
    });
    expect(driverOnPortal.statusCode).toBe(401);
    // A portal cookie is never read by the driver gate.
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/sesion',
      cookies: { Authorization: driver.token },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(cookie.statusCode).toBe(401);
  });
});
