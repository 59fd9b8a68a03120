import type { TDispatchTypesResponse, TMassEventsResponse, TTypeEventsResponse } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { addGenerators, callerFor, customerIdOf, DEMO_NIT, ev } from './config-test-helpers';

// Issue 23 item 4: the same save sent several times at once (a double click, a retry) answered 500 for
// most: each deleted the still-empty list and inserted it, and all but one hit a duplicate key.

let t: TestApp;
let transporte: Awaited<ReturnType<typeof callerFor>>;
const NIT = 'Q001';

beforeAll(async () => {
  t = await createTestApp();
  await addGenerators(t.database.db, await customerIdOf(t.database.db, DEMO_NIT.transporte), 'Q', 1);
  transporte = await callerFor(t.app, 'transporte@trazo.demo');
});
afterAll(async () => t.close());

describe('identical event-configuration saves at the same moment', () => {
  it('guardar_eventos: all 200 with the same answer, one list saved', async () => {
    const types = (
      await transporte('tipos_despachos_customers', { nit_generador: NIT })
    ).json<TDispatchTypesResponse>();
    const typeId = types.data[0]?.idtipo_despachos as number;
    expect(typeId).toBeGreaterThan(0);
    const payload = {
      nit_generador: NIT,
      eventos: [{ idtipo_despachos: typeId, eventos: [ev(6, 2), ev(11, 3)] }],
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transporte('guardar_eventos', payload)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const saved = answers.map((a) =>
      a.json<TTypeEventsResponse>().data[String(typeId)]?.eventos.map((e) => e.id_events),
    );
    for (const list of saved) expect(list).toEqual([5, 6, 11]);
    // The answers agree with what is stored.
    const stored = (
      await transporte('eventos_tipo_despachos', { json_tipodespachos: [typeId], nit_generador: NIT })
    ).json<TTypeEventsResponse>();
    expect(stored.data[String(typeId)]?.eventos.map((e) => e.id_events)).toEqual([5, 6, 11]);
    expect(answers[9]?.json()).toEqual(answers[0]?.json());
  });

  it('guardar_eventos_masivos: all 200 with the same answer, one list saved', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        transporte('guardar_eventos_masivos', { eventos: [ev(7, 3), ev(8, 2)] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const first = answers[0]?.json<TMassEventsResponse>();
    expect(first?.data.map((e) => e.id_events)).toEqual([5, 8, 7]);
    for (const answer of answers) expect(answer.json()).toEqual(first);
  });
});
