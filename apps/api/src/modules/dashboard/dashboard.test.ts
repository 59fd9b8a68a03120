import type {
  TAdminDashboard,
  TCompanyDashboard,
  TGeneratorDashboard,
  TMovementListResponse,
} from '@trazo/shared';
import { ROLE } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generators, movements, userRoleGenerators, userRoles, users } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { putDocument } from '../fuec/fuec-test-helpers';
import {
  createKey,
  cumplidoForm,
  eventForm,
  postBatch,
  sampleMovement,
} from '../integration/integration-test-helpers';

// Inicio's numbers (issue 26 items 3–4) against a hand-counted fixture. The test clock is Monday
// 2026-03-02 08:00 in Bogotá (13:00 UTC): "today" is that Monday, this week starts at its midnight.
//
//   manifest  dispatched     events (Bogotá)                         state        counts in
//   D-1       Sun 08:30      5 INICIAR 06:00 at (4.6, -74.08)        en_ruta      en_ruta; map (demorada: 2 h)
//   D-2 (own) Mon 05:00      5 INICIAR 07:45 at (5.5, -73.3)         en_ruta      en_ruta; map (reciente: 15 min)
//   D-3       Sun 08:30      5 INICIAR Sun 10:00, no position        en_ruta      en_ruta; sin posición
//   D-8       Sun 08:30      5 INICIAR 02:00 at (6.2, -75.5)         en_ruta      en_ruta; map (perdida: exactly 6 h)
//   D-4 (own) Mon 05:00      11 ENTREGA EXITOSA 07:00                entregado    entregados_hoy; cumplido pendiente
//   D-5       Sun 08:30      11 Sun 09:00, cumplido attached         entregado    —
//   D-6       Sun 08:30      12 ENTREGA RECHAZADA 07:30              con_novedad  con_novedad; rechazados_hoy; cumplido pendiente
//   D-7       Sun 08:30      none                                    programado   —
const OWN = '900111222';
const OTHER = '800555666';

