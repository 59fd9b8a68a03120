import {
  MSG,
  type TDispatchTypesResponse,
  type TGeneratorsResponse,
  type TMassEventsResponse,
} from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addGenerators, callerFor, customerIdOf, DEMO_NIT, ev } from './config-test-helpers';

// spec §2.8 / §7 mass configuration, and the mobile-app gate on every event-configuration write (§6).

let t: TestApp;
let transporte: Awaited<ReturnType<typeof callerFor>>;
let other: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addGenerators(db, await customerIdOf(db, DEMO_NIT.sinApp), 'P', 1);
  await db.update(customers).set({ hasMobileApp: true }).where(eq(customers.nit, DEMO_NIT.transporte2));
  transporte = await callerFor(t.app, 'transporte@trazo.demo');
  other = await callerFor(t.app, 'transporte2@trazo.demo');
});
afterAll(async () => t.close());

describe('mass configuration', () => {
  it('saves with INICIAR VIAJE first and deletes any event but it', async () => {
    const saved = await transporte('guardar_eventos_masivos', { eventos: [ev(7, 3), ev(8, 2)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json<TMassEventsResponse>().data;
    expect(data.map((e) => e.id_events)).toEqual([5, 8, 7]);
    expect(data.every((e) => e.available)).toBe(true);

    const refused = await transporte('eliminar_eventos_masivos', { id_event: data[0]?.id });
    expect(refused.statusCode).toBe(424);
    expect(refused.json().message).toBe(MSG.configTripStartUndeletable);
    expect((await other('eliminar_eventos_masivos', { id_event: data[1]?.id })).statusCode).toBe(404);
    const left = await transporte('eliminar_eventos_masivos', { id_event: data[1]?.id });
    expect(left.json<TMassEventsResponse>().data.map((e) => e.id_events)).toEqual([5, 7]);

    const bad = await transporte('guardar_eventos_masivos', { eventos: [ev(7, 2, 1, 2)] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MSG.checklistRequiredTooHigh);
  });
});

describe('without the mobile app', () => {
  it('reads with the flag off and refuses every write', async () => {
    const pagos = await callerFor(t.app, 'pagos@trazo.demo');
    const list = (await pagos('cargar_generadores_customers?page=1', {})).json<TGeneratorsResponse>();
    expect(list.existe_app_trazo).toBe(false);
    const types = (
      await pagos('tipos_despachos_customers', { nit_generador: 'P001' })
    ).json<TDispatchTypesResponse>();
    const writes: [string, unknown][] = [
      [
        'guardar_eventos',
        {
          nit_generador: 'P001',
          eventos: [{ idtipo_despachos: types.data[0]?.idtipo_despachos ?? 1, eventos: [ev(6, 2)] }],
        },
      ],
      ['guardar_eventos_masivos', { eventos: [ev(6, 2)] }],
      ['eliminar_tipodespacho', { types_dispatches_clients_id: 1, nit_generador: 'P001' }],
      ['eliminar_eventos', { id_event: 1, nit_generador: 'P001' }],
      ['eliminar_eventos_masivos', { id_event: 1 }],
    ];
    for (const [url, payload] of writes) {
      const res = await pagos(url, payload);
      expect(res.statusCode, url).toBe(424);
      expect(res.json().message).toBe(MSG.configNoMobileApp);
    }
  });
});
