import { MSG, ROLE, SESSION_HINT_COOKIE, ZLoginResponse } from '@trazo/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { customers, userRoles, users } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

describe('POST /api/login with the demo accounts', () => {
  it.each([
    ['especiales@trazo.demo', ROLE.especiales, 'Especiales Demo S.A.S.'],
    ['generador@trazo.demo', ROLE.generador, 'Transportes Demo S.A.S.'],
    ['proveedor@trazo.demo', ROLE.proveedor, 'Transportes Demo S.A.S.'],
    ['terceros@trazo.demo', ROLE.terceros, 'Transportes Demo S.A.S.'],
    ['transporte@trazo.demo', ROLE.empresaTransporte, 'Transportes Demo S.A.S.'],
  ])('%s has one active role: rol %i is chosen at once', async (email, roleId, customerName) => {
    const { body } = await loginAs(t.app, email);
    expect(ZLoginResponse.parse(body)).toEqual(body);
    expect(body.rol).toBe(roleId);
    expect(body.rol1).toHaveLength(1);
    expect(body.rol1[0]).toMatchObject({ id_role: roleId, name_customer: customerName });
    expect(body.id_usuario_rol).toBe(body.rol1[0]?.id_usuario_rol);
    expect(body.customer).toEqual({
      id: body.rol1[0]?.id_customer,
      name: customerName,
      // Same-origin always: a shipped demo SVG, or the stored PNG Transportes Demo has (demo-logo.ts).
      logo: expect.stringMatching(/^\/(demo-logos\/[a-z-]+\.svg|api\/logos\/[0-9a-f-]{36}\.png)$/),
    });
    expect(body.verificado).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.email).toBe(email);
  });

  it('exposes exactly the spec §3 fields (and ours: who activates a pending account, issue 14)', async () => {
    const { body } = await loginAs(t.app, 'generador@trazo.demo');
    expect(Object.keys(body).sort()).toEqual(
      [
        'access_token',
        'activacion_por',
        'avatar',
        'customer',
        'email',
        'id_usuario_rol',
        'nombre',
        // Ours (issue 27 §3): what the transport-company profile allows; empty for other roles.
        'permisos',
        'rol',
        'rol1',
        'verificado',
        'verification_code_sent_at',
      ].sort(),
    );
    expect(body.nombre).toBe('Andrés Felipe Ramírez Ospina');
    expect(body.permisos).toEqual([]);
    expect(body.rol1[0]).toEqual({
      id_usuario_rol: expect.any(Number),
      id_role: 2,
      description: 'Generador',
      customer: '900123456',
      name_customer: 'Transportes Demo S.A.S.',
      id_customer: expect.any(Number),
    });
  });

  it('super-administrator: role 6 without customer', async () => {
    const { body } = await loginAs(t.app, 'admin@trazo.demo');
    expect(body.rol).toBe(ROLE.superAdministrador);
    expect(body.customer).toBeNull();
    expect(body.rol1).toEqual([expect.objectContaining({ id_role: 6, customer: null, id_customer: null })]);
  });

  it('several roles: rol null and no role chosen (the client opens the role dialog)', async () => {
    const { body } = await loginAs(t.app, 'multirol@trazo.demo');
    expect(body.rol).toBeNull();
    expect(body.id_usuario_rol).toBeNull();
    expect(body.customer).toBeNull();
    expect(body.rol1.map((r) => r.id_role)).toEqual([2, 5]);
  });

  it('only a pending role: rol 0 and no active roles', async () => {
    const { body } = await loginAs(t.app, 'pendiente@trazo.demo');
    expect(body).toMatchObject({ rol: 0, rol1: [], customer: null, id_usuario_rol: null });
    expect(body.verificado).not.toBeNull();
  });

  it('unverified e-mail: still a token (for /access), verificado null', async () => {
    const { body } = await loginAs(t.app, 'sinverificar@trazo.demo');
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.verificado).toBeNull();
    expect(body.verification_code_sent_at).not.toBeNull();
    expect(body.rol).toBe(ROLE.generador);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    const response = await login({ email: '  Admin@Trazo.DEMO ', password: 'Demo2026*' });
    expect(response.statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('wrong password and unknown e-mail answer identically', async () => {
    const wrong = await login({ email: 'admin@trazo.demo', password: 'Demo2026?' });
    const unknown = await login({ email: 'nadie@trazo.demo', password: 'Demo2026*' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MSG.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
  });

  it('a disabled user cannot log in, with the same answer', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.email, 'terceros@trazo.demo'));
    const response = await login({ email: 'terceros@trazo.demo', password: 'Demo2026*' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MSG.invalidCredentials });
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, 'terceros@trazo.demo'));
  });

  it('a user whose every role is disabled cannot log in', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'proveedor@trazo.demo'));
    const userId = user?.id ?? 0;
    await t.database.db.update(userRoles).set({ status: 'disabled' }).where(eq(userRoles.userId, userId));
    const response = await login({ email: 'proveedor@trazo.demo', password: 'Demo2026*' });
    expect(response.statusCode).toBe(401);
    await t.database.db.update(userRoles).set({ status: 'active' }).where(eq(userRoles.userId, userId));
  });

  it('a role whose customer awaits activation counts as pending (rol 0)', async () => {
    await t.database.db.update(customers).set({ status: 'pending' }).where(eq(customers.nit, '901456789'));
    const { body } = await loginAs(t.app, 'especiales@trazo.demo');
    expect(body).toMatchObject({ rol: 0, rol1: [] });
    await t.database.db.update(customers).set({ status: 'active' }).where(eq(customers.nit, '901456789'));
  });
});

