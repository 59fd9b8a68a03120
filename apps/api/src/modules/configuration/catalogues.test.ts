import { MSG, type TDispatchTypeItem, type TLogisticEvent } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addGenerators, callerFor, customerIdOf, DEMO_NIT } from './config-test-helpers';

// issue 9: the 'Eventos Logisticos' catalogue and the dispatch types, per company.

let t: TestApp;
let transporte: Awaited<ReturnType<typeof callerFor>>;
let other: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  t = await createTestApp();
  await addGenerators(t.database.db, await customerIdOf(t.database.db, DEMO_NIT.transporte), 'C', 1);
  await t.database.db
    .update(customers)
    .set({ hasMobileApp: true })
    .where(eq(customers.nit, DEMO_NIT.transporte2));
  transporte = await callerFor(t.app, 'transporte@trazo.demo');
  other = await callerFor(t.app, 'transporte2@trazo.demo');
});
afterAll(async () => t.close());

const events = async (caller: typeof transporte, q = '') =>
  (await caller(`configuracion/eventos${q ? `?q=${encodeURIComponent(q)}` : ''}`, undefined, 'GET')).json<{
    data: TLogisticEvent[];
  }>().data;

describe('logistic events', () => {
  it('lists the built-in events 2–18 and searches', async () => {
    const list = await events(transporte);
    expect(list.map((e) => e.id_events)).toEqual(Array.from({ length: 17 }, (_, i) => i + 2));
    expect(list.find((e) => e.id_events === 5)).toEqual({
      id_events: 5,
      code: '5',
      event: 'INICIAR VIAJE',
      builtin: true,
      active: true,
    });
    expect((await events(transporte, 'viaje')).map((e) => e.id_events)).toEqual([5]);
  });

  it('creates company events from 100 up, renames and deactivates; codes are unique per company', async () => {
    const created = await transporte('configuracion/eventos', { code: 'pes', event: 'PESAJE EN BÁSCULA' });
    expect(created.statusCode, created.body).toBe(201);
    const taken = await transporte('configuracion/eventos', { code: 'PES', event: 'Otro' });
    expect(taken.statusCode).toBe(424);
    expect(taken.json().message).toBe(MSG.configCatalogueCodeTaken);
    // The same code is free in another company.
    expect((await other('configuracion/eventos', { code: 'PES', event: 'Pesaje' })).statusCode).toBe(201);

    const mine = (await events(transporte)).find((e) => e.code === 'PES');
    expect(mine).toEqual({
      id_events: 100,
      code: 'PES',
      event: 'PESAJE EN BÁSCULA',
      builtin: false,
      active: true,
    });

    const renamed = await transporte(
      'configuracion/eventos/12',
      { code: '12', event: 'ENTREGA DEVUELTA', active: false },
      'PUT',
    );
    expect(renamed.statusCode).toBe(200);
    expect((await events(transporte)).find((e) => e.id_events === 12)).toMatchObject({
      event: 'ENTREGA DEVUELTA',
      active: false,
    });
    expect((await events(other)).find((e) => e.id_events === 12)).toMatchObject({
      event: 'ENTREGA RECHAZADA',
      active: true,
    });

    const startOff = await transporte(
      'configuracion/eventos/5',
      { code: '5', event: 'INICIAR VIAJE', active: false },
      'PUT',
    );
    expect(startOff.statusCode).toBe(424);
    expect(startOff.json().message).toBe(MSG.configTripStartInactive);
    const empty = await transporte('configuracion/eventos', { code: ' ', event: 'X' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(MSG.configCatalogueCodeRequired);
  });

  it('never deletes built-in events, nor one a configuration uses; an unused one goes', async () => {
    const builtin = await transporte('configuracion/eventos/6', undefined, 'DELETE');
    expect(builtin.statusCode).toBe(424);
    expect(builtin.json().message).toBe(MSG.configBuiltinUndeletable);

    await transporte('guardar_eventos_masivos', {
      eventos: [
        { id_events: 100, sequence: 2, photo_numbers: 0, photo_required: 0, time: 0, confirmation: false },
      ],
    });
    const used = await transporte('configuracion/eventos/100', undefined, 'DELETE');
    expect(used.statusCode).toBe(424);
    expect(used.json().message).toBe(MSG.configEventInUse);

    await transporte('configuracion/eventos', { code: 'TMP', event: 'Temporal' });
    expect((await transporte('configuracion/eventos/101', undefined, 'DELETE')).statusCode).toBe(200);
    expect((await events(transporte)).some((e) => e.code === 'TMP')).toBe(false);

    // An inactive event cannot be configured.
    const inactive = await transporte('guardar_eventos_masivos', {
      eventos: [
        { id_events: 12, sequence: 2, photo_numbers: 0, photo_required: 0, time: 0, confirmation: false },
      ],
    });
    expect(inactive.statusCode).toBe(424);
    expect(inactive.json().message).toBe(MSG.configEventUnknown);
  });
});

describe('dispatch types', () => {
  const types = async (caller: typeof transporte) =>
    (await caller('configuracion/tipos-despacho', undefined, 'GET')).json<{ data: TDispatchTypeItem[] }>()
      .data;

  it('creates, refuses a case- or accent-variant, renames and deactivates', async () => {
    expect(
      (await transporte('configuracion/tipos-despacho', { descripcion: 'Exprés  Nocturno' })).statusCode,
    ).toBe(201);
    const twin = await transporte('configuracion/tipos-despacho', { descripcion: 'EXPRES nocturno' });
    expect(twin.statusCode).toBe(424);
    expect(twin.json().message).toBe(MSG.configDispatchTypeTaken);

    const created = (await types(transporte)).find((d) => d.descripcion === 'Exprés Nocturno');
    expect(created?.active).toBe(true);
    const off = await transporte(
      `configuracion/tipos-despacho/${created?.idtipo_despachos}`,
      { descripcion: 'Exprés Nocturno', active: false },
      'PUT',
    );
    expect(off.statusCode).toBe(200);
    // Inactive types are not offered to configure.
    const offered = (await transporte('tipos_despachos_customers', { nit_generador: 'C001' })).json<{
      data: { descripcion: string }[];
    }>();
    expect(offered.data.length).toBeGreaterThan(0);
    expect(offered.data.some((d) => d.descripcion === 'Exprés Nocturno')).toBe(false);

    const foreign = await other(
      `configuracion/tipos-despacho/${created?.idtipo_despachos}`,
      { descripcion: 'Mío' },
      'PUT',
    );
    expect(foreign.statusCode).toBe(404);
    expect(await types(other)).toEqual([]);
  });

  it('refuses writes without the mobile app', async () => {
    const pagos = await callerFor(t.app, 'pagos@trazo.demo');
    const res = await pagos('configuracion/tipos-despacho', { descripcion: 'Nuevo' });
    expect(res.statusCode).toBe(424);
    expect(res.json().message).toBe(MSG.configNoMobileApp);
    expect((await pagos('configuracion/eventos', { code: 'X', event: 'Y' })).statusCode).toBe(424);
  });
});
