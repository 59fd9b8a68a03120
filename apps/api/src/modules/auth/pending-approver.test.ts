import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCompany, createUser } from '../../test/fixtures';

// issue 14 item 2: a pending account is told who activates it — a company's own account waits for the
// platform administrator, a generator (provider, third party) for its transport company.

describe('activacion_por in the login answer and the session check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a pending generator of an active company waits for that company', async () => {
    const { body } = await loginAs(t.app, 'pendiente@trazo.demo');
    expect(body).toMatchObject({ rol: 0, activacion_por: 'empresa' });
  });

  it('a new transport company and a new special-services company wait for the administrator', async () => {
    for (const [kind, nit] of [
      ['transporte', '811111111'],
      ['especiales', '822222222'],
    ] as const) {
      const email = `nueva-${kind}@trazo.test`;
      await createCompany(t.app, {
        nit,
        razon_social: `Nueva ${kind} S.A.S.`,
        kind,
        status: 'pending',
        admin: { email, password: DEMO_PASSWORD, name: 'Ana', last_name: 'Gómez', status: 'pending' },
      });
      const { body, bearer } = await loginAs(t.app, email);
      expect(body).toMatchObject({ rol: 0, activacion_por: 'administrador' });
      const check = await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers: bearer });
      expect(check.json()).toMatchObject({ rol: 0, activacion_por: 'administrador' });
    }
  });

  it('an active account has nothing pending', async () => {
    expect((await loginAs(t.app, 'transporte@trazo.demo')).body.activacion_por).toBeNull();
    await createUser(t.app, 'gen-mixto@trazo.test', [
      { id_role: 2, customer_nit: '900123456', status: 'active' },
    ]);
    expect((await loginAs(t.app, 'gen-mixto@trazo.test')).body.activacion_por).toBeNull();
  });
});
