import type { TLogisticEvent } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movements } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, eventForm, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// A company's own event (ids from 100 up) is shown by the name the company gave it wherever a recorded
// event is read — the detail's timeline, the list's last event, the exports, the generator's Inicio —
// not as 'EVENTO 100'. Another company's event with the same id keeps its own name.

const OWN_NAME = 'PESAJE EN BÁSCULA';

describe('own event names in the read views', () => {
  let t: TestApp;
  let token: string;
  let movementId: number;
  let ownEventId: number;
  const get = (url: string, as = token) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, ...withCookie(as) });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    const { key } = await createKey(t.app);
    const today = t.clock.now().toISOString().slice(0, 10);
    const batch = await postBatch(t.app, key.llave, [
      sampleMovement('NAME-1', { fecha_despacho: `${today} 06:00` }),
    ]);
    expect(batch.statusCode, batch.body).toBe(200);
    const company = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    const [row] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerId, company), eq(movements.manifiestoNumero, 'NAME-1')));
    movementId = row?.id as number;

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/configuracion/eventos',
      payload: { code: 'BASC', event: OWN_NAME },
      ...withCookie(token),
    });
    expect(created.statusCode, created.body).toBe(201);
    const catalogue = (await get('/configuracion/eventos')).json<{ data: TLogisticEvent[] }>().data;
    ownEventId = catalogue.find((e) => e.code === 'BASC')?.id_events as number;
    expect(ownEventId).toBeGreaterThanOrEqual(100);

    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integracion/movimientos/NAME-1/eventos',
      headers: { 'x-api-key': key.llave },
      payload: eventForm({ id_events: String(ownEventId), fecha: `${today} 07:30`, id_externo: 'name-1' }),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json<{ event: string }>().event).toBe(OWN_NAME);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('names it in the detail’s timeline and the list’s last event', async () => {
    const detail = await get(`/movimientos/${movementId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(`"event":"${OWN_NAME}"`);
    expect(detail.body).not.toContain(`EVENTO ${ownEventId}`);

    const list = await get('/movimientos?manifiesto=NAME-1');
    const [first] = list.json<{ data: { ultimo_evento: { id_events: number; event: string } | null }[] }>()
      .data;
    expect(first?.ultimo_evento).toMatchObject({ id_events: ownEventId, event: OWN_NAME });
  });

  it('names it in the list’s export', async () => {
    const res = await get('/movimientos/exportar?manifiesto=NAME-1&formato=csv');
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body.replace(/^\uFEFF/, ''), {
      delimiter: ';',
      relax_column_count: true,
    }) as string[][];
    const row = rows.find((r) => r.includes('NAME-1'));
    expect(row).toContain(OWN_NAME);
  });

  it('keeps the spec’s names for the spec’s events', async () => {
    const { eventTypeName } = await import('@trazo/shared');
    expect(eventTypeName(5)).toBe('INICIAR VIAJE');
    expect(eventTypeName(5, 'OTRO NOMBRE')).toBe('INICIAR VIAJE');
    expect(eventTypeName(ownEventId, OWN_NAME)).toBe(OWN_NAME);
    expect(eventTypeName(ownEventId, null)).toBe(`EVENTO ${ownEventId}`);
  });
});