describe('Inicio dashboards', () => {
  let t: TestApp;
  let key: string;
  let company: string;
  const id: Record<string, number> = {};

  const movement = (manifest: string, generator: string, fecha = '2026-03-01 08:30') => {
    const base = sampleMovement(manifest, { fecha_despacho: fecha });
    return {
      ...base,
      remesas: base.remesas.map((r) => ({
        ...r,
        generador: { nit: generator, nombre: `Generador ${generator}` },
      })),
    };
  };
  const event = async (manifest: string, fields: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/integracion/movimientos/${manifest}/eventos`,
      headers: { 'x-api-key': key },
      payload: eventForm(fields),
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const get = async <T>(url: string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url, ...withCookie(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const created = await createKey(t.app);
    key = created.key.llave;
    company = created.token;
    const batch = [
      movement('D-1', OTHER),
      movement('D-2', OWN, '2026-03-02 05:00'),
      movement('D-3', OTHER),
      movement('D-8', OTHER),
      movement('D-4', OWN, '2026-03-02 05:00'),
      movement('D-5', OTHER),
      movement('D-6', OTHER),
      movement('D-7', OTHER),
    ];
    expect((await postBatch(t.app, key, batch)).statusCode).toBe(200);
    await event('D-1', { id_events: '5', fecha: '2026-03-02 06:00', latitude: '4.6', longitude: '-74.08' });
    await event('D-2', { id_events: '5', fecha: '2026-03-02 07:45', latitude: '5.5', longitude: '-73.3' });
    await event('D-3', { id_events: '5', fecha: '2026-03-01 10:00' });
    await event('D-8', { id_events: '5', fecha: '2026-03-02 02:00', latitude: '6.2', longitude: '-75.5' });
    await event('D-4', { id_events: '11', fecha: '2026-03-02 07:00', remesa: 'D-4-1' });
    await event('D-5', { id_events: '11', fecha: '2026-03-01 09:00', remesa: 'D-5-1' });
    const cumplido = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integracion/movimientos/D-5/cumplidos',
      headers: { 'x-api-key': key },
      payload: cumplidoForm({ descripcion: 'Cumplido firmado', referencia: 'C-5', remesa: 'D-5-1' }),
    });
    expect(cumplido.statusCode, cumplido.body).toBe(201);
    await event('D-6', { id_events: '12', fecha: '2026-03-02 07:30', remesa: 'D-6-1' });

    const customerId = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    for (const row of await t.app.db
      .select({ id: movements.id, m: movements.manifiestoNumero })
      .from(movements)
      .where(eq(movements.customerId, customerId))) {
      id[row.m] = row.id;
    }
    // The demo generator's grant speaks for OWN.
    const [generator] = await t.app.db
      .select({ id: generators.id })
      .from(generators)
      .where(and(eq(generators.customerId, customerId), eq(generators.nit, OWN)));
    const [grant] = await t.app.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(users.email, 'generador@trazo.demo'), eq(userRoles.roleId, ROLE.generador)));
    if (!generator || !grant) throw new Error('generator or grant missing');
    await t.app.db
      .insert(userRoleGenerators)
      .values({ userRoleId: grant.id, generatorId: generator.id })
      .onConflictDoUpdate({ target: userRoleGenerators.userRoleId, set: { generatorId: generator.id } });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  it("counts the company's indicators as hand-counted, and each opens the same rows in the list", async () => {
    const d = await get<TCompanyDashboard>('/api/inicio/empresa-transporte', company);
    expect(Object.fromEntries(d.contadores.map((c) => [c.code, c.total]))).toEqual({
      en_ruta: 4,
      // The fixture's trips carry no appointments: only an en ruta trip silent for 6 hours is late.
      retrasados: 1,
      entregados_hoy: 1,
      con_novedad: 1,
      rechazados_hoy: 1,
      cumplidos_pendientes: 2,
      inspeccion_critica: 0,
      legalizaciones_por_revisar: 0,
    });
    const listed = async (indicador: string) =>
      (await get<TMovementListResponse>(`/api/movimientos?indicador=${indicador}&per_page=50`, company)).data
        .map((m) => m.manifiesto_numero)
        .sort();
    expect(await listed('en_ruta')).toEqual(['D-1', 'D-2', 'D-3', 'D-8']);
    const late = await listed('retrasados');
    expect(late).toHaveLength(1);
    expect(['D-1', 'D-2', 'D-3', 'D-8']).toContain(late[0]);
    expect(await listed('entregados_hoy')).toEqual(['D-4']);
    expect(await listed('rechazados_hoy')).toEqual(['D-6']);
    expect(await listed('cumplidos_pendientes')).toEqual(['D-4', 'D-6']);

    expect(d.puntualidad.semana_actual.semana).toBe('2026-03-02');
    expect(d.puntualidad.semana_anterior.semana).toBe('2026-02-23');
  });

  it('counts the fleet documents expired or due within 30 days (today 2026-03-02 in Bogotá)', async () => {
    const before = (await get<TCompanyDashboard>('/api/inicio/empresa-transporte', company)).documentos;
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/api/empresa/flota/vehiculos',
      ...withCookie(company),
      payload: {
        placa: 'DOC301',
        clase: 'Tractocamión',
        numeroInterno: 'T-1',
        marca: 'Kenworth',
        modelo: '2020',
      },
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const vehicleId = vehicle.json<{ id: number }>().id;
    const edges = {
      soat: '2026-03-01', // expired yesterday
      tecnomecanica: '2026-03-02', // expires today: due, not expired
      tarjeta_operacion: '2026-04-01', // exactly 30 days ahead: due
      poliza_contractual: '2026-04-02', // 31 days ahead: not counted
    };
    for (const [kind, expiresOn] of Object.entries(edges)) {
      const saved = await putDocument(
        t,
        company,
        `/empresa/flota/vehiculos/${vehicleId}/documentos/${kind}`,
        {
          number: `${kind}-DOC301`,
          issuer: 'Seguros Bolívar',
          expiresOn,
        },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const after = (await get<TCompanyDashboard>('/api/inicio/empresa-transporte', company)).documentos;
    expect(after).toEqual({
      vencidos: before.vencidos + 1,
      por_vencer: before.por_vencer + 2,
      total: before.total + 3,
      vehiculos: before.vehiculos + 3,
      conductores: before.conductores,
    });
    // The counter opens the fleet list filtered the same way: DOC301 is in it.
    const listed = await get<{ data: { placa: string }[]; total: number }>(
      '/api/empresa/flota/vehiculos?estado=por_vencer_o_vencido&q=DOC301',
      company,
    );
    expect(listed.data.map((v) => v.placa)).toEqual(['DOC301']);
  });

  it('maps the last position of each trip en ruta, aged fresh / stale / lost', async () => {
    const { mapa } = await get<TCompanyDashboard>('/api/inicio/empresa-transporte', company);
    expect(mapa.tiles_url).toBeNull(); // outside production: the shipped outline
    expect(mapa.sin_posicion).toBe(1);
    expect(mapa.posiciones.map((p) => [p.manifiesto_numero, p.antiguedad, p.latitud, p.longitud])).toEqual([
      ['D-2', 'reciente', 5.5, -73.3],
      ['D-1', 'demorada', 4.6, -74.08],
      ['D-8', 'perdida', 6.2, -75.5],
    ]);
    expect(mapa.posiciones[0]).toMatchObject({
      id: id['D-2'],
      evento: 'INICIAR VIAJE',
      estado: { code: 'en_ruta' },
    });
  });

  it("gives a generator only its own consignments' numbers, events and trips", async () => {
    const { token } = await loginAs(t.app, 'generador@trazo.demo');
    const d = await get<TGeneratorDashboard>('/api/inicio/generador', token);
    expect(Object.fromEntries(d.remesas_semana.map((s) => [s.estado.code, s.total]))).toEqual({
      programado: 0,
      en_ruta: 1,
      entregado: 1,
      con_novedad: 0,
    });
    expect(d.cumplidos_pendientes).toBe(1);
    expect(d.ultimos_eventos.map((e) => [e.manifiesto_numero, e.evento])).toEqual([
      ['D-2', 'INICIAR VIAJE'],
      ['D-4', 'ENTREGA EXITOSA'],
    ]);
    expect(d.mapa.posiciones.map((p) => p.manifiesto_numero)).toEqual(['D-2']);
    const listed = await get<TMovementListResponse>('/api/movimientos?indicador=cumplidos_pendientes', token);
    expect(listed.data.map((m) => m.manifiesto_numero)).toEqual(['D-4']);
    // The company's Inicio is not the generator's.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/inicio/empresa-transporte',
      ...withCookie(token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("shows the super administrador the companies, pending users and the outbox's health", async () => {
    const { token } = await loginAs(t.app, 'admin@trazo.demo');
    const d = await get<TAdminDashboard>('/api/inicio/super-administrador', token);
    expect(d.empresas.total).toBeGreaterThan(0);
    expect(d.empresas.con_app_movil + d.empresas.sin_app_movil).toBe(d.empresas.total);
    expect(d.empresas.con_usuarios_activos + d.empresas.sin_usuarios_activos).toBe(d.empresas.total);
    // pendiente@trazo.demo waits for activation.
    expect(d.usuarios_por_activar).toBeGreaterThanOrEqual(1);
    expect(d.correo).toEqual(
      expect.objectContaining({ en_cola: expect.any(Number), fallidos: expect.any(Number) }),
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/inicio/super-administrador',
      ...withCookie(company),
    });
    expect(refused.statusCode).toBe(403);
  });
});
