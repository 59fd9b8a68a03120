import { MSG, ROLE, type TUserRolePage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS } from '../../db/seed/demo-accounts';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createCompany, createUser } from '../../test/fixtures';

let t: TestApp;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await loginAs(t.app, 'admin@trazo.demo')).bearer;
});
afterAll(() => t?.close());

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/super-administrador/usuarios${query}`, headers });
const act = (headers: Record<string, string>, id: number | undefined, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/super-administrador/usuarios/${id}/${action}`, headers });

describe('/api/super-administrador/usuarios', () => {
  it('lists the user roles of every company, filtered by role, company, state and text', async () => {
    const all = (await list(superAdmin, '?per_page=100')).json<TUserRolePage>();
    const companies = new Set(all.data.map((r) => r.name_customer));
    const customerName = (key: string | null) =>
      DEMO_CUSTOMERS.find((c) => c.key === key)?.razonSocial ?? null;
    const expectedCompanies = DEMO_ACCOUNTS.flatMap((a) => a.roles.map((r) => customerName(r.customer)));
    expect(companies).toEqual(new Set(expectedCompanies));
    const transport = (await list(superAdmin, `?id_role=${ROLE.empresaTransporte}`)).json<TUserRolePage>();
    const transportEmails = DEMO_ACCOUNTS.filter((a) =>
      a.roles.some((r) => r.roleId === ROLE.empresaTransporte && r.status === 'active'),
    ).map((a) => a.email);
    expect(transport.data.map((r) => r.email).sort()).toEqual(transportEmails.sort());
    const especiales = all.data.find((r) => r.email === 'especiales@trazo.demo');
    const byCompany = (
      await list(superAdmin, `?id_customer=${especiales?.id_customer}`)
    ).json<TUserRolePage>();
    expect(byCompany.data.map((r) => r.email).sort()).toEqual(
      DEMO_ACCOUNTS.filter((a) => a.roles.some((r) => r.customer === 'especiales'))
        .map((a) => a.email)
        .sort(),
    );
    const text = (await list(superAdmin, '?q=sinverificar')).json<TUserRolePage>();
    expect(text.data[0]).toMatchObject({ email: 'sinverificar@trazo.demo', verificado: false });
  });

  it("acts on any company's user role, but not on its own", async () => {
    await createCompany(t.app, {
      nit: '866777888',
      razon_social: 'Otra Empresa S.A.S.',
      kind: 'transporte',
      status: 'active',
    });
    const { user_roles } = await createUser(t.app, 'nuevo@otra.co', [
      { id_role: ROLE.generador, customer_nit: '866777888', status: 'pending' },
    ]);
    const response = await act(superAdmin, user_roles[0]?.id_usuario_rol, 'activar');
    expect(response.json()).toMatchObject({
      message: MSG.userActivated,
      data: { status: 'active', name_customer: 'Otra Empresa S.A.S.' },
    });
    expect((await loginAs(t.app, 'nuevo@otra.co')).body.rol).toBe(ROLE.generador);

    const own = (await list(superAdmin, '?q=admin@trazo.demo')).json<TUserRolePage>().data[0];
    expect((await act(superAdmin, own?.id_usuario_rol, 'desactivar')).json()).toEqual({
      message: MSG.cannotChangeOwnStatus,
    });
  });

  it('is for the super-administrator only', async () => {
    const transport = (await loginAs(t.app, 'transporte@trazo.demo')).bearer;
    expect((await list(transport)).statusCode).toBe(403);
    const target = (await list(superAdmin, '?q=generador@trazo.demo')).json<TUserRolePage>().data[0];
    expect((await act(transport, target?.id_usuario_rol, 'desactivar')).statusCode).toBe(403);
  });
});
