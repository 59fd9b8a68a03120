import { MSG, type TProfile, type TUpdateProfileResponse } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MEDELLIN = 5001;
const CALI = 76001;

describe('GET /api/perfil', () => {
  it("answers the signed-in user's own data, with the city's name", async () => {
    const { token } = await loginAs(t.app, 'generador@trazo.demo');
    const response = await t.app.inject({ method: 'GET', url: '/api/perfil', ...withCookie(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfile>()).toEqual({
      email: 'generador@trazo.demo',
      name: 'Andrés Felipe',
      last_name: 'Ramírez Ospina',
      num_cel: '3157894512',
      ciudad: 11001,
      ciudad_nombre: expect.stringMatching(/BOGOT/i),
      avatar: null,
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/perfil' })).statusCode).toBe(401);
  });
});

describe('PUT /api/perfil', () => {
  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/perfil', headers, payload });

  it('saves name, last name, mobile and city; the e-mail cannot be changed; the session shows the new name', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    const response = await put(bearer, {
      name: '  Diana ',
      last_name: 'Castaño',
      num_cel: '3001112233',
      ciudad: MEDELLIN,
      email: 'otra@trazo.demo',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TUpdateProfileResponse>();
    expect(body.message).toBe(MSG.profileUpdated);
    expect(body.data).toMatchObject({
      email: 'proveedor@trazo.demo',
      name: 'Diana',
      last_name: 'Castaño',
      num_cel: '3001112233',
      ciudad: MEDELLIN,
    });
    expect(body.data.ciudad_nombre).toMatch(/MEDELL/i);
    const session = await t.app.inject({ method: 'POST', url: '/api/consulta_ingreso', headers: bearer });
    expect(session.json()).toMatchObject({ nombre: 'Diana Castaño', email: 'proveedor@trazo.demo' });
  });

  it('an empty mobile number clears it', async () => {
    const { bearer } = await loginAs(t.app, 'proveedor@trazo.demo');
    const response = await put(bearer, { name: 'Diana', last_name: 'Castaño', num_cel: '', ciudad: CALI });
    expect(response.json<TUpdateProfileResponse>().data.num_cel).toBeNull();
  });

  it.each([
    ['no name', { name: ' ', last_name: 'X', ciudad: CALI }, 'name', MSG.nameRequired],
    ['no last name', { name: 'X', last_name: '', ciudad: CALI }, 'last_name', MSG.lastNameRequired],
    [
      'letters in the mobile',
      { name: 'X', last_name: 'Y', num_cel: '300-abc', ciudad: CALI },
      'num_cel',
      MSG.phoneDigitsOnly,
    ],
    ['no city', { name: 'X', last_name: 'Y' }, 'ciudad', MSG.cityRequired],
    ['unknown city', { name: 'X', last_name: 'Y', ciudad: 99999 }, 'ciudad', MSG.cityUnknown],
  ])('%s → 422 with the field marked', async (_label, payload, field, message) => {
    const { bearer } = await loginAs(t.app, 'terceros@trazo.demo');
    const response = await put(bearer, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
  });
});
