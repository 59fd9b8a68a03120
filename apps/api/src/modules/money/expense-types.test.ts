import { MSG, type TExpenseType, type TExpenseTypePage } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

// 'Tipo Gastos' (spec §2.1 configuracion/tipo-gastos, issue 11 item 1): the company's catalogue.

describe('tipo gastos', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = token) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(auth) });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    ({ token: otherToken } = await loginAs(t.app, 'transporte2@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('lists the demo catalogue, paginated in SQL, searched without accents', async () => {
    const all = (await as('GET', '/configuracion/tipo-gastos?per_page=100')).json<TExpenseTypePage>();
    expect(all.data.map((r) => r.name)).toEqual([
      'Alimentación',
      'Cargue y descargue',
      'Combustible',
      'Hospedaje',
      'Lavado',
      'Otros',
      'Parqueadero',
      'Peaje',
    ]);
    const page = (await as('GET', '/configuracion/tipo-gastos?per_page=3&page=3')).json<TExpenseTypePage>();
    expect(page).toMatchObject({ total: 8, page: 3, last_page: 3 });
    expect(page.data.map((r) => r.name)).toEqual(['Parqueadero', 'Peaje']);
    const found = (await as('GET', '/configuracion/tipo-gastos?q=ALIMENTACION')).json<TExpenseTypePage>();
    expect(found.data.map((r) => r.name)).toEqual(['Alimentación']);
  });

  it('creates and edits a type; a name taken (any case or accent) is refused', async () => {
    const created = await as('POST', '/configuracion/tipo-gastos', {
      name: '  Llantería   de vía ',
      requiresReceipt: false,
      capCop: 120_000,
    });
    expect(created.statusCode).toBe(201);
    const type = created.json<TExpenseType>();
    expect(type).toMatchObject({
      name: 'Llantería de vía',
      requiresReceipt: false,
      capCop: 120_000,
      active: true,
    });

    const taken = await as('POST', '/configuracion/tipo-gastos', { name: 'alimentacion' });
    expect(taken.statusCode).toBe(424);
    expect(taken.json()).toEqual({ message: MSG.moneyTypeTaken });

    const edited = await as('PUT', `/configuracion/tipo-gastos/${type.id}`, {
      name: 'Llantería',
      requiresReceipt: true,
      capCop: null,
      active: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Llantería', capCop: null, active: false });

    // The other company neither sees nor edits it; its own catalogue may reuse the name.
    const foreign = await as('PUT', `/configuracion/tipo-gastos/${type.id}`, { name: 'Mío' }, otherToken);
    expect(foreign.statusCode).toBe(404);
    const theirs = (
      await as('GET', '/configuracion/tipo-gastos?q=llanter', undefined, otherToken)
    ).json<TExpenseTypePage>();
    expect(theirs.total).toBe(0);
    expect(
      (await as('POST', '/configuracion/tipo-gastos', { name: 'Llantería' }, otherToken)).statusCode,
    ).toBe(201);
  });

  it('refuses hostile or inexact input with a Spanish 422', async () => {
    for (const body of [
      { name: '' },
      { name: 'x\u0000y' },
      { name: 'Peajes', capCop: 10.5 },
      { name: 'Peajes', capCop: -1 },
      { name: 'Peajes', capCop: '1000' },
    ]) {
      const res = await as('POST', '/configuracion/tipo-gastos', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await as('PUT', '/configuracion/tipo-gastos/99999999999', { name: 'A' })).statusCode).toBe(422);
  });

  it('is for transport companies only', async () => {
    const { token: generator } = await loginAs(t.app, 'generador@trazo.demo');
    expect((await as('GET', '/configuracion/tipo-gastos', undefined, generator)).statusCode).toBe(403);
    expect((await as('POST', '/configuracion/tipo-gastos', { name: 'X' }, generator)).statusCode).toBe(403);
  });
});
