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
