import { MSG, type TDriverActionResponse, type TMovementDetail } from '@trazo/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { customers, movements } from '../../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';

// Issue 22 item 4: 'Cambiar conductor' worked on delivered trips (back in the new driver's app as en
// ruta) with no trace. Finished trips keep their driver; every change is recorded (who, when, from → to).

let t: TestApp;
let bearer: Record<string, string>;
let demoId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer, payload });

async function newDriver(documento: string, nombre: string) {
  const res = await call('POST', '/conductores', { documento, nombre });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TDriverActionResponse>().data;
}
async function movementIn(estado: 'entregado' | 'con_novedad' | 'programado' | 'en_ruta', skip = 0) {
  const [row] = await t.app.db
    .select({ id: movements.id, driverId: movements.driverId })
    .from(movements)
    .where(and(eq(movements.customerId, demoId), eq(movements.estado, estado)))
    .orderBy(movements.id)
    .offset(skip)
    .limit(1);
  if (!row) throw new Error(`no ${estado} movement`);
  return row;
}
const detail = async (id: number) => (await call('GET', `/movimientos/${id}`)).json<TMovementDetail>();

beforeAll(async () => {
  t = await createTestApp({ movements: true });
  ({ bearer } = await loginAs(t.app, 'transporte@trazo.demo'));
  const [row] = await t.app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nit, '900123456'));
  demoId = row?.id ?? 0;
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('Cambiar conductor', () => {
  it.each(['entregado', 'con_novedad'] as const)(
    'refuses a %s trip with a 409 and changes nothing',
    async (estado) => {
      const trip = await movementIn(estado);
      const driver = await newDriver(`55${estado.length}0001`, 'Conductor Nuevo');
      const res = await call('PUT', `/movimientos/${trip.id}/conductor`, { driverId: driver.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MSG.driverChangeFinishedTrip });
      const after = await detail(trip.id);
      expect(after.conductor.id).toBe(trip.driverId);
      expect(after.cambios_conductor).toEqual([]);
    },
  );

  it('records who changed an open trip’s driver, when, from → to, in the movement detail', async () => {
    const trip = await movementIn('programado');
    const before = await detail(trip.id);
    const first = await newDriver('55100002', 'Primera Conductora');
    const second = await newDriver('55100003', 'Segundo Conductor');
    expect((await call('PUT', `/movimientos/${trip.id}/conductor`, { driverId: first.id })).statusCode).toBe(
      200,
    );
    // the same driver again is no change
    expect((await call('PUT', `/movimientos/${trip.id}/conductor`, { driverId: first.id })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/movimientos/${trip.id}/conductor`, { driverId: second.id })).statusCode).toBe(
      200,
    );
    const after = await detail(trip.id);
    expect(after.conductor.id).toBe(second.id);
    const at = t.app.clock.now().toISOString();
    expect(after.cambios_conductor).toEqual([
      {
        id: expect.any(Number),
        at,
        por: 'Carolina Quintero Salazar',
        de: before.conductor.nombre,
        a: 'Primera Conductora',
      },
      {
        id: expect.any(Number),
        at,
        por: 'Carolina Quintero Salazar',
        de: 'Primera Conductora',
        a: 'Segundo Conductor',
      },
    ]);
  });

  it('parallel changes of one trip: each recorded once, chained from → to in order', async () => {
    const trip = await movementIn('programado', 1);
    const before = await detail(trip.id);
    const drivers = await Promise.all([1, 2, 3, 4, 5].map((n) => newDriver(`5520000${n}`, `Paralelo ${n}`)));
    const answers = await Promise.all(
      drivers.map((d) => call('PUT', `/movimientos/${trip.id}/conductor`, { driverId: d.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const changes = (await detail(trip.id)).cambios_conductor;
    expect(changes).toHaveLength(5);
    // each change starts where the previous one ended: no lost update
    expect(changes[0]?.de).toBe(before.conductor.nombre);
    for (let i = 1; i < changes.length; i++) expect(changes[i]?.de).toBe(changes[i - 1]?.a);
    expect(new Set(changes.map((c) => c.a))).toEqual(new Set(drivers.map((d) => d.nombre)));
    const [count] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from movement_driver_changes where movement_id = ${trip.id}`,
    );
    expect(count?.n).toBe(5);
  });
});
