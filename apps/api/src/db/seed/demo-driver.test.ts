import type { TDriverSignInResponse, TMovementDetail } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEventPlan } from '../../modules/configuration/resolve-event-plan';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { consignments, customers, movementEvents, movements } from '../schema';
import { DEMO_PASSWORD } from './demo-accounts';
import {
  DEMO_DRIVER,
  DEMO_DRIVER_IN_PROGRESS,
  DEMO_DRIVER_MANIFEST,
  DEMO_DRIVER_MANIFESTS,
} from './demo-driver';

// The drivers' app demo (issue 10 item 2): 1010101010 / Demo2026* with its trips.

let t: TestApp;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ movements: true });
  const [demo] = await t.app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.nit, '900123456'));
  customerId = demo?.id ?? 0;
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

const detail = async (manifest: string) => {
  const { bearer } = await loginAs(t.app, 'transporte@trazo.demo');
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/movimientos/manifiesto/${manifest}`,
    headers: bearer,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TMovementDetail>();
};

describe('the demo driver', () => {
  it('signs in with document 1010101010 and the demo password at Transportes Demo S.A.S.', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/conductor/sesion',
      payload: { documento: DEMO_DRIVER.documento, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<TDriverSignInResponse>();
    expect('token' in body && body.company.razonSocial).toBe('Transportes Demo S.A.S.');
  });

  it('drives 100900 today, not started, with 2–3 consignments, phones, coordinates and an own configured plan', async () => {
    const movement = await detail(DEMO_DRIVER_MANIFEST);
    expect(movement.conductor.documento).toBe(DEMO_DRIVER.documento);
    expect(movement.estado.code).toBe('programado');
    const bogotaDay = (d: Date) => new Date(d.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
    expect(bogotaDay(new Date(movement.fecha_despacho))).toBe(bogotaDay(t.clock.now()));
    expect(movement.remesas.length).toBeGreaterThanOrEqual(2);
    expect(movement.remesas.length).toBeLessThanOrEqual(3);

    const rows = await t.app.db
      .select({
        id: consignments.id,
        generatorId: consignments.generatorId,
        dispatchTypeId: consignments.dispatchTypeId,
        lat: consignments.destinoLatitud,
        lon: consignments.destinoLongitud,
        phone: consignments.destinatarioTelefono,
      })
      .from(consignments)
      .where(eq(consignments.movementId, movement.id));
    for (const row of rows) {
      expect(row.lat).toBeTypeOf('number');
      expect(row.lon).toBeTypeOf('number');
      expect(row.phone).toMatch(/^\d{7,}$/);
      const plan = await resolveEventPlan(t.app.db, customerId, row);
      expect(plan.source).toBe('propia');
      expect(plan.events.map((e) => e.id_events)[0]).toBe(5);
      expect(plan.events.length).toBeGreaterThan(2);
    }
    const events = await t.app.db
      .select()
      .from(movementEvents)
      .where(eq(movementEvents.movementId, movement.id));
    expect(events).toEqual([]);
  });

  it('has one trip in progress with INICIAR VIAJE, and the rest programmed', async () => {
    const rows = await t.app.db
      .select({ manifest: movements.manifiestoNumero, estado: movements.estado, id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerId, customerId)));
    const mine = rows.filter((r) => (DEMO_DRIVER_MANIFESTS as readonly string[]).includes(r.manifest));
    expect(mine).toHaveLength(DEMO_DRIVER_MANIFESTS.length);
    const started = mine.find((r) => r.manifest === DEMO_DRIVER_IN_PROGRESS);
    expect(started?.estado).toBe('en_ruta');
    expect(mine.filter((r) => r.estado === 'programado')).toHaveLength(DEMO_DRIVER_MANIFESTS.length - 1);
    const tripStart = await t.app.db
      .select({ type: movementEvents.eventTypeId })
      .from(movementEvents)
      .where(eq(movementEvents.movementId, started?.id ?? 0));
    expect(tripStart.map((e) => e.type)).toEqual([5]);
  });
});
