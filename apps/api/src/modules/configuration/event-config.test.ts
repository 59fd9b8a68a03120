import {
  MSG,
  type TDispatchTypesResponse,
  type TGeneratorsResponse,
  type TTypeEventsResponse,
} from '@trazo/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredEvents, customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addGenerators, callerFor, customerIdOf, DEMO_NIT, ev } from './config-test-helpers';

// spec §2.8 / §3 / §4 / §7 event configuration: generators 15 per page, dispatch types, events per type,
// mass configuration, deletes; INICIAR VIAJE (5) always first and undeletable; each company its own.

let t: TestApp;
let transporte: Awaited<ReturnType<typeof callerFor>>;
let other: Awaited<ReturnType<typeof callerFor>>;
const NIT = 'G001';

async function typeIds(): Promise<Record<string, number>> {
  const res = await transporte('tipos_despachos_customers', { nit_generador: NIT });
  const body = res.json<TDispatchTypesResponse>();
  return Object.fromEntries(body.data.map((d) => [d.descripcion, d.idtipo_despachos]));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addGenerators(db, await customerIdOf(db, DEMO_NIT.transporte), 'G', 20);
  await addGenerators(db, await customerIdOf(db, DEMO_NIT.transporte2), 'H', 1);
  await db.update(customers).set({ hasMobileApp: true }).where(eq(customers.nit, DEMO_NIT.transporte2));
  transporte = await callerFor(t.app, 'transporte@trazo.demo');
  other = await callerFor(t.app, 'transporte2@trazo.demo');
});
afterAll(async () => t.close());

describe('cargar_generadores_customers', () => {
  it('pages the company’s generators 15 at a time and filters by name or NIT', async () => {
    const first = (await transporte('cargar_generadores_customers?page=1', {})).json<TGeneratorsResponse>();
    expect(first.data).toMatchObject({
      total: 20,
      per_page: 15,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: 15,
    });
    expect(first.data.data).toHaveLength(15);
    expect(first.data.data[0]).toEqual({
      documento: 'G001',
      razon_social: 'Generador G 001',
      nombre: 'Generador G 001',
      id_client: null,
    });
    expect(first.existe_app_trazo).toBe(true);
    // The demo mass configuration: 5, 6, 11.
    expect(first.eventos_configurados_masiv).toEqual([5, 6, 11]);
    expect(first.array_events.map((e) => e.id_events)).toEqual(Array.from({ length: 17 }, (_, i) => i + 2));

    const second = (await transporte('cargar_generadores_customers?page=2', {})).json<TGeneratorsResponse>();
    expect(second.data.data.map((g) => g.documento)).toEqual(['G016', 'G017', 'G018', 'G019', 'G020']);

    const found = (
      await transporte('cargar_generadores_customers?page=1', { selectgenerador: 'g 007' })
    ).json<TGeneratorsResponse>();
    expect(found.data.data.map((g) => g.documento)).toEqual(['G007']);
    expect(found.generadores).toEqual([{ documento: 'G007', razon_social: 'Generador G 007' }]);

    const others = (await other('cargar_generadores_customers?page=1', {})).json<TGeneratorsResponse>();
    expect(others.data.data.map((g) => g.documento)).toEqual(['H001']);
  });

  it('is for transport companies only', async () => {
    const generator = await callerFor(t.app, 'generador@trazo.demo');
    expect((await generator('cargar_generadores_customers?page=1', {})).statusCode).toBe(403);
  });
});

