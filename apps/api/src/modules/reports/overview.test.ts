import { MSG, type TOverviewResponse } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

// 'Informes' (issue 12 §5). The test writes its own rows for Transportes Demo in June 2025, far from the
// demo's movements (the 60 days before 2026-03-02), and asserts the exact numbers it planted.
const PERIOD = { fecha: '2025-06-02', fecha_fin: '2025-06-15' };
const at = (local: string) => new Date(`${local}-05:00`).toISOString();

interface Refs {
  customerId: number;
  branchId: number;
  vehicleId: number;
  driverId: number;
  generatorId: number;
}

describe('GET /api/informes/resumen', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let refs: Refs;
  const overview = (query: string, auth = token) =>
    t.app.inject({ method: 'GET', url: `/api/informes/resumen${query}`, ...withCookie(auth) });
  const run = async <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

  async function movement(manifest: string, estado: string, dispatched: string): Promise<number> {
    const [row] = await run<{ id: number }>(sql`insert into movements (customer_id, manifiesto_numero,
        branch_id, vehicle_id, driver_id, fecha_despacho, origen_descripcion, destino_descripcion, estado, synced_at)
      values (${refs.customerId}, ${manifest}, ${refs.branchId}, ${refs.vehicleId}, ${refs.driverId},
        ${at(dispatched)}, 'BOGOTA', 'CALI', ${estado}, now()) returning id`);
    return row?.id ?? 0;
  }

  async function consignment(movementId: number, remesa: string, eventElevenMinutes?: number) {
    const [row] = await run<{
      id: number;
    }>(sql`insert into consignments (movement_id, customer_id, remesa_numero,
        generator_id, producto_descripcion, empaque_descripcion, valor_declarado, unidades_final, peso_final,
        remitente_documento, remitente_nombre, remitente_direccion, remitente_zona, remitente_telefono,
        destinatario_documento, destinatario_nombre, destinatario_direccion, destinatario_zona,
        destinatario_telefono, origen_descripcion, destino_descripcion, documento_cliente, tipo_despacho, synced_at)
      values (${movementId}, ${refs.customerId}, ${remesa}, ${refs.generatorId}, 'P', 'E', 1, 1, 1,
        '1', 'R', 'D', 'Z', '1', '2', 'D', 'D', 'Z', '2', 'O', 'D', '', 'NACIONAL', now()) returning id`);
    const id = row?.id ?? 0;
    if (eventElevenMinutes !== undefined) {
      const events = [
        {
          id_events: 5,
          code: '5',
          event: 'INICIAR VIAJE',
          sequence: 1,
          photo_numbers: 0,
          photo_required: 0,
          time: 0,
          confirmation: false,
        },
        {
          id_events: 11,
          code: '11',
          event: 'ENTREGA EXITOSA',
          sequence: 2,
          photo_numbers: 0,
          photo_required: 0,
          time: eventElevenMinutes,
          confirmation: true,
        },
      ];
      await run(sql`insert into trip_event_plans (customer_id, movement_id, consignment_id, source, events, created_at)
        values (${refs.customerId}, ${movementId}, ${id}, 'propia', ${JSON.stringify(events)}::jsonb, now())`);
    }
    return id;
  }

  async function event(movementId: number, consignmentId: number | null, type: number, when: string) {
    await run(sql`insert into movement_events (movement_id, consignment_id, customer_id, event_type_id, occurred_at)
      values (${movementId}, ${consignmentId}, ${refs.customerId}, ${type}, ${at(when)})`);
  }

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
    const [found] = await run<Refs>(sql`select m.customer_id as "customerId", m.branch_id as "branchId",
        m.vehicle_id as "vehicleId", m.driver_id as "driverId", c.generator_id as "generatorId"
      from movements m join customers cu on cu.id = m.customer_id and cu.nit = '900123456'
      join consignments c on c.movement_id = m.id limit 1`);
    if (!found) throw new Error('the demo has no movement for Transportes Demo');
    refs = found;

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
