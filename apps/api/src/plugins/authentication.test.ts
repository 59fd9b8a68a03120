import { MSG, type TSessionResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../db/schema';
import { SESSION_POLICY } from '../modules/auth/session-policy';
import { hashToken } from '../modules/auth/tokens';
import { loginAs, withCookie, XRW } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const check = (options: { headers?: Record<string, string>; cookies?: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', ...options });

describe('authentication', () => {
  it('consulta_ingreso answers the session with a Bearer token, no X-Requested-With needed', async () => {
    const { bearer, body: login } = await loginAs(t.app, 'transporte@trazo.demo');
    const response = await check({ headers: bearer });
    expect(response.statusCode).toBe(200);
    const { access_token: _token, ...expected } = login;
    expect(response.json<TSessionResponse>()).toEqual(expected);
  });

  it('accepts the cookie together with X-Requested-With', async () => {
    const { token } = await loginAs(t.app, 'admin@trazo.demo');
    const response = await check(withCookie(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rol: 6, email: 'admin@trazo.demo' });
  });

  it('refuses the cookie without X-Requested-With (CSRF): 403', async () => {
    const { token } = await loginAs(t.app, 'admin@trazo.demo');
    const response = await check(withCookie(token, {}));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MSG.missingRequestedWith });
  });

  it.each([
    ['no token', {}],
    ['an unknown Bearer token', { headers: { authorization: 'Bearer abc' } }],
    ['an unknown cookie', { cookies: { Authorization: 'abc' }, headers: XRW }],
    ['a malformed header', { headers: { authorization: 'Basic Zm9vOmJhcg==' } }],
    ['an absurdly long token', { headers: { authorization: `Bearer ${'a'.repeat(5000)}` } }],
  ])('answers 401 Unauthenticated. for %s', async (_label, options) => {
    const response = await check(options);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes the token and clears the cookie; the token then gets 401', async () => {
    const { token, bearer } = await loginAs(t.app, 'generador@trazo.demo');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', ...withCookie(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: MSG.logoutSuccess });
    expect(String(out.headers['set-cookie'])).toMatch(
      /^Authorization=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(row?.revokedAt).not.toBeNull();
    expect((await check({ headers: bearer })).statusCode).toBe(401);
  });

  it('logout without a valid session still clears the cookie (200)', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', ...withCookie('expirado') });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^Authorization=;/);
  });

  it('logout by cookie also needs X-Requested-With', async () => {
    const { token } = await loginAs(t.app, 'generador@trazo.demo');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', ...withCookie(token, {}) });
    expect(out.statusCode).toBe(403);
  });
});

describe('expiry (ADR 0003)', () => {
  it('idle: a session unused for 8 h expires; use keeps it alive', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    t.clock.advance(7 * HOUR);
    expect((await check({ headers: bearer })).statusCode).toBe(200); // touches last_used_at
    t.clock.advance(7 * HOUR);
    expect((await check({ headers: bearer })).statusCode).toBe(200);
    t.clock.advance(SESSION_POLICY.standard.idleMs);
    expect((await check({ headers: bearer })).statusCode).toBe(401);
  });

  it('absolute: a session in use still ends 24 h after login', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    for (let i = 0; i < 5; i++) {
      t.clock.advance(4 * HOUR + (i === 4 ? 3 * HOUR : 0)); // 4, 8, 12, 16, then 23 h after login
      expect((await check({ headers: bearer })).statusCode).toBe(200);
    }
    t.clock.advance(1 * HOUR);
    expect((await check({ headers: bearer })).statusCode).toBe(401);
  });

  it('remember-me: 14 days idle, 30 days absolute', async () => {
    const first = await loginAs(t.app, 'terceros@trazo.demo', { remember: true });
    t.clock.advance(13 * DAY);
    expect((await check({ headers: first.bearer })).statusCode).toBe(200);
    t.clock.advance(14 * DAY);
    expect((await check({ headers: first.bearer })).statusCode).toBe(401);

    const second = await loginAs(t.app, 'terceros@trazo.demo', { remember: true });
    for (let d = 0; d < 29; d += 10) {
      t.clock.advance(10 * DAY);
      const status = (await check({ headers: second.bearer })).statusCode;
      expect(status).toBe(d + 10 < 30 ? 200 : 401);
    }
  });

  it('writes last_used_at at most once a minute', async () => {
    const { bearer, token } = await loginAs(t.app, 'admin@trazo.demo');
    const lastUsed = async () =>
      (
        await t.database.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashToken(token)))
      )[0]?.lastUsedAt;
    const initial = await lastUsed();
    t.clock.advance(30_000);
    await check({ headers: bearer });
    expect(await lastUsed()).toEqual(initial);
    t.clock.advance(31_000);
    await check({ headers: bearer });
    expect(await lastUsed()).toEqual(t.clock.now());
  });
});
