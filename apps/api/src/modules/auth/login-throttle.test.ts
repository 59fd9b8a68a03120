import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { LOGIN_THROTTLE } from './session-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const attempt = (email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('login throttle (5 failures per minute per e-mail + IP)', () => {
  it('answers 429 after five failures, even with the right password, until the window passes', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await attempt('generador@trazo.demo', 'incorrecta')).statusCode).toBe(401);
    }
    const blocked = await attempt('generador@trazo.demo', 'Demo2026*');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyLoginAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(30_000);
    expect((await attempt('generador@trazo.demo', 'Demo2026*')).statusCode).toBe(429);

    t.clock.advance(31_000);
    expect((await attempt('generador@trazo.demo', 'Demo2026*')).statusCode).toBe(200);
  });

  it('counts per e-mail and IP: other IPs and other accounts are unaffected', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await attempt('admin@trazo.demo', 'x', '10.0.0.1');
    expect((await attempt('admin@trazo.demo', 'Demo2026*', '10.0.0.1')).statusCode).toBe(429);
    expect((await attempt('admin@trazo.demo', 'Demo2026*', '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt('transporte@trazo.demo', 'Demo2026*', '10.0.0.1')).statusCode).toBe(200);
  });

  it('throttles unknown e-mails too, and a success clears earlier failures', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await attempt('nadie@trazo.demo', 'x', '10.0.0.3');
    expect((await attempt('nadie@trazo.demo', 'x', '10.0.0.3')).statusCode).toBe(429);

    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++)
      await attempt('terceros@trazo.demo', 'x', '10.0.0.4');
    expect((await attempt('terceros@trazo.demo', 'Demo2026*', '10.0.0.4')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) {
      expect((await attempt('terceros@trazo.demo', 'x', '10.0.0.4')).statusCode).toBe(401);
    }
  });
});

describe('login throttle per address (password spraying)', () => {
  const { maxFailures, windowMs } = LOGIN_THROTTLE.perAddress;

  it('answers 429 once one address failed 20 times on 20 accounts, and only there', async () => {
    const ip = '10.9.0.1';
    for (let i = 0; i < maxFailures; i++) {
      expect((await attempt(`rociado${i}@trazo.demo`, 'Demo2026*', ip)).statusCode).toBe(401);
    }
    const sprayed = await attempt('rociado-final@trazo.demo', 'Demo2026*', ip);
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json()).toEqual({ message: MSG.tooManyLoginAttemptsFromAddress });
    const retryAfter = Number(sprayed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    // While the window is open even the right password waits; other addresses are unaffected.
    expect((await attempt('generador@trazo.demo', 'Demo2026*', ip)).statusCode).toBe(429);
    expect((await attempt('generador@trazo.demo', 'Demo2026*', '10.9.0.2')).statusCode).toBe(200);
    // The window expires: the person behind the same address gets in, and is not locked out again.
    t.clock.advance(windowMs + 1_000);
    expect((await attempt('generador@trazo.demo', 'Demo2026*', ip)).statusCode).toBe(200);
    expect((await attempt('generador@trazo.demo', 'Demo2026*', ip)).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success does not reopen the window', async () => {
    t.clock.advance(windowMs + 1_000);
    const ip = '10.9.1.1';
    for (let i = 0; i < maxFailures - 1; i++) await attempt(`otro${i}@trazo.demo`, 'x', ip);
    // Many successes from the same address (an office behind one NAT) neither count nor clear it.
    for (let i = 0; i < 3; i++)
      expect((await attempt('transporte@trazo.demo', 'Demo2026*', ip)).statusCode).toBe(200);
    expect((await attempt('otro-mas@trazo.demo', 'x', ip)).statusCode).toBe(401);
    expect((await attempt('transporte@trazo.demo', 'Demo2026*', ip)).statusCode).toBe(429);
  });
});
