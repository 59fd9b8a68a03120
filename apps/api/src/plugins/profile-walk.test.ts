import { MSG, type Permission, ROLE, SEEDED_PROFILES } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, customers, userRoles } from '../db/schema';
import { loginAs } from '../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../test/create-test-app';
import { createUser } from '../test/fixtures';
import { listOperations, type Operation, sampleOf, unlimitedRateLimiter, urlOf } from '../test/openapi-walk';

// Issue 27 §3: every transport-company (role 5) route declares the profile permission it needs, and the
// one gate enforces it. This walks the published OpenAPI document: every role-5 route × every seeded
// profile → 403 (the profile's message) exactly where the profile lacks the route's permission, never 500.

const PROBE = '/api/prueba-perfiles/sin-permiso';

let t: TestApp;
let operations: Operation[];
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    rateLimiter: unlimitedRateLimiter,
    // A role-5 route that forgot its permission: the declaration check must name it, the gate refuse it.
    extend: (app) => {
      app.get(PROBE, { config: { roles: [ROLE.empresaTransporte] } }, async () => ({ ok: true }));
    },
  });
  operations = listOperations(t.app).filter(
    (op) => op.access.access === 'session' && op.access.roles?.includes(ROLE.empresaTransporte),
  );
  const [demo] = await t.app.db.select().from(customers).where(eq(customers.nit, '900123456'));
  if (!demo) throw new Error('demo company missing');
  for (const [i, profile] of SEEDED_PROFILES.entries()) {
    const email = `perfil.${i}@recorrido.co`;
    const user = await createUser(t.app, email, [
      { id_role: ROLE.empresaTransporte, customer_nit: demo.nit },
    ]);
    const [row] = await t.app.db
      .select({ id: companyProfiles.id })
      .from(companyProfiles)
      .where(and(eq(companyProfiles.customerId, demo.id), eq(companyProfiles.name, profile.name)));
    if (!row) throw new Error(`profile ${profile.name} missing`);
    const grantId = user.user_roles[0]?.id_usuario_rol ?? -1;
    await t.app.db.update(userRoles).set({ profileId: row.id }).where(eq(userRoles.id, grantId));
    tokens.set(profile.name, (await loginAs(t.app, email)).token);
  }
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

async function call(op: Operation, token: string) {
  const body = op.body ? sampleOf(op.body) : undefined;
  return t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op),
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('profile permissions on role-5 routes', () => {
  it('every role-5 route declares a permission (the check names one that does not)', () => {
    const missing = t.app.routeAccess
      .filter((e) => e.access === 'session' && e.roles?.includes(ROLE.empresaTransporte) && !e.permission)
      .map((e) => `${e.method} ${e.url}`);
    expect(missing).toEqual([`GET ${PROBE}`]);
  });

  it('refuses a role-5 route without a declared permission, even to an Administrador', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: PROBE,
      headers: { authorization: `Bearer ${tokens.get('Administrador')}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MSG.profileForbidden);
  });

  it('every role-5 route × every seeded profile: 403 where the profile lacks it, never 500', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    let refused = 0;
    let allowed = 0;
    for (const profile of SEEDED_PROFILES) {
      const token = tokens.get(profile.name) ?? '';
      for (const op of operations) {
        const permission = op.access.permission as Permission;
        const response = await call(op, token);
        const status = response.statusCode;
        const message = status === 403 ? response.json().message : null;
        const label = `${profile.name} ${op.method} ${op.path} (${permission}) → ${status} ${message ?? ''}`;
        if (status >= 500) wrong.push(label);
        else if (profile.permissions.includes(permission)) {
          if (status === 401 || message === MSG.profileForbidden || message === MSG.forbidden)
            wrong.push(label);
          allowed++;
        } else {
          if (status !== 403 || message !== MSG.profileForbidden) wrong.push(label);
          refused++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    expect(allowed).toBeGreaterThan(100);
  }, 600_000);
});
