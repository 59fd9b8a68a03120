import {
  MSG,
  type TDriverTurnStatus,
  type TErrorResponse,
  type TMovementDetail,
  type TTurn,
  type TTurnHistoryResponse,
  type TTurnQueueResponse,
} from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, drivers, movements, preopInspections, turnEvents, turns, vehicles } from '../../db/schema';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 27 §1 turnos: queue order, the decline policies at their edges, offer expiry (manual clock), the
// concurrency cases (20 parallel offers → one offer; two dispatchers, one vehicle), the driver's
// 'Enturnarme' rules and the history's median and p90 (known answer).

const PLATES = ['TRA101', 'TRA102', 'TRA103', 'TRA104', 'TRA105', 'TRA106'];
const CLASS = 'Clase prueba';

describe('turnos (issue 27 §1)', () => {
  let t: TestApp;
  let company: number;
  let token: string;
  let branchId: number;
  const vehicleIds: Record<string, number> = {};
  const movementIds: number[] = [];
  const people: DriverWithSession[] = [];

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, payload, ...withCookie(token) });
  const queue = async () => {
    const res = await api('GET', `turnos?sucursal=${branchId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TTurnQueueResponse>().turnos.filter((x) => x.clase === CLASS);
  };
  const add = (i: number) =>
    api('POST', 'turnos', {
      sucursalId: branchId,
      placa: PLATES[i],
      conductorDocumento: (people[i] as DriverWithSession).documento,
    });
  const inspect = async (i: number, blocked = false) => {
    const placa = PLATES[i] as string;
    await t.app.db.insert(preopInspections).values({
      customerId: company,
      vehicleId: vehicleIds[placa] as number,
      vehiculoPlaca: placa,
      driverId: (people[i] as DriverWithSession).driverId,
      conductorNombre: 'Prueba',
      conductorDocumento: (people[i] as DriverWithSession).documento,
      checklistTitle: 'Inspección',
      inspectedAt: t.clock.now(),
      blocked,
    });
  };
  const offer = (turnId: number, movementId: number) =>
    api('POST', `turnos/${turnId}/oferta`, { movimientoId: movementId });
  const clearQueue = async () => {
    await t.app.db
      .update(turns)
      .set({ estado: 'cancelado', offerMovementId: null, offerExpiresAt: null, closedAt: t.clock.now() })
      .where(eq(turns.customerId, company));
  };
  const fill = async (count: number) => {
    await clearQueue();
    const made: TTurn[] = [];
    for (let i = 0; i < count; i++) expect((await add(i)).statusCode).toBe(201);
    for (const turn of await queue()) made.push(turn);
    return made;
  };

  beforeAll(async () => {
    t = await createTestApp();
    company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    const { key, token: cookie } = await createKey(t.app);
    token = cookie;
    const day = t.clock.now().toISOString().slice(0, 10);
    const batch = Array.from({ length: 12 }, (_, i) =>
      sampleMovement(`TUR-${i + 1}`, {
        sucursal: 'Patio Turnos',
        fecha_despacho: `${day} 18:00`,
        vehiculo: { placa: PLATES[i % PLATES.length] as string, marca: 'Hino', modelo: '2020', serie: 'S' },
      }),
    );
    expect((await postBatch(t.app, key.llave, batch)).statusCode).toBe(200);
    const rows = await t.app.db
      .select({ id: vehicles.id, placa: vehicles.placa })
      .from(vehicles)
      .where(and(eq(vehicles.customerId, company), inArray(vehicles.placa, PLATES)));
    for (const r of rows) vehicleIds[r.placa] = r.id;
    await t.app.db.update(vehicles).set({ clase: CLASS }).where(inArray(vehicles.placa, PLATES));
    const [branch] = await t.app.db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.customerId, company), eq(branches.nombre, 'Patio Turnos')));
    branchId = branch?.id as number;
    for (const m of await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.customerId, company))
      .orderBy(movements.id))
      movementIds.push(m.id);
    for (let i = 0; i < PLATES.length; i++)
      people.push(await createDriverWithSession(t.app, { customerId: company, nombre: `Conductor ${i}` }));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('numbers turns per branch in sequence, in arrival order; one active turn per vehicle', async () => {
    const made = await fill(3);
    expect(made.map((x) => x.placa)).toEqual(PLATES.slice(0, 3));
    expect(made.map((x) => x.puesto)).toEqual([1, 2, 3]);
    const numbers = made.map((x) => Number(x.codigo.slice(2)));
    expect(numbers[1]).toBe((numbers[0] as number) + 1);
    expect(numbers[2]).toBe((numbers[0] as number) + 2);
    const again = await add(0);
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorResponse>().message).toBe(MSG.turnVehicleAlreadyQueued);
    // Parallel requests for one vehicle: exactly one turn.
    await clearQueue();
    const burst = await Promise.all(Array.from({ length: 8 }, () => add(4)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });

  it('offers only to the first eligible vehicle (inspection of today, no open critical item)', async () => {
    const [a, b] = await fill(2);
    const m = movementIds[0] as number;
    const refused = await offer((a as TTurn).id, m);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorResponse>().message).toBe(
      MSG.turnNotEligible.replace('{motivo}', MSG.turnNoInspectionToday),
    );
    await inspect(1);
    await inspect(0, true);
    expect((await queue()).map((x) => x.elegible)).toEqual([false, true]);
    await inspect(0);
    // A's open critical item still blocks it, so B is the first eligible.
    expect((await offer((a as TTurn).id, m)).json<TErrorResponse>().message).toBe(
      MSG.turnNotEligible.replace('{motivo}', MSG.turnInspectionBlocked),
    );
    await t.app.db
      .update(preopInspections)
      .set({ fixedAt: t.clock.now() })
      .where(eq(preopInspections.customerId, company));
    const skipped = await offer((b as TTurn).id, m);
    expect(skipped.json<TErrorResponse>().message).toBe(MSG.turnEarlierEligible);
    expect((await offer((a as TTurn).id, m)).statusCode).toBe(200);
  });

  it('twenty parallel offers of the same turn give exactly one offer', async () => {
    const [a] = await fill(2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => offer((a as TTurn).id, movementIds[1 + (i % 3)] as number)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const events = await t.app.db
      .select({ id: turnEvents.id })
      .from(turnEvents)
      .where(and(eq(turnEvents.turnId, (a as TTurn).id), eq(turnEvents.kind, 'ofrecido')));
    expect(events).toHaveLength(1);
  });

  it('two dispatchers cannot give one movement to two vehicles, nor assign one vehicle twice', async () => {
    const [a, b] = await fill(2);
    const m = movementIds[4] as number;
    const both = await Promise.all([offer((a as TTurn).id, m), offer((b as TTurn).id, m)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // The other one can take another movement; the same movement is refused to it.
    const offered = (await queue()).find((x) => x.estado === 'ofrecido') as TTurn;
    const other = (await queue()).find((x) => x.estado === 'en_cola') as TTurn;
    const again = await offer(other.id, m);
    expect(again.statusCode).toBe(409);
    expect((await offer(offered.id, movementIds[5] as number)).statusCode).toBe(409);
  });

  it('accepting assigns the movement’s vehicle and driver and takes the turn out of the queue', async () => {
    const [a] = await fill(2);
    const m = movementIds[6] as number;
    expect((await offer((a as TTurn).id, m)).statusCode).toBe(200);
    const driver = people[0] as DriverWithSession;
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/turno',
      headers: driver.headers,
    });
    expect(status.json<TDriverTurnStatus>().turno?.oferta?.movimientoId).toBe(m);
    // Another driver cannot answer it.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/conductor/turno/${(a as TTurn).id}/aceptar`,
      headers: (people[1] as DriverWithSession).headers,
    });
    expect(foreign.statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/conductor/turno/${(a as TTurn).id}/aceptar`,
      headers: driver.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [movement] = await t.app.db.select().from(movements).where(eq(movements.id, m));
    expect(movement?.driverId).toBe(driver.driverId);
    expect(movement?.vehicleId).toBe(vehicleIds[PLATES[0] as string]);
    expect((await queue()).map((x) => x.placa)).toEqual([PLATES[1]]);
    const trips = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/viajes',
      headers: driver.headers,
    });
    expect(trips.body).toContain('TUR-7');
    const kinds = await t.app.db
      .select({ kind: turnEvents.kind })
      .from(turnEvents)
      .where(eq(turnEvents.turnId, (a as TTurn).id))
      .orderBy(turnEvents.id);
    expect(kinds.map((k) => k.kind)).toEqual(['creado', 'ofrecido', 'aceptado']);
    // The movement's driver history says so, as a 'Cambiar conductor' would (issue 22 item 4).
    const detail = await api('GET', `movimientos/${m}`);
    const [name] = await t.app.db
      .select({ nombre: drivers.nombre })
      .from(drivers)
      .where(eq(drivers.id, driver.driverId));
    expect(detail.json<TMovementDetail>().cambios_conductor).toEqual([
      expect.objectContaining({
        a: name?.nombre,
        por: `${name?.nombre}${MSG.driverChangeByTurn}`,
        de: expect.not.stringMatching(new RegExp(`^${name?.nombre}$`)),
      }),
    ]);
  });

  const declineFirst = async (policy: object) => {
    expect(
      (await api('PUT', 'turnos/configuracion', { offerMinutes: 15, declinePlaces: 2, ...policy }))
        .statusCode,
    ).toBe(200);
    const made = await fill(4);
    const first = made[0] as TTurn;
    expect((await offer(first.id, movementIds[7] as number)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conductor/turno/${first.id}/rechazar`,
      headers: (people[0] as DriverWithSession).headers,
      payload: { motivo: 'destino' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (await queue()).map((x) => x.placa);
  };

  it('a decline sends the turn to the end, or back N places (the end when fewer are behind)', async () => {
    const [p0, p1, p2, p3] = PLATES;
    expect(await declineFirst({ declinePolicy: 'al_final' })).toEqual([p1, p2, p3, p0]);
    expect(await declineFirst({ declinePolicy: 'pierde_puestos', declinePlaces: 2 })).toEqual([
      p1,
      p2,
      p0,
      p3,
    ]);
    expect(await declineFirst({ declinePolicy: 'pierde_puestos', declinePlaces: 3 })).toEqual([
      p1,
      p2,
      p3,
      p0,
    ]);
    expect(await declineFirst({ declinePolicy: 'pierde_puestos', declinePlaces: 9 })).toEqual([
      p1,
      p2,
      p3,
      p0,
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/conductor/turno/1/rechazar',
      headers: (people[0] as DriverWithSession).headers,
      payload: { motivo: 'porque sí' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('an offer expires after the company’s minutes (lazily, on the next read or action)', async () => {
    await api('PUT', 'turnos/configuracion', {
      declinePolicy: 'al_final',
      declinePlaces: 1,
      offerMinutes: 10,
    });
    const [a] = await fill(2);
    expect((await offer((a as TTurn).id, movementIds[8] as number)).statusCode).toBe(200);
    t.clock.advance(9 * 60_000);
    expect((await queue())[0]?.estado).toBe('ofrecido');
    t.clock.advance(60_000);
    const after = await queue();
    expect(after.map((x) => [x.placa, x.estado])).toEqual([
      [PLATES[1], 'en_cola'],
      [PLATES[0], 'en_cola'],
    ]);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/conductor/turno/${(a as TTurn).id}/aceptar`,
      headers: (people[0] as DriverWithSession).headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<TErrorResponse>().message).toBe(MSG.turnOfferExpired);
  });

  it('cancelling keeps the turn and its steps', async () => {
    const [a] = await fill(1);
    expect((await api('POST', `turnos/${(a as TTurn).id}/cancelar`, { motivo: 'x' })).statusCode).toBe(422);
    expect(
      (await api('POST', `turnos/${(a as TTurn).id}/cancelar`, { motivo: 'Vehículo varado' })).statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `turnos/${(a as TTurn).id}/cancelar`, { motivo: 'Vehículo varado' })).statusCode,
    ).toBe(409);
    const [row] = await t.app.db
      .select()
      .from(turns)
      .where(eq(turns.id, (a as TTurn).id));
    expect(row).toMatchObject({ estado: 'cancelado', closeReason: 'Vehículo varado' });
    expect(await queue()).toEqual([]);
  });

  it('Enturnarme: the inspection of today, and the branch’s area when it has one', async () => {
    await clearQueue();
    const driver = people[5] as DriverWithSession;
    const ask = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/conductor/turno', headers: driver.headers, payload: body });
    const vehicleId = vehicleIds[PLATES[5] as string] as number;
    const noInspection = await ask({ sucursalId: branchId, vehicleId });
    expect(noInspection.statusCode).toBe(428);
    expect(noInspection.json<TErrorResponse>().message).toBe(MSG.turnInspectionRequired);
    await inspect(5);
    await t.app.db
      .update(branches)
      .set({ latitud: 4.711, longitud: -74.0721, radioM: 500 })
      .where(eq(branches.id, branchId));
    expect((await ask({ sucursalId: branchId, vehicleId })).json<TErrorResponse>().message).toBe(
      MSG.turnPositionRequired,
    );
    const far = await ask({ sucursalId: branchId, vehicleId, lat: 4.75, lon: -74.0721 });
    expect(far.statusCode).toBe(422);
    expect(far.json<TErrorResponse>().message).toBe(MSG.turnOutsideBranch);
    const near = await ask({ sucursalId: branchId, vehicleId, lat: 4.7125, lon: -74.0721 });
    expect(near.statusCode, near.body).toBe(201);
    expect(near.json<TDriverTurnStatus>().turno).toMatchObject({
      placa: PLATES[5],
      puesto: 1,
      origen: 'app',
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/conductor/turno',
      headers: people[4]?.headers ?? {},
    });
    expect(other.json<TDriverTurnStatus>().turno).toBeNull();
    await t.app.db
      .update(branches)
      .set({ latitud: null, longitud: null, radioM: null })
      .where(eq(branches.id, branchId));
  });

  it('history: turns per branch and day with the median and p90 of the waits (known answer)', async () => {
    const [branch] = await t.app.db
      .insert(branches)
      .values({ customerId: company, key: 'patio historial', nombre: 'Patio Historial' })
      .returning({ id: branches.id });
    const [driver] = await t.app.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.customerId, company))
      .limit(1);
    // Bogotá day 2026-02-10: waits of 10, 20, 30, 40 and 50 minutes, and one still waiting (not counted).
    const start = new Date('2026-02-10T14:00:00Z').getTime();
    const waits = [10, 20, 30, 40, 50, null];
    for (const [i, wait] of waits.entries()) {
      await t.app.db.insert(turns).values({
        customerId: company,
        branchId: branch?.id as number,
        numero: i + 1,
        vehicleId: vehicleIds[PLATES[i] as string] as number,
        driverId: driver?.id as number,
        clase: 'Historial',
        estado: wait === null ? 'cancelado' : 'asignado',
        orden: i + 1,
        origen: 'portal',
        enqueuedAt: new Date(start + i * 60_000),
        closedAt: wait === null ? null : new Date(start + i * 60_000 + wait * 60_000),
      });
    }
    const res = await api('GET', `turnos/historial?desde=2026-02-10&hasta=2026-02-10&sucursal=${branch?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TTurnHistoryResponse>().dias).toEqual([
      {
        sucursal: 'Patio Historial',
        dia: '2026-02-10',
        turnos: 6,
        asignados: 5,
        cancelados: 1,
        esperaMediana: 30,
        esperaP90: 46,
      },
    ]);
    const all = await api('GET', 'turnos/historial?desde=2026-03-01&hasta=2026-03-03');
    const declines = all.json<TTurnHistoryResponse>().rechazos;
    expect(declines.find((d) => d.motivo === 'No me sirve el destino')?.cantidad).toBe(4);
    expect(declines.find((d) => d.motivo === 'Sin respuesta')?.cantidad).toBe(1);
    const csv = await api(
      'GET',
      `turnos/historial/exportar?formato=csv&desde=2026-02-10&hasta=2026-02-10&sucursal=${branch?.id}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Patio Historial');
    expect(csv.body).toContain('46');
  });
});
