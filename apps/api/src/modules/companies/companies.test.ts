import { ROLE, type TMyCompaniesResponse, type TSessionResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const myCompanies = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/mis-empresas', ...withCookie(token) });
  expect(response.statusCode).toBe(200);
  return response.json<TMyCompaniesResponse>();
};
const select = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/seleccionar_empresa', ...withCookie(token), payload });
const session = async (token: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', ...withCookie(token) })
  ).json<TSessionResponse>();

describe('GET /api/mis-empresas', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mis-empresas' })).statusCode).toBe(401);
  });

  it('lists every company of a user with several, by name, with logo and roles', async () => {
    await t.database.db
      .update(customers)
      .set({ logoUrl: 'https://cdn.example.co/eventos.png' })
      .where(eq(customers.nit, '901888222'));
    const { token } = await loginAs(t.app, 'empresas@trazo.demo');
    const body = await myCompanies(token);
    expect(body.seleccionada).toBeNull();
    expect(body.data.map((c) => [c.name, c.logo, c.nit])).toEqual([
      ['Especiales Demo S.A.S.', '/demo-logos/especiales-demo.svg', '901456789'],
      ['Eventos Andinos S.A.S.', 'https://cdn.example.co/eventos.png', '901888222'],
    ]);
    expect(body.data[0]?.roles).toEqual([
      { id_usuario_rol: expect.any(Number), id_role: ROLE.especiales, description: 'Especiales' },
    ]);
  });

  it('with a role chosen, lists only the companies where the user holds that role', async () => {
    const { token, body } = await loginAs(t.app, 'generador@trazo.demo');
    expect(body.rol).toBe(ROLE.generador);
    const companies = await myCompanies(token);
    expect(companies.data.map((c) => c.name)).toEqual(['Transportes Demo S.A.S.']);
    expect(companies.seleccionada).toBe(companies.data[0]?.id);
    const admin = await loginAs(t.app, 'admin@trazo.demo');
    expect((await myCompanies(admin.token)).data).toEqual([]);
  });
});

describe('POST /api/seleccionar_empresa', () => {
  it('stores the choice with the session: the server now acts for that company', async () => {
    const { token } = await loginAs(t.app, 'empresas@trazo.demo');
    const { data } = await myCompanies(token);
    const eventos = data.find((c) => c.name === 'Eventos Andinos S.A.S.');
    const response = await select(token, { id_customer: eventos?.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      rol: ROLE.especiales,
      customer: {
        id: eventos?.id,
        name: 'Eventos Andinos S.A.S.',
        logo: 'https://cdn.example.co/eventos.png',
      },
    });
    expect((await session(token)).customer?.id).toBe(eventos?.id);
    expect((await myCompanies(token)).seleccionada).toBe(eventos?.id);

    const especiales = data.find((c) => c.name === 'Especiales Demo S.A.S.');
    await select(token, { id_customer: especiales?.id });
    expect((await session(token)).customer?.name).toBe('Especiales Demo S.A.S.');
  });

  it('refuses a company the user has no role at', async () => {
    const [other] = await t.database.db.select().from(customers).where(eq(customers.nit, '900777111'));
    const { token } = await loginAs(t.app, 'empresas@trazo.demo');
    const response = await select(token, { id_customer: other?.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('La empresa seleccionada no está disponible para este usuario.');
    expect((await select(token, {})).json().message).toBe('Debes seleccionar una empresa.');
  });

  it('asks which role when the user holds several at the company and none is chosen', async () => {
    const { token, body } = await loginAs(t.app, 'multirol@trazo.demo');
    expect(body.rol).toBeNull();
    const [company] = (await myCompanies(token)).data;
    expect(company?.roles.map((r) => r.id_role)).toEqual([ROLE.generador, ROLE.empresaTransporte]);
    const ambiguous = await select(token, { id_customer: company?.id });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().errors).toHaveProperty('id_role');
    const chosen = await select(token, { id_customer: company?.id, id_role: ROLE.empresaTransporte });
    expect(chosen.json()).toMatchObject({ rol: ROLE.empresaTransporte, customer: { id: company?.id } });
    // With a role now chosen, choosing the same company keeps it.
    expect((await select(token, { id_customer: company?.id })).json().rol).toBe(ROLE.empresaTransporte);
    expect((await select(token, { id_customer: company?.id, id_role: ROLE.terceros })).statusCode).toBe(422);
  });
});
