import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import {
  createKey,
  cumplidoForm,
  eventForm,
  postBatch,
  sampleMovement,
} from '../integration/integration-test-helpers';

// movements.cumplido_pendiente (migration 0036, ADR 0023 counters): the stored 'Cumplidos pendientes',
// kept by triggers on consignments and delivery_documents. After every step it must equal the predicate
// it replaced, computed from the rows themselves.

describe('the stored cumplido_pendiente flag', () => {
  let t: TestApp;
  let key: string;

  const post = async (url: string, form: FormData) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: form });
    expect(res.statusCode, res.body).toBe(201);
  };
  const deliver = (manifest: string, remesa: string) =>
    post(
      `/api/v1/integracion/movimientos/${manifest}/eventos`,
      eventForm({ id_events: '11', fecha: '2026-03-02 07:00', remesa }),
    );
  const cumplido = (manifest: string, referencia: string, remesa?: string) =>
    post(
      `/api/v1/integracion/movimientos/${manifest}/cumplidos`,
      cumplidoForm({ descripcion: 'Cumplido firmado', referencia, ...(remesa ? { remesa } : {}) }),
    );
  /** manifest → [stored flag, the predicate over the rows], for the test's manifests. */
  const flags = async () => {
    const rows = await queryRows<{ m: string; stored: boolean; computed: boolean }>(
      t.app.db,
      sql`select m.manifiesto_numero as m, m.cumplido_pendiente as stored,
          exists (select 1 from consignments pc where pc.movement_id = m.id and pc.is_closed
            and not exists (select 1 from delivery_documents dd
              where dd.movement_id = m.id and (dd.consignment_id is null or dd.consignment_id = pc.id))) as computed
        from movements m where m.manifiesto_numero like 'CP-%' order by 1`,
    );
    for (const r of rows) expect(r.stored, r.m).toBe(r.computed);
    return Object.fromEntries(rows.map((r) => [r.m, r.stored]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    key = (await createKey(t.app)).key.llave;
    const two = sampleMovement('CP-2');
    const first = two.remesas[0] as (typeof two.remesas)[number];
    two.remesas = [first, { ...first, remesa_numero: 'CP-2-2', documento_cliente: 'PED-CP-2-2' }];
    expect((await postBatch(t.app, key, [sampleMovement('CP-1'), two])).statusCode).toBe(200);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('follows deliveries, own and manifest-wide cumplidos, and their removal', async () => {
    expect(await flags()).toEqual({ 'CP-1': false, 'CP-2': false });
    await deliver('CP-1', 'CP-1-1');
    await deliver('CP-2', 'CP-2-1');
    expect(await flags()).toEqual({ 'CP-1': true, 'CP-2': true });
    // Its own cumplido covers CP-1's only consignment; CP-2-1's leaves CP-2-2 open, not yet pending.
    await cumplido('CP-1', 'C-1', 'CP-1-1');
    await cumplido('CP-2', 'C-2', 'CP-2-1');
    expect(await flags()).toEqual({ 'CP-1': false, 'CP-2': false });
    // The second consignment delivered without a cumplido: pending again, until a manifest-wide one.
    await deliver('CP-2', 'CP-2-2');
    expect(await flags()).toEqual({ 'CP-1': false, 'CP-2': true });
    await cumplido('CP-2', 'C-TODO');
    expect(await flags()).toEqual({ 'CP-1': false, 'CP-2': false });
    // Removed by hand (SQL), the cumplidos no longer cover them.
    await t.app.db.execute(sql`delete from delivery_documents where referencia in ('C-1', 'C-TODO')`);
    expect(await flags()).toEqual({ 'CP-1': true, 'CP-2': true });
    // A consignment reopened (is_closed back to false) and one deleted leave nothing pending.
    await t.app.db.execute(sql`update consignments set is_closed = false where remesa_numero = 'CP-1-1'`);
    await t.app.db.execute(sql`delete from consignments where remesa_numero = 'CP-2-2'`);
    expect(await flags()).toEqual({ 'CP-1': false, 'CP-2': false });
  });
});
