import {
  MOVEMENT_LIMITS,
  MSG,
  ROLE,
  type TMovementDetail,
  type TMovementFiltersResponse,
  type TMovementListResponse,
} from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createUser } from '../../test/fixtures';

describe('Movement views, scoped to the company or the generator', () => {
  let t: TestApp;
  let company: string;
  let generator: string;
  let other: string;
  const get = <T>(url: string, token: string) =>
    t.app
      .inject({ method: 'GET', url, ...withCookie(token) })
      .then((r) => ({ status: r.statusCode, body: r.json<T>() }));

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    company = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    generator = (await loginAs(t.app, 'generador@trazo.demo')).token;
    other = (await loginAs(t.app, 'transporte2@trazo.demo')).token;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('lists the company movements newest first with SQL pagination', async () => {
    const page1 = await get<TMovementListResponse>('/api/movimientos?per_page=15', company);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({
      // The 200 demo movements and the demo driver's four (demo-driver.ts).
      total: 204,
      per_page: 15,
      current_page: 1,
      last_page: 14,
      from: 1,
      to: 15,
    });
    const dates = page1.body.data.map((m) => m.fecha_despacho);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await get<TMovementListResponse>('/api/movimientos?per_page=15&page=14', company);
    expect(last.body).toMatchObject({ from: 196, to: 204 });
    expect(last.body.data.at(-1)?.manifiesto_numero).toBe('100001');
  });

  it('filters by manifest, plate, generator, state and dates', async () => {
    const byManifest = await get<TMovementListResponse>('/api/movimientos?manifiesto=10000', company);
    expect(byManifest.body.total).toBe(9);
    const detail = await get<TMovementDetail>('/api/movimientos/manifiesto/100001', company);
    const plate = detail.body.vehiculo.placa;
    const byPlate = await get<TMovementListResponse>(
      `/api/movimientos?placa=${plate.toLowerCase()}&per_page=100`,
      company,
    );
    expect(byPlate.body.data.length).toBeGreaterThan(0);
    expect(byPlate.body.data.every((m) => m.vehiculo_placa === plate)).toBe(true);
    const filters = await get<TMovementFiltersResponse>('/api/movimientos/filtros', company);
    expect(filters.body.generadores).toHaveLength(5);
    expect(filters.body.sucursales.map((s) => s.nombre)).toEqual(['Bogotá', 'Cali', 'Medellín']);
    const cafe = filters.body.generadores.find((g) => g.nit === '860001234');
    const byGenerator = await get<TMovementListResponse>(
      `/api/movimientos?generador=${cafe?.id}&per_page=100`,
      company,
    );
    expect(byGenerator.body.data.length).toBeGreaterThan(0);
    expect(byGenerator.body.data.length).toBeLessThan(100);
    expect(byGenerator.body.data.every((m) => m.generadores.includes('Café de la Sabana S.A.S.'))).toBe(true);
    const delivered = await get<TMovementListResponse>('/api/movimientos?estado=entregado', company);
    expect(delivered.body.data.length).toBeGreaterThan(0);
    expect(delivered.body.data.every((m) => m.estado.code === 'entregado')).toBe(true);
    const pending = await get<TMovementListResponse>('/api/movimientos/pendientes?per_page=100', company);
    expect(pending.body.total).toBeGreaterThan(0);
    expect(pending.body.data.length).toBeGreaterThan(0);
    expect(pending.body.data.every((m) => ['programado', 'en_ruta'].includes(m.estado.code))).toBe(true);
    const day = detail.body.fecha_despacho.slice(0, 10);
    const byDate = await get<TMovementListResponse>(
      `/api/movimientos?fecha_inicio=${day}&fecha_fin=${day}`,
      company,
    );
    expect(byDate.body.data.map((m) => m.manifiesto_numero)).toContain('100001');
    const badRange = await get<{ message: string }>(
      '/api/movimientos?fecha_inicio=2026-03-02&fecha_fin=2026-03-01',
      company,
    );
    expect(badRange.status).toBe(422);
    expect(badRange.body.message).toBe(MSG.dateRangeInvalid);
    const tooMany = await get<{ message: string }>(
      `/api/movimientos?per_page=${MOVEMENT_LIMITS.listMaxPerPage + 1}`,
      company,
    );
    expect(tooMany.status).toBe(422);
  });

  it('opens the detail with timeline, photos and cumplidos', async () => {
    const detail = await get<TMovementDetail>('/api/movimientos/manifiesto/100001', company);
    expect(detail.status).toBe(200);
    expect(detail.body.estado.code).toBe('entregado');
    expect(detail.body.remesas.length).toBeGreaterThan(0);
    expect(detail.body.remesas[0]?.cumplidos).toHaveLength(2);
    expect(detail.body.remesas[0]?.estados.data.some((e) => e.image_event.length > 0)).toBe(true);
    const byId = await get<TMovementDetail>(`/api/movimientos/${detail.body.id}`, company);
    expect(byId.body.manifiesto_numero).toBe('100001');
  });

  it('shows a generator only its own consignments', async () => {
    const list = await get<TMovementListResponse>('/api/movimientos?per_page=100', generator);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    expect(list.body.total).toBeLessThan(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(
      list.body.data.every(
        (m) => m.generadores.length === 1 && m.generadores[0] === 'Café de la Sabana S.A.S.',
      ),
    ).toBe(true);
    const filters = await get<TMovementFiltersResponse>('/api/movimientos/filtros', generator);
    expect(filters.body.generadores.map((g) => g.nit)).toEqual(['860001234']);
    // Manifest 100001 carries a Café de la Sabana consignment and a Textiles one: the generator sees one.
    const detail = await get<TMovementDetail>('/api/movimientos/manifiesto/100001', generator);
    expect(detail.body.remesas.map((r) => r.generador_nit)).toEqual(['860001234']);
    const companyList = await get<TMovementListResponse>('/api/movimientos?per_page=100', company);
    const notTheirs = companyList.body.data.find((m) => !m.generadores.includes('Café de la Sabana S.A.S.'));
    expect((await get(`/api/movimientos/${notTheirs?.id}`, generator)).status).toBe(404);
  });

  it("gives a generator nothing when it asks for another generator's id", async () => {
    const filters = await get<TMovementFiltersResponse>('/api/movimientos/filtros', company);
    const cafe = filters.body.generadores.find((g) => g.nit === '860001234');
    const others = filters.body.generadores.filter((g) => g.nit !== '860001234');
    if (!cafe) throw new Error('the demo company needs Café de la Sabana');
    expect(others.length).toBeGreaterThan(0);
    const companySees: number[] = [];
    for (const g of others) {
      // The company sees that generator's movements…
      companySees.push(
        (await get<TMovementListResponse>(`/api/movimientos?generador=${g.id}`, company)).body.total,
      );
      // …the generator Café de la Sabana, asking for them, gets none (not its own list either).
      for (const url of [
        `/api/movimientos?generador=${g.id}`,
        `/api/movimientos/pendientes?generador=${g.id}`,
      ]) {
        const res = await get<TMovementListResponse>(url, generator);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(0);
        expect(res.body.data).toEqual([]);
      }
    }
    expect(Math.max(...companySees)).toBeGreaterThan(0);
    // Its own id still works.
    const own = await get<TMovementListResponse>(`/api/movimientos?generador=${cafe.id}`, generator);
    expect(own.body.total).toBeGreaterThan(0);
  });

  it('shows a self-registered generator the consignments of the NIT it registered with', async () => {
    const filters = await get<TMovementFiltersResponse>('/api/movimientos/filtros', company);
    const textiles = filters.body.generadores.find((g) => g.nit !== '860001234');
    if (!textiles) throw new Error('the demo company needs a second generator');
    for (const [email, nit] of [
      ['registrado@generador.test', textiles.nit],
      ['sin-remesas@generador.test', '800999111'],
    ] as const) {
      await createUser(t.app, email, [
        { id_role: ROLE.generador, customer_nit: '900123456', company_nit: nit },
      ]);
    }
    const registered = (await loginAs(t.app, 'registrado@generador.test')).token;
    const list = await get<TMovementListResponse>('/api/movimientos?per_page=100', registered);
    expect(list.body.total).toBeGreaterThan(0);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((m) => m.generadores.join() === textiles.nombre)).toBe(true);
    const unknown = (await loginAs(t.app, 'sin-remesas@generador.test')).token;
    expect((await get<TMovementListResponse>('/api/movimientos', unknown)).body.total).toBe(0);
  });

  it("never shows another company's movements", async () => {
    const list = await get<TMovementListResponse>('/api/movimientos?per_page=100', other);
    expect(list.body.total).toBe(20);
    expect(list.body.data).toHaveLength(20);
    expect(list.body.data.every((m) => m.manifiesto_numero.startsWith('7000'))).toBe(true);
    const detail = await get<TMovementDetail>('/api/movimientos/manifiesto/100001', company);
    const foreign = await get<{ message: string }>(`/api/movimientos/${detail.body.id}`, other);
    expect(foreign).toEqual({ status: 404, body: { message: MSG.movementNotFound } });
    expect((await get('/api/movimientos/manifiesto/100001', other)).status).toBe(404);
  });

  it('refuses anonymous callers and other roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/movimientos' })).statusCode).toBe(401);
    const admin = (await loginAs(t.app, 'admin@trazo.demo')).token;
    expect((await get('/api/movimientos', admin)).status).toBe(403);
  });
});
