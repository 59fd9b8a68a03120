import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignments, massConfiguredEvents, movements } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';
import { callerFor, customerIdOf, DEMO_NIT } from './config-test-helpers';
import { resolveConsignmentPlan } from './resolve-event-plan';
import { findTripEventPlans, snapshotTripEventPlans } from './snapshot-trip-plan';

// issue 9 §5: own configuration, else mass configuration, else event 5 alone; the plan frozen at trip start.

let t: TestApp;
let customerId: number;
let movementId: number;
let consignmentIds: number[];
let nacionalId: number;
const GEN = '800100200';

const ev = (id_events: number, sequence: number, photo_numbers: number) => ({
  id_events,
  sequence,
  photo_numbers,
  photo_required: 0,
  time: 15,
  confirmation: false,
});

beforeAll(async () => {
  t = await createTestApp();
  const { key } = await createKey(t.app);
  const movement = sampleMovement('PLAN-1');
  const [base] = movement.remesas;
  if (!base) throw new Error('sample without remesa');
  const remesa = (n: number, tipo: string) => ({
    ...base,
    remesa_numero: `PLAN-1-${n}`,
    generador: { nit: GEN, nombre: 'Frutas del Valle S.A.S.' },
    tipo_despacho: tipo,
  });
  movement.remesas = [remesa(1, 'NACIONAL'), remesa(2, 'Urbano'), remesa(3, '')];
  const res = await postBatch(t.app, key.llave, [movement]);
  expect(res.statusCode, res.body).toBeLessThan(300);

  customerId = await customerIdOf(t.database.db, DEMO_NIT.transporte);
  const [m] = await t.database.db
    .select({ id: movements.id })
    .from(movements)
    .where(and(eq(movements.customerId, customerId), eq(movements.manifiestoNumero, 'PLAN-1')));
  movementId = m?.id as number;
  const rows = await t.database.db
    .select({ id: consignments.id })
    .from(consignments)
    .where(eq(consignments.movementId, movementId))
    .orderBy(asc(consignments.remesaNumero));
  consignmentIds = rows.map((r) => r.id);

  const transporte = await callerFor(t.app, 'transporte@trazo.demo');
  const types = await transporte('tipos_despachos_customers', { nit_generador: GEN });
  const nacional = types
    .json<{ data: { idtipo_despachos: number; descripcion: string }[] }>()
    .data.find((d) => d.descripcion === 'Nacional');
  nacionalId = nacional?.idtipo_despachos as number;
  const saved = await transporte('guardar_eventos', {
    nit_generador: GEN,
    eventos: [
      { idtipo_despachos: nacional?.idtipo_despachos, eventos: [ev(5, 1, 1), ev(14, 2, 2), ev(11, 3, 4)] },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => t.close());

describe('resolveEventPlan', () => {
  it('uses the own configuration, else the mass one', async () => {
    const [own, urbano, none] = await Promise.all(
      consignmentIds.map((id) => resolveConsignmentPlan(t.database.db, customerId, id)),
    );
    expect(own?.source).toBe('propia');
    expect(own?.events.map((e) => [e.id_events, e.photo_numbers])).toEqual([
      [5, 1],
      [14, 2],
      [11, 4],
    ]);
    expect(own?.events[0]).toMatchObject({ event: 'INICIAR VIAJE', sequence: 1 });
    // The demo mass configuration (5, 6, 11) covers the type this generator never configured, and no type.
    expect(urbano?.source).toBe('masiva');
    expect(urbano?.events.map((e) => e.id_events)).toEqual([5, 6, 11]);
    expect(none?.source).toBe('masiva');
  });

  it('is scoped to the company', async () => {
    const other = await customerIdOf(t.database.db, DEMO_NIT.transporte2);
    expect(await resolveConsignmentPlan(t.database.db, other, consignmentIds[0] as number)).toBeNull();
  });
});

describe('snapshotTripEventPlans', () => {
  it('freezes each consignment’s plan: later configuration edits do not change it', async () => {
    const now = new Date('2026-03-01T13:00:00Z');
    const first = await snapshotTripEventPlans(t.database.db, { customerId, movementId, now });
    expect(first.map((p) => p.source)).toEqual(['propia', 'masiva', 'masiva']);
    expect(first[0]?.consignmentId).toBe(consignmentIds[0]);

    // Reconfigure: the mass configuration goes away entirely; the own one changes its photos.
    await t.database.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, customerId));
    const transporte = await callerFor(t.app, 'transporte@trazo.demo');
    await transporte('guardar_eventos_masivos', { eventos: [ev(7, 2, 9)] });
    await t.database.db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, customerId));
    await transporte('guardar_eventos', {
      nit_generador: GEN,
      eventos: [{ idtipo_despachos: nacionalId, eventos: [ev(5, 1, 3), ev(11, 2, 7)] }],
    });
    const ownLive = await resolveConsignmentPlan(t.database.db, customerId, consignmentIds[0] as number);
    expect(ownLive?.events.map((e) => [e.id_events, e.photo_numbers])).toEqual([
      [5, 3],
      [11, 7],
    ]);
    const live = await resolveConsignmentPlan(t.database.db, customerId, consignmentIds[1] as number);
    expect(live).toEqual({
      source: 'inicio',
      events: [
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
      ],
    });

    const again = await snapshotTripEventPlans(t.database.db, { customerId, movementId, now: new Date() });
    expect(again).toEqual(first);
    expect(await findTripEventPlans(t.database.db, customerId, movementId)).toEqual(first);
    const other = await customerIdOf(t.database.db, DEMO_NIT.transporte2);
    expect(await findTripEventPlans(t.database.db, other, movementId)).toEqual([]);
  });
});
