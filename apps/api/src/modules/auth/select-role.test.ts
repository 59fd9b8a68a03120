import { MSG, type TRoleOptionsResponse, type TSessionResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('role options and role choice', () => {
  it('consulta_roles lists the active role options', async () => {
    const { bearer } = await loginAs(t.app, 'multirol@trazo.demo');
    const response = await post('/api/consulta_roles', bearer, { user: 'multirol@trazo.demo' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<TRoleOptionsResponse>();
    expect(data.map((r) => [r.id_role, r.description, r.name_customer])).toEqual([
      [2, 'Generador', 'Transportes Demo S.A.S.'],
      [5, 'Empresa de Transporte', 'Transportes Demo S.A.S.'],
    ]);
  });

  it('consulta_roles of a pending user is empty', async () => {
    const { bearer } = await loginAs(t.app, 'pendiente@trazo.demo');
    expect((await post('/api/consulta_roles', bearer)).json()).toEqual({ data: [] });
  });

  it('seleccionar_rol stores the choice on the token; consulta_ingreso then reports it', async () => {
    const { bearer, body } = await loginAs(t.app, 'multirol@trazo.demo');
    expect((await post('/api/consulta_ingreso', bearer)).json()).toMatchObject({
      rol: null,
      id_usuario_rol: null,
    });

    const transport = body.rol1.find((r) => r.id_role === 5);
    const chosen = await post('/api/seleccionar_rol', bearer, { id_usuario_rol: transport?.id_usuario_rol });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<TSessionResponse>()).toMatchObject({
      rol: 5,
      id_usuario_rol: transport?.id_usuario_rol,
      customer: {
        id: transport?.id_customer,
        name: 'Transportes Demo S.A.S.',
        logo: expect.stringMatching(/^\/api\/logos\/[0-9a-f-]{36}\.png$/),
      },
    });
    const session = (await post('/api/consulta_ingreso', bearer)).json<TSessionResponse>();
    expect(session.rol).toBe(5);

    // The switch is per token: a second login of the same user starts without a choice.
    const other = await loginAs(t.app, 'multirol@trazo.demo');
    expect((await post('/api/consulta_ingreso', other.bearer)).json()).toMatchObject({ rol: null });
  });

  it("refuses someone else's role option, an unknown one and a disabled one with 422", async () => {
    const { body: admin } = await loginAs(t.app, 'admin@trazo.demo');
    const { bearer, body } = await loginAs(t.app, 'multirol@trazo.demo');
    for (const id of [admin.rol1[0]?.id_usuario_rol, 999_999]) {
      const response = await post('/api/seleccionar_rol', bearer, { id_usuario_rol: id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: MSG.roleNotAvailable });
    }
    const generador = body.rol1.find((r) => r.id_role === 2);
    await t.database.db
      .update(userRoles)
      .set({ status: 'disabled' })
      .where(eq(userRoles.id, generador?.id_usuario_rol ?? 0));
    const response = await post('/api/seleccionar_rol', bearer, {
      id_usuario_rol: generador?.id_usuario_rol,
    });
    expect(response.statusCode).toBe(422);
    await t.database.db
      .update(userRoles)
      .set({ status: 'active' })
      .where(eq(userRoles.id, generador?.id_usuario_rol ?? 0));
  });

  it('validates the body of seleccionar_rol in Spanish', async () => {
    const { bearer } = await loginAs(t.app, 'multirol@trazo.demo');
    const response = await post('/api/seleccionar_rol', bearer, { id_usuario_rol: 'dos' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: MSG.roleRequiredText,
      errors: { id_usuario_rol: [MSG.roleRequiredText] },
    });
  });

  it('works through the cookie as the browser sends it', async () => {
    const { token, body } = await loginAs(t.app, 'multirol@trazo.demo');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/seleccionar_rol',
      payload: { id_usuario_rol: body.rol1[0]?.id_usuario_rol },
      ...withCookie(token),
    });
    expect(response.statusCode).toBe(200);
  });

  it('a pending role activated after login becomes the session role at the next check', async () => {
    const { bearer } = await loginAs(t.app, 'pendiente@trazo.demo');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'pendiente@trazo.demo'));
    await t.database.db
      .update(userRoles)
      .set({ status: 'active' })
      .where(eq(userRoles.userId, user?.id ?? 0));
    expect((await post('/api/consulta_ingreso', bearer)).json()).toMatchObject({ rol: 2 });
    await t.database.db
      .update(userRoles)
      .set({ status: 'pending' })
      .where(eq(userRoles.userId, user?.id ?? 0));
    expect((await post('/api/consulta_ingreso', bearer)).json()).toMatchObject({
      rol: 0,
      id_usuario_rol: null,
    });
  });
});