describe('token and cookie', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie named Authorization', async () => {
    const { response, token } = await loginAs(t.app, 'admin@trazo.demo');
    // Beside it go the session hint and the device cookie (their own tests): only this one is checked here.
    const header = String(
      [response.headers['set-cookie']].flat().find((c) => c?.startsWith('Authorization=')),
    );
    expect(header).toContain(`Authorization=${token}`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Max-Age|Expires/i); // a browser-session cookie
    expect(header).not.toMatch(/Secure/i); // APP_URL is http here
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('remember-me makes the cookie persistent for the absolute lifetime (30 days)', async () => {
    const { response } = await loginAs(t.app, 'admin@trazo.demo', { remember: true });
    expect(String(response.headers['set-cookie'])).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('sets a readable session hint with the same lifetime (no secret in it); logout clears both', async () => {
    for (const remember of [false, true]) {
      const { response, token } = await loginAs(t.app, 'admin@trazo.demo', { remember });
      const hint = response.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE);
      const session = response.cookies.find((cookie) => cookie.name === 'Authorization');
      expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      expect(hint?.httpOnly).not.toBe(true);
      expect(hint?.maxAge).toBe(session?.maxAge);
      expect(hint?.maxAge).toBe(remember ? 30 * 24 * 3600 : undefined);

      const out = await t.app.inject({ method: 'POST', url: '/api/logout', ...withCookie(token) });
      const cleared = out.cookies.filter((cookie) => cookie.value === '' && cookie.maxAge === 0);
      expect(cleared.map((cookie) => cookie.name).sort()).toEqual(
        ['Authorization', SESSION_HINT_COOKIE].sort(),
      );
    }
  });

  it('a 401 drops a session hint that outlived its session; without a hint it sets no cookie', async () => {
    const expired = `Authorization=no-such-token; ${SESSION_HINT_COOKIE}=1`;
    const ask = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/consulta_ingreso',
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      });
    const withHint = await ask(expired);
    expect(withHint.statusCode).toBe(401);
    const cleared = withHint.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE);
    expect(cleared).toMatchObject({ value: '', maxAge: 0, path: '/' });

    const withoutHint = await ask('Authorization=no-such-token');
    expect(withoutHint.statusCode).toBe(401);
    expect(withoutHint.cookies).toEqual([]);
  });

  it('stores only the SHA-256 of the token: the raw token appears nowhere in the database', async () => {
    const { token } = await loginAs(t.app, 'transporte@trazo.demo');
    const db = t.database.db;
    const tables = await queryRows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public'`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(7);
    for (const { tablename } of tables) {
      const dump = await queryRows<{ row: string }>(
        db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(tablename)} t`,
      );
      for (const { row } of dump) expect(row).not.toContain(token);
    }
    const found = await queryRows(
      db,
      sql`select 1 from access_tokens where token_hash = ${hashToken(token)}`,
    );
    expect(found).toHaveLength(1);
  });

  it('issues a different token at every login', async () => {
    const a = await loginAs(t.app, 'admin@trazo.demo');
    const b = await loginAs(t.app, 'admin@trazo.demo');
    expect(a.token).not.toBe(b.token);
  });
});
