import { MSG, ROLE } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { tenantOf } from './authorization';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Probe routes as a later module would declare them: a session by default, `config.roles`, tenant.
    extend(app) {
      app.register(
        async (scope) => {
          scope.get(
            '/transporte',
            { config: { roles: [ROLE.empresaTransporte], permission: 'movimientos.ver' } },
            async (request) => ({
              customerId: tenantOf(request),
            }),
          );
          scope.get('/generador', { config: { roles: [ROLE.generador] } }, async () => ({ ok: true }));
          scope.get('/admin', { config: { roles: [ROLE.superAdministrador] } }, async () => ({
            ok: true,
          }));
          scope.get('/tenant', async (request) => ({ customerId: tenantOf(request) }));
        },
        { prefix: '/api/probe' },
      );
    },
  });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('config.roles and tenantOf', () => {
  it('lets the right role through and gives its customer as tenant', async () => {
    const { bearer, body } = await loginAs(t.app, 'transporte@trazo.demo');
    const response = await get('/api/probe/transporte', bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: body.customer?.id });
  });

  it('answers 403 for another role', async () => {
    const { bearer } = await loginAs(t.app, 'generador@trazo.demo');
    const response = await get('/api/probe/transporte', bearer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MSG.forbidden });
  });

  it('answers 403 while no role is chosen, and 401 without a session', async () => {
    const { bearer } = await loginAs(t.app, 'multirol@trazo.demo');
    expect((await get('/api/probe/transporte', bearer)).statusCode).toBe(403);
    expect((await get('/api/probe/transporte')).statusCode).toBe(401);
  });

  it('answers 403 for an unverified e-mail even with the right role', async () => {
    const verified = await loginAs(t.app, 'generador@trazo.demo');
    expect((await get('/api/probe/generador', verified.bearer)).statusCode).toBe(200);
    const { bearer, body } = await loginAs(t.app, 'sinverificar@trazo.demo');
    expect(body.rol).toBe(ROLE.generador);
    const response = await get('/api/probe/generador', bearer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MSG.emailNotVerified });
  });

  it('tenantOf refuses a session without customer (super-administrator)', async () => {
    const { bearer } = await loginAs(t.app, 'admin@trazo.demo');
    expect((await get('/api/probe/admin', bearer)).statusCode).toBe(200);
    expect((await get('/api/probe/tenant', bearer)).statusCode).toBe(403);
  });
});
