import { MSG, type TOverviewResponse } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import {
  bogotaAt as at,
  demoTimelineRefs,
  type TimelineRefs,
  timelineFixtures,
} from '../../test/timeline-fixtures';

// 'Informes' (issue 12 §5). The test writes its own rows for Transportes Demo in June 2025, far from the
// demo's movements (the 60 days before 2026-03-02), and asserts the exact numbers it planted.
const PERIOD = { fecha: '2025-06-02', fecha_fin: '2025-06-15' };

describe('GET /api/informes/resumen', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let refs: TimelineRefs;
  const overview = (query: string, auth = token) =>
    t.app.inject({ method: 'GET', url: `/api/informes/resumen${query}`, ...withCookie(auth) });
  const run = async <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

  const fixtures = () => timelineFixtures(t.database.db, refs);
  const movement = (manifest: string, estado: string, dispatched: string) =>
    fixtures().movement(manifest, dispatched, estado);
  const consignment = (movementId: number, remesa: string, eventElevenMinutes?: number) =>
    fixtures().consignment(movementId, remesa, eventElevenMinutes);
  const event = (movementId: number, consignmentId: number | null, type: number, when: string) =>
    fixtures().event(movementId, consignmentId, type, when);

  async function inspection(
    placa: string,
    when: string,
    rates: [critical: boolean, rate: number][],
    movementId?: number,
  ) {
    const [row] = await run<{ id: number }>(sql`insert into preop_inspections (customer_id, movement_id,
        vehiculo_placa, conductor_nombre, conductor_documento, checklist_title, inspected_at)
      values (${refs.customerId}, ${movementId ?? null}, ${placa}, 'Conductor', '123', 'PESV', ${at(when)})
      returning id`);
    const [category] = await run<{ id: number }>(sql`insert into preop_inspection_categories
        (inspection_id, position, name) values (${row?.id ?? 0}, 1, 'Frenos') returning id`);
    let position = 0;
    for (const [critical, rate] of rates) {
      position += 1;
      await run(sql`insert into preop_inspection_items (category_id, position, title, is_critical, rate)
        values (${category?.id ?? 0}, ${position}, ${`Ítem ${position}`}, ${critical}, ${rate})`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ movements: true });
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    ({ token: otherToken } = await loginAs(t.app, 'transporte2@trazo.demo'));
    refs = await demoTimelineRefs(t.database.db);

    // Movements: four in the period (one per state; the Sunday 23:30 one is still in it), two just outside.
    const m1 = await movement('T-1', 'entregado', '2025-06-02T10:00:00');
    const m2 = await movement('T-2', 'en_ruta', '2025-06-03T08:00:00');
    const m3 = await movement('T-3', 'con_novedad', '2025-06-10T08:00:00');
    const m4 = await movement('T-4', 'programado', '2025-06-15T23:30:00');
    const m5 = await movement('T-5', 'entregado', '2025-06-16T00:30:00');
    const m6 = await movement('T-6', 'entregado', '2025-06-01T23:59:00');

    // Punctuality. m1: the trip starts 11:00 (manifest-wide event 5).
    await event(m1, null, 5, '2025-06-02T11:00:00');
    const onTime = await consignment(m1, 'R-1A', 60);
    await event(m1, onTime, 11, '2025-06-02T11:45:00'); // 45 min after the start ≤ 60: on time
    const late = await consignment(m1, 'R-1B', 30);
    await event(m1, late, 11, '2025-06-02T12:00:00'); // 60 min after the start (R-1A's 11:45 is not its own) > 30
    const noPlan = await consignment(m1, 'R-1C');
    await event(m1, noPlan, 11, '2025-06-02T11:20:00'); // no plan: no time configured
    await consignment(m1, 'R-1D', 60); // never delivered
    const zeroTime = await consignment(m2, 'R-2A', 0);
    await event(m2, zeroTime, 11, '2025-06-03T20:00:00'); // time 0: no time configured
    const ownEarlier = await consignment(m3, 'R-3A', 20);
    await event(m3, ownEarlier, 8, '2025-06-10T14:00:00');
    await event(m3, ownEarlier, 11, '2025-06-10T14:15:00'); // 15 min after its own event 8: on time
    const fromDispatch = await consignment(m4, 'R-4A', 10);
    await event(m4, fromDispatch, 11, '2025-06-15T23:45:00'); // 15 min after the dispatch > 10: late
    const outside = await consignment(m5, 'R-5A', 60);
    await event(m5, outside, 11, '2025-06-16T00:40:00'); // dispatched after the period: not counted

    // Trips started: by their first event 5. m2 twice (counted once), m5 started on the period's last day
    // though dispatched after it, m6 started before the period.
    await event(m2, null, 5, '2025-06-03T09:00:00');
    await event(m2, null, 5, '2025-06-12T09:00:00');
    await event(m5, null, 5, '2025-06-15T22:00:00');
    await event(m6, null, 5, '2025-06-01T23:00:00');

    // Inspections: m1's trip is inspected; critical items rated 1 or 2 fail, N/A (0) and 3 do not.
    await inspection(
      'TST101',
      '2025-06-02T06:00:00',
      [
        [true, 1],
        [true, 2],
        [true, 3],
        [false, 1],
      ],
      m1,
    );
    await inspection('TST101', '2025-06-04T06:00:00', [[true, 2]]);
    await inspection('TST202', '2025-06-12T06:00:00', [
      [true, 0],
      [false, 1],
      [true, 5],
    ]);
    await inspection('TST303', '2025-06-14T06:00:00', [[true, 1]]);
    await inspection('TST303', '2025-06-16T00:10:00', [[true, 1]]); // after the period
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('answers the exact numbers of the period', async () => {
    const res = await overview(`?fecha=${PERIOD.fecha}&fecha_fin=${PERIOD.fecha_fin}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<TOverviewResponse>()).toEqual({
      ...PERIOD,
      movimientos_por_estado: [
        { estado: 'programado', total: 1 },
        { estado: 'en_ruta', total: 1 },
        { estado: 'entregado', total: 1 },
        { estado: 'con_novedad', total: 1 },
      ],
      movimientos_por_semana: [
        { semana: '2025-06-02', programado: 0, en_ruta: 1, entregado: 1, con_novedad: 0, total: 2 },
        { semana: '2025-06-09', programado: 1, en_ruta: 0, entregado: 0, con_novedad: 1, total: 2 },
      ],
      entregas: { a_tiempo: 2, tarde: 2, sin_tiempo: 2, sin_entregar: 1 },
      inspecciones_por_semana: [
        { semana: '2025-06-02', inspecciones: 2, viajes_iniciados: 2, viajes_con_inspeccion: 1 },
        { semana: '2025-06-09', inspecciones: 2, viajes_iniciados: 1, viajes_con_inspeccion: 0 },
      ],
      vehiculos_fallas_criticas: [
        { placa: 'TST101', inspecciones: 2, items_fallidos: 3, ultima_falla: '2025-06-04 06:00' },
        { placa: 'TST303', inspecciones: 1, items_fallidos: 1, ultima_falla: '2025-06-14 06:00' },
      ],
    });
  });

  it('shows another company none of these numbers (tenant scoping)', async () => {
    const res = await overview(`?fecha=${PERIOD.fecha}&fecha_fin=${PERIOD.fecha_fin}`, otherToken);
    expect(res.statusCode).toBe(200);
    const body = res.json<TOverviewResponse>();
    expect(body.movimientos_por_estado.map((s) => s.total)).toEqual([0, 0, 0, 0]);
    expect(body.movimientos_por_semana.map((w) => w.total)).toEqual([0, 0]);
    expect(body.entregas).toEqual({ a_tiempo: 0, tarde: 0, sin_tiempo: 0, sin_entregar: 0 });
    expect(body.inspecciones_por_semana.map((w) => [w.inspecciones, w.viajes_iniciados])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(body.vehiculos_fallas_criticas).toEqual([]);
  });

  it('defaults to the 30 days ending today (Bogotá), where the demo has movements', async () => {
    const res = await overview('');
    expect(res.statusCode).toBe(200);
    const body = res.json<TOverviewResponse>();
    expect([body.fecha, body.fecha_fin]).toEqual(['2026-02-01', '2026-03-02']);
    const [demo] = await run<{ n: number }>(sql`select count(*)::int as n from movements m
      join customers c on c.id = m.customer_id and c.nit = '900123456'
      where m.fecha_despacho >= ${at('2026-02-01T00:00:00')} and m.fecha_despacho < ${at('2026-03-03T00:00:00')}`);
    expect(demo?.n).toBeGreaterThan(0);
    expect(body.movimientos_por_estado.reduce((sum, s) => sum + s.total, 0)).toBe(demo?.n);
  });

  it('refuses a period longer than 92 days, one date alone or an inverted one (422, in Spanish)', async () => {
    expect((await overview('?fecha=2025-01-01&fecha_fin=2025-04-03')).statusCode).toBe(200);
    const tooLong = await overview('?fecha=2025-01-01&fecha_fin=2025-04-04');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ message: MSG.overviewRangeTooLong });
    const alone = await overview('?fecha=2025-01-01');
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toMatchObject({ message: MSG.overviewDatesRequired });
    const inverted = await overview('?fecha=2025-02-01&fecha_fin=2025-01-01');
    expect(inverted.statusCode).toBe(422);
    expect(inverted.json()).toMatchObject({ message: MSG.reportsStartAfterEnd });
    expect((await overview('?fecha=2025-02-30&fecha_fin=2025-03-01')).statusCode).toBe(422);
  });
});