describe('configuring a generator’s dispatch types', () => {
  it('starts unsaved from the mass configuration, saves with INICIAR VIAJE first, and reopens saved', async () => {
    const ids = await typeIds();
    const nacional = ids.Nacional as number;
    const urbano = ids.Urbano as number;
    expect(nacional && urbano).toBeTruthy();

    const before = (
      await transporte('eventos_tipo_despachos', {
        json_tipodespachos: [nacional, urbano],
        nit_generador: NIT,
      })
    ).json<TTypeEventsResponse>();
    const fresh = before.data[String(nacional)];
    expect(fresh).toMatchObject({
      estado_tipo_despacho: 0,
      types_dispatches_clients_id: 0,
      editable: true,
      contain: true,
    });
    expect(fresh?.eventos.map((e) => [e.id, e.id_events])).toEqual([
      [0, 5],
      [0, 6],
      [0, 11],
    ]);

    // Event 5 omitted and out of order: the server puts it first.
    const saved = await transporte('guardar_eventos', {
      nit_generador: NIT,
      eventos: [
        { idtipo_despachos: nacional, eventos: [ev(11, 9, 3, 2, 60), ev(6, 2)] },
        { idtipo_despachos: urbano, eventos: [ev(5, 1, 1, 1, 0), ev(12, 2)] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const record = saved.json<TTypeEventsResponse>().data[String(nacional)];
    expect(record?.estado_tipo_despacho).toBe(1);
    expect(
      record?.eventos.map((e) => [
        e.id_events,
        e.sequence,
        e.photo_numbers,
        e.photo_required,
        e.time,
        e.confirmation,
      ]),
    ).toEqual([
      [5, 1, 0, 0, 0, false],
      [6, 2, 1, 0, 10, false],
      [11, 3, 3, 2, 60, true],
    ]);
    expect(record?.eventos[0]).toMatchObject({ event: 'INICIAR VIAJE', code: '5' });

    const types = (
      await transporte('tipos_despachos_customers', { nit_generador: NIT })
    ).json<TDispatchTypesResponse>();
    expect(types.p_configurables.map((p) => p.descripcion).sort()).toEqual(['Nacional', 'Urbano']);

    const list = (await transporte('cargar_generadores_customers?page=1', {})).json<TGeneratorsResponse>();
    expect(list.data.data.find((g) => g.documento === NIT)?.id_client).toEqual(expect.any(Number));
    expect(list.data.data.find((g) => g.documento === 'G002')?.id_client).toBeNull();

    const reopened = (
      await transporte('eventos_tipo_despachos', { json_tipodespachos: [urbano], nit_generador: NIT })
    ).json<TTypeEventsResponse>();
    expect(reopened.data[String(urbano)]?.eventos.map((e) => e.id_events)).toEqual([5, 12]);
    expect(reopened.data[String(urbano)]?.editable).toBe(false);
  });

  it('refuses out-of-range numbers, required above allowed, repeats and unknown events', async () => {
    const nacional = (await typeIds()).Nacional as number;
    const save = (eventos: unknown[]) =>
      transporte('guardar_eventos', {
        nit_generador: NIT,
        eventos: [{ idtipo_despachos: nacional, eventos }],
      });
    const cases: [unknown[], number, string][] = [
      [[ev(6, 2, 2, 3)], 422, MSG.checklistRequiredTooHigh],
      [[ev(6, 2, 101, 0)], 422, MSG.configEventFieldRange],
      [[ev(6, 2, 1, 0, 101)], 422, MSG.configEventFieldRange],
      [[{ ...ev(6, 2), time: 1.5 }], 422, MSG.configEventFieldRange],
      [[ev(6, 2), ev(6, 3)], 422, MSG.configEventRepeated],
      [[ev(999, 2)], 424, MSG.configEventUnknown],
    ];
    for (const [eventos, status, message] of cases) {
      const res = await save(eventos);
      expect(res.statusCode, JSON.stringify(eventos)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // Ids beyond PostgreSQL integers are invalid data, not a database error.
    const huge = await transporte('eliminar_tipodespacho', {
      types_dispatches_clients_id: 2 ** 31,
      nit_generador: NIT,
    });
    expect(huge.statusCode).toBe(422);
    const hugeTypes = await transporte('eventos_tipo_despachos', {
      json_tipodespachos: [2 ** 40],
      nit_generador: NIT,
    });
    expect(hugeTypes.statusCode).toBe(422);
    const unknownType = await transporte('guardar_eventos', {
      nit_generador: NIT,
      eventos: [{ idtipo_despachos: 999_999, eventos: [ev(6, 2)] }],
    });
    expect(unknownType.statusCode).toBe(424);
  });

  it('never deletes INICIAR VIAJE; deletes another event; a type’s delete takes its events', async () => {
    const nacional = (await typeIds()).Nacional as number;
    const open = async () =>
      (
        await transporte('eventos_tipo_despachos', { json_tipodespachos: [nacional], nit_generador: NIT })
      ).json<TTypeEventsResponse>().data[String(nacional)];
    const record = await open();
    const start = record?.eventos.find((e) => e.id_events === 5);
    const arrival = record?.eventos.find((e) => e.id_events === 6);

    const refused = await transporte('eliminar_eventos', { id_event: start?.id, nit_generador: NIT });
    expect(refused.statusCode).toBe(424);
    expect(refused.json().message).toBe(MSG.configTripStartUndeletable);

    // Another company cannot delete it, even naming its own generator.
    expect(
      (await other('eliminar_eventos', { id_event: arrival?.id, nit_generador: 'H001' })).statusCode,
    ).toBe(404);
    expect((await other('eliminar_eventos', { id_event: arrival?.id, nit_generador: NIT })).statusCode).toBe(
      404,
    );

    expect(
      (await transporte('eliminar_eventos', { id_event: arrival?.id, nit_generador: NIT })).statusCode,
    ).toBe(200);
    expect((await open())?.eventos.map((e) => e.id_events)).toEqual([5, 11]);

    const configId = record?.types_dispatches_clients_id as number;
    expect(
      (await other('eliminar_tipodespacho', { types_dispatches_clients_id: configId, nit_generador: 'H001' }))
        .statusCode,
    ).toBe(404);
    const gone = await transporte('eliminar_tipodespacho', {
      types_dispatches_clients_id: configId,
      nit_generador: NIT,
    });
    expect(gone.statusCode).toBe(200);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(configuredEvents)
      .where(eq(configuredEvents.configId, configId));
    expect(left?.n).toBe(0);
    expect((await open())?.estado_tipo_despacho).toBe(0);
  });

  it('keeps other companies out of a generator', async () => {
    expect((await other('tipos_despachos_customers', { nit_generador: NIT })).statusCode).toBe(404);
    const res = await other('guardar_eventos', {
      nit_generador: NIT,
      eventos: [{ idtipo_despachos: (await typeIds()).Nacional, eventos: [ev(6, 2)] }],
    });
    expect(res.statusCode).toBe(404);
  });
});
