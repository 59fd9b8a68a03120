import { MSG } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { DEVICE_COOKIE } from './device-cookie';
import { LOGIN_THROTTLE } from './session-policy';

// Issue 22 item 17 (ADR 0010 amendment): a spray from one address must not lock out the people there
// whose browser signed in before. Their device cookie moves their attempts to a per-device counter.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const OWNER = 'generador@trazo.demo';
const OTHER = 'transporte@trazo.demo';

const attempt = (email: string, password: string, ip: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

async function deviceCookieOf(email: string, ip: string): Promise<string> {
  const response = await attempt(email, DEMO_PASSWORD, ip);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login' });
  expect(cookie?.value).not.toContain(email);
  return cookie?.value ?? '';
}

async function spray(ip: string) {
  for (let i = 0; i < LOGIN_THROTTLE.perAddress.maxFailures; i++) {
    expect((await attempt(`rociado${i}@trazo.demo`, 'adivinanza', ip)).statusCode).toBe(401);
  }
  expect((await attempt('rociado-final@trazo.demo', 'adivinanza', ip)).statusCode).toBe(429);
}

describe('device cookies against password spraying', () => {
  it('a browser that signed in before still signs in; strangers and other accounts stay throttled', async () => {
    const ip = '10.22.17.1';
    const device = await deviceCookieOf(OWNER, ip);
    await spray(ip);

    const stranger = await attempt(OTHER, DEMO_PASSWORD, ip);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ message: MSG.tooManyLoginAttemptsFromAddress });
    // The owner's cookie opens nothing for another account, nor does a tampered one.
    expect((await attempt(OTHER, DEMO_PASSWORD, ip, device)).statusCode).toBe(429);
    // Tampered: its last character changed ('0', or '1' where it already ends in '0': replacing a '0'
    // by '0' gave back the owner's own cookie, and the test failed whenever the cookie ended in '0').
    const tampered = `${device.slice(0, -1)}${device.endsWith('0') ? '1' : '0'}`;
    expect(tampered).not.toBe(device);
    expect((await attempt(OWNER, DEMO_PASSWORD, ip, tampered)).statusCode).toBe(429);

    expect((await attempt(OWNER, DEMO_PASSWORD, ip, device)).statusCode).toBe(200);
  });

  it('a stolen device cookie still allows only a few guesses, then even the right password waits', async () => {
    const device = await deviceCookieOf(OWNER, '10.22.17.2');
    const thief = '10.22.17.3';
    for (let i = 0; i < LOGIN_THROTTLE.perDevice.maxFailures; i++) {
      expect((await attempt(OWNER, 'adivinanza', thief, device)).statusCode).toBe(401);
    }
    const blocked = await attempt(OWNER, DEMO_PASSWORD, thief, device);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MSG.tooManyLoginAttemptsFromDevice });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000);
    // In parallel too: the device's limit is taken before the password check.
    t.clock.advance(LOGIN_THROTTLE.perDevice.windowMs + 1_000);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => attempt(OWNER, 'adivinanza', thief, device)),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_THROTTLE.perDevice.maxFailures);
  });

  it('one browser remembers several accounts (a shared office computer)', async () => {
    t.clock.advance(LOGIN_THROTTLE.perAddress.windowMs + 1_000);
    const ip = '10.22.17.4';
    const first = await deviceCookieOf(OWNER, ip);
    const second = await attempt(OTHER, DEMO_PASSWORD, ip, first);
    const both = second.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
    expect(both.split('~')).toHaveLength(2);
    await spray(ip);
    expect((await attempt(OWNER, DEMO_PASSWORD, ip, both)).statusCode).toBe(200);
    expect((await attempt(OTHER, DEMO_PASSWORD, ip, both)).statusCode).toBe(200);
  });
});
