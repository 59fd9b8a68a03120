import type { TApiKeyListResponse, TMovementBatchResponse } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, movements } from '../../db/schema';
import { withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createKey, postBatch, sampleMovement } from './integration-test-helpers';

describe('ERP integration: API keys and the idempotent batch', () => {
  let t: TestApp;
  let key: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({
      token,
      key: { llave: key },
    } = await createKey(t.app).then((r) => ({ token: r.token, key: r.key })));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('shows the raw key once, lists it by prefix only', async () => {
    expect(key).toMatch(/^trz_[\w-]{43}$/);
    const res = await t.app.inject({ method: 'GET', url: '/api/integracion/llaves', ...withCookie(token) });
    const list = res.json<TApiKeyListResponse>().data;
    expect(list[0]?.prefijo).toBe(key.slice(0, 12));
    expect(res.body).not.toContain(key);
  });

  it('creates, then answers "sin cambios" to the same batch, then updates what changed', async () => {
    const batch = [sampleMovement('A-1'), sampleMovement('A-2')];
    const first = await postBatch(t.app, key, batch);
    expect(first.statusCode).toBe(200);
    expect(first.json<TMovementBatchResponse>().movimientos).toEqual({
      creados: 2,
      actualizados: 0,
      sin_cambios: 0,
    });
    const [before] = await t.database.db
      .select()
      .from(movements)
      .where(eq(movements.manifiestoNumero, 'A-1'));

    t.clock.advance(60_000);
    const again = await postBatch(t.app, key, batch);
    expect(again.json<TMovementBatchResponse>()).toMatchObject({
      movimientos: { creados: 0, actualizados: 0, sin_cambios: 2 },
      remesas: { creados: 0, actualizados: 0, sin_cambios: 2 },
    });
    const [after] = await t.database.db.select().from(movements).where(eq(movements.manifiestoNumero, 'A-1'));
    expect(after?.syncedAt).toEqual(before?.syncedAt);

    const changed = sampleMovement('A-1');
    const first_remesa = changed.remesas[0];
    if (first_remesa) first_remesa.peso_final = 5100;
    changed.remesas.push({ ...(first_remesa as NonNullable<typeof first_remesa>), remesa_numero: 'A-1-2' });
    const third = await postBatch(t.app, key, [changed, sampleMovement('A-2')]);
    expect(third.json<TMovementBatchResponse>()).toMatchObject({
      movimientos: { creados: 0, actualizados: 1, sin_cambios: 1 },
      remesas: { creados: 1, actualizados: 1, sin_cambios: 1 },
    });
  });

  it('refuses a batch with row errors in Spanish and saves none of it', async () => {
    const bad = sampleMovement('B-2');
    const remesa = bad.remesas[0] as NonNullable<(typeof bad.remesas)[0]>;
    (remesa as { peso_final: unknown }).peso_final = 'mucho';
    remesa.remitente.nombre = '';
    const res = await postBatch(t.app, key, [
      sampleMovement('B-1'),
      bad,
      { ...sampleMovement('B-3'), fecha_despacho: '2026-02-31' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MSG.batchInvalid,
      errors: {
        'movimientos.1.remesas.0.peso_final': [MSG.fieldNotNumber],
        'movimientos.1.remesas.0.remitente.nombre': [MSG.fieldRequired],
        'movimientos.2.fecha_despacho': [MSG.fieldInvalidDate],
      },
    });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(movements)
      .where(eq(movements.manifiestoNumero, 'B-1'));
    expect(row?.n).toBe(0);
  });

  it('rejects a missing, malformed or revoked key with 401', async () => {
    expect((await postBatch(t.app, '', [sampleMovement('C-1')])).statusCode).toBe(401);
    expect((await postBatch(t.app, 'trz_nope', [sampleMovement('C-1')])).statusCode).toBe(401);
    const { key: spare } = await createKey(t.app, 'transporte@trazo.demo', 'Temporal');
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/integracion/llaves/${spare.id}`,
      ...withCookie(token),
    });
    expect(revoke.json()).toEqual({ message: MSG.apiKeyRevoked });
    const res = await postBatch(t.app, spare.llave, [sampleMovement('C-1')]);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.apiKeyInvalid);
  });

  it("keeps each company's manifests apart: the same number under another key is another movement", async () => {
    const other = await createKey(t.app, 'transporte2@trazo.demo', 'ERP Norte');
    const res = await postBatch(t.app, other.key.llave, [sampleMovement('A-1')]);
    expect(res.json<TMovementBatchResponse>().movimientos.creados).toBe(1);
    const [company] = await t.database.db.select().from(customers).where(eq(customers.nit, '900123456'));
    const [own] = await t.database.db
      .select({ n: count() })
      .from(movements)
      .where(and(eq(movements.manifiestoNumero, 'A-1'), eq(movements.customerId, company?.id ?? 0)));
    expect(own?.n).toBe(1);
    // Another company's key cannot be revoked through this company's session.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/integracion/llaves/${other.key.id}`,
      ...withCookie(token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets only the transport company manage keys', async () => {
    const { loginAs } = await import('../../test/auth-helpers');
    const generator = await loginAs(t.app, 'generador@trazo.demo');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/integracion/llaves',
      ...withCookie(generator.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
