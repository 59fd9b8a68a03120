import { MSG } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { DRIVER_LOGIN_THROTTLE } from './driver-session-policy';

// The drivers' sign-in throttle, built like the portal login's (auth/login-throttle.test.ts): failures per
// document + address, and per address over every document; a stranger elsewhere never locks a driver out.

let t: TestApp;
let driver: DriverWithSession;
let colleague: DriverWithSession;
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nit, '900123456'));
  if (!demo) throw new Error('demo company missing');
  driver = await createDriverWithSession(t.app, { customerId: demo.id, documento: '1234500001' });
  colleague = await createDriverWithSession(t.app, { customerId: demo.id, documento: '1234500002' });
});
afterAll(() => t?.close());

const attempt = (documento: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/conductor/sesion',
    payload: { documento, password },
    remoteAddress: ip,
  });

describe('driver sign-in throttle per document + address', () => {
  it('answers 429 with Retry-After after the failures, even to the right password, until the window passes', async () => {
    const ip = '10.50.0.1';
    for (let i = 0; i < DRIVER_LOGIN_THROTTLE.maxFailures; i++) {
      expect((await attempt(driver.documento, 'no-es', ip)).statusCode).toBe(401);
    }
    const blocked = await attempt(driver.documento, driver.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyLoginAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(DRIVER_LOGIN_THROTTLE.windowMs / 1000);

    // The same driver from another address (a stranger guessing elsewhere) and a colleague are not locked out.
    expect((await attempt(driver.documento, driver.password, '10.50.0.2')).statusCode).toBe(200);
    expect((await attempt(colleague.documento, colleague.password, ip)).statusCode).toBe(200);

    t.clock.advance(DRIVER_LOGIN_THROTTLE.windowMs + 1_000);
    expect((await attempt(driver.documento, driver.password, ip)).statusCode).toBe(200);
  });

  it('throttles unknown documents the same way (no enumeration), and a success clears the count', async () => {
    const ip = '10.50.1.1';
    for (let i = 0; i < DRIVER_LOGIN_THROTTLE.maxFailures; i++) await attempt('5550000000', 'x', ip);
    expect((await attempt('5550000000', 'x', ip)).statusCode).toBe(429);

    const other = '10.50.1.2';
    for (let i = 0; i < DRIVER_LOGIN_THROTTLE.maxFailures - 1; i++)
      await attempt(driver.documento, 'x', other);
    expect((await attempt(driver.documento, driver.password, other)).statusCode).toBe(200);
    for (let i = 0; i < DRIVER_LOGIN_THROTTLE.maxFailures - 1; i++) {
      expect((await attempt(driver.documento, 'x', other)).statusCode).toBe(401);
    }
  });
});

describe('driver sign-in throttle per address (spraying)', () => {
  const { maxFailures, windowMs } = DRIVER_LOGIN_THROTTLE.perAddress;

  it('answers 429 once one address failed on many documents, only there, and reopens after the window', async () => {
    t.clock.advance(windowMs + 1_000);
    const ip = '10.60.0.1';
    for (let i = 0; i < maxFailures; i++) {
      expect((await attempt(`66600${i}`, 'Demo2026*', ip)).statusCode).toBe(401);
    }
    const sprayed = await attempt('66600999', 'Demo2026*', ip);
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json()).toEqual({ message: MSG.tooManyLoginAttemptsFromAddress });
    expect((await attempt(driver.documento, driver.password, ip)).statusCode).toBe(429);
    expect((await attempt(driver.documento, driver.password, '10.60.0.2')).statusCode).toBe(200);
    t.clock.advance(windowMs + 1_000);
    expect((await attempt(driver.documento, driver.password, ip)).statusCode).toBe(200);
  });
});
