import { MSG, ROLE } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generators, movements, userRoleGenerators, userRoles, users } from '../../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { type LiveStreamReader, namesMovement, openLiveStream } from '../../test/live-stream';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';
import { createKey, eventForm, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Live updates (issue 26 item 1) on one API process: a change reaches the streams that may see it —
// company A's never company B's, a generator only its own movements — through the database's NOTIFY.

const OWN_NIT = '900111222';
const OTHER_NIT = '800555666';

describe('live updates stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let keyA: string;
  let keyB: string;
  const streams: LiveStreamReader[] = [];

  const open = async (email: string) => {
    const { bearer } = await loginAs(t.app, email);
    const stream = await openLiveStream(baseUrl, bearer);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'listo');
    return stream;
  };
  const idOf = async (customerId: number, manifest: string) => {
    const [row] = await t.app.db
      .select({ id: movements.id })
      .from(movements)
      .where(and(eq(movements.customerId, customerId), eq(movements.manifiestoNumero, manifest)));
    if (!row) throw new Error(`no movement ${manifest}`);
    return row.id;
  };
  const withGenerator = (manifest: string, nit: string) => {
    const base = sampleMovement(manifest);
    return {
      ...base,
      remesas: base.remesas.map((r) => ({ ...r, generador: { nit, nombre: `Generador ${nit}` } })),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    keyA = (await createKey(t.app)).key.llave;
    keyB = (await createKey(t.app, 'transporte2@trazo.demo')).key.llave;
    // The generator's grant speaks for OWN_NIT at company A.
    const a = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    expect((await postBatch(t.app, keyA, [withGenerator('LV-SEED', OWN_NIT)])).statusCode).toBe(200);
    const [generator] = await t.app.db
      .select({ id: generators.id })
      .from(generators)
      .where(and(eq(generators.customerId, a), eq(generators.nit, OWN_NIT)));
    const [grant] = await t.app.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(users.email, 'generador@trazo.demo'), eq(userRoles.roleId, ROLE.generador)));
    if (!generator || !grant) throw new Error('generator or grant missing');
    await t.app.db
      .insert(userRoleGenerators)
      .values({ userRoleId: grant.id, generatorId: generator.id })
      .onConflictDoUpdate({ target: userRoleGenerators.userRoleId, set: { generatorId: generator.id } });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
  });

  it('answers an event stream, uncompressed, to roles 5 and 2 only', async () => {
    const { bearer } = await loginAs(t.app, 'transporte@trazo.demo');
    const stream = await openLiveStream(baseUrl, { ...bearer, 'accept-encoding': 'gzip, br' });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    await stream.waitFor((e) => e.event === 'listo');
    stream.close();

    // A plain request (no Accept: text/event-stream) gets a clear 406, not a stream that never ends.
    const plain = await t.app.inject({ method: 'GET', url: '/api/eventos/stream', headers: bearer });
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toEqual({ message: MSG.liveNeedsEventStream });

    const admin = await loginAs(t.app, 'admin@trazo.demo');
    const refused = await openLiveStream(baseUrl, admin.bearer);
    expect(refused.status).toBe(403);
    const anonymous = await openLiveStream(baseUrl, {});
    expect(anonymous.status).toBe(401);
  });

  it("company A's changes reach A's stream only, B's only B's", async () => {
    const streamA = await open('transporte@trazo.demo');
    const streamB = await open('transporte2@trazo.demo');
    const a = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    const b = await customerIdOf(t.app.db, DEMO_NIT.transporte2);

    expect(
      (await postBatch(t.app, keyA, [sampleMovement('LV-A1'), sampleMovement('LV-A2')])).statusCode,
    ).toBe(200);
    const [a1, a2] = [await idOf(a, 'LV-A1'), await idOf(a, 'LV-A2')];
    await streamA.waitFor(namesMovement(a1));
    await streamA.waitFor(namesMovement(a2));

    expect((await postBatch(t.app, keyB, [sampleMovement('LV-B1')])).statusCode).toBe(200);
    const b1 = await idOf(b, 'LV-B1');
    await streamB.waitFor(namesMovement(b1));
    // An ERP event on A1 (the same movement_events insert a driver's record makes) reaches A again.
    const before = streamA.events.length;
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/v1/integracion/movimientos/LV-A1/eventos',
      headers: { 'x-api-key': keyA },
      payload: eventForm({ id_events: '2', fecha: '2026-03-01 10:00' }),
    });
    expect(event.statusCode, event.body).toBe(201);
    await streamA.waitFor((e) => streamA.events.indexOf(e) >= before && namesMovement(a1)(e));

    expect(streamA.ids()).not.toContain(b1);
    expect(streamB.ids()).not.toContain(a1);
    expect(streamB.ids()).not.toContain(a2);
  });

  it('a generator gets only the movements carrying its consignments', async () => {
    const generator = await open('generador@trazo.demo');
    const company = await open('transporte@trazo.demo');
    const a = await customerIdOf(t.app.db, DEMO_NIT.transporte);
    const batch = [withGenerator('LV-G-OTHER', OTHER_NIT), withGenerator('LV-G-OWN', OWN_NIT)];
    expect((await postBatch(t.app, keyA, batch)).statusCode).toBe(200);
    const own = await idOf(a, 'LV-G-OWN');
    const other = await idOf(a, 'LV-G-OTHER');
    await company.waitFor(namesMovement(other));
    await company.waitFor(namesMovement(own));
    await generator.waitFor(namesMovement(own));
    expect(generator.ids()).not.toContain(other);
  });

  it('closing the app ends the open streams (graceful shutdown is not held open)', async () => {
    const stream = await open('transporte@trazo.demo');
    expect(t.app.liveHub.size).toBeGreaterThan(0);
    t.app.liveHub.closeAll();
    expect(t.app.liveHub.size).toBe(0);
    // The server ended the response: the reader sees the end of the body.
    await expect(stream.waitFor(() => false, 300)).rejects.toThrow();
  });
});
