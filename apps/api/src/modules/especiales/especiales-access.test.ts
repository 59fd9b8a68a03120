import { MSG, type Page } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import {
  contractForm,
  costCentreForm,
  ESPECIALES_DEMO,
  EVENTOS,
  operatorSession,
  placeForm,
  staffForm,
} from './especiales-test-helpers';

// Every especiales route is role 1's and the chosen operator's (issue 24 tests): a freight company's user
// gets 403 everywhere; operator A never reads, edits or deactivates B's rows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const MASTERS = [
  ['/especiales/centros-costos', costCentreForm({ code: 'ISO-1' })],
  ['/especiales/origenes-destinos', placeForm({ name: 'Lugar aislado' })],
  ['/especiales/funcionarios', staffForm({ documentNumber: '77001' })],
  ['/especiales/contratos', contractForm({ objeto: 'Contrato aislado' })],
] as const;

describe('especiales access', () => {
  it('answers 403 to a transport company (role 5) on every especiales route', async () => {
    const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/especiales/'));
    // Four masters × (list, create, edit, state, export) + two imports × (template, preview, import).
    expect(routes.length).toBeGreaterThanOrEqual(26);
    const { token } = await loginAs(t.app, 'transporte@trazo.demo');
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':id', '1'),
        ...withCookie(token),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe(MSG.forbidden);
    }
  });

  it('keeps each operator’s rows to itself: list, export, edit and state', async () => {
    const a = await operatorSession(t, EVENTOS);
    const ids: Record<string, number> = {};
    for (const [path, form] of MASTERS) {
      const created = await a.call('POST', path, form);
      expect(created.statusCode, path).toBe(201);
      ids[path] = created.json().id;
    }
    const b = await operatorSession(t, ESPECIALES_DEMO, 'especiales@trazo.demo');
    for (const [path, form] of MASTERS) {
      const id = ids[path];
      const list = (await b.call('GET', `${path}?per_page=100`)).json<Page<{ id: number }>>();
      expect(list.data.map((r) => r.id)).not.toContain(id);
      expect(
        (await a.call('GET', `${path}?per_page=100`)).json<Page<{ id: number }>>().data.map((r) => r.id),
      ).toContain(id);
      const exported = await b.call('GET', `${path}/exportar?formato=csv`);
      expect(exported.body).not.toMatch(/aislad|ISO-1|77001/i);
      expect((await b.call('PUT', `${path}/${id}`, form)).statusCode).toBe(404);
      expect((await b.call('PATCH', `${path}/${id}/estado`, { active: false })).statusCode).toBe(404);
    }
  });

  it('seeds Especiales Demo with two contracts, cost centres, 30 places and 40 funcionarios', async () => {
    const demo = await operatorSession(t, ESPECIALES_DEMO, 'especiales@trazo.demo');
    const total = async (path: string) => (await demo.call('GET', path)).json<Page<unknown>>().total;
    expect(await total('/especiales/contratos')).toBe(2);
    expect(await total('/especiales/centros-costos')).toBe(5);
    expect(await total('/especiales/origenes-destinos')).toBe(30);
    expect(await total('/especiales/funcionarios')).toBe(40);
    const chia = (await demo.call('GET', '/especiales/origenes-destinos?q=fontanar')).json<
      Page<{ zoneId: number }>
    >();
    expect(chia.data.map((p) => p.zoneId)).toEqual([25175]);
  });

  it('refuses another operator’s cost centre or place on a funcionario', async () => {
    const a = await operatorSession(t, EVENTOS);
    const centre = (
      await a.call('POST', '/especiales/centros-costos', costCentreForm({ code: 'REF-1' }))
    ).json();
    const b = await operatorSession(t, ESPECIALES_DEMO);
    const refused = await b.call(
      'POST',
      '/especiales/funcionarios',
      staffForm({ documentNumber: '88002', costCentreId: centre.id }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.costCentreId).toEqual([MSG.espCostCentreUnknown]);
  });
});
