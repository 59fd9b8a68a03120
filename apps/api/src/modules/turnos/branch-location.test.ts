import { MSG, type TErrorResponse, type TTurnBranch, type TTurnQueueResponse } from '@trazo/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { customerIdOf, DEMO_NIT } from '../configuration/config-test-helpers';

// Issue 27 §1: the company says where each branch's yard is (PUT /turnos/sucursales/:id); the queue and the
// drivers' app read it back, another company's branch is not found, and a read-only profile cannot change it.

describe('a branch yard’s location (turnos)', () => {
  let t: TestApp;
  let admin: string;
  let ownBranch: TTurnBranch;
  let foreignBranchId: number;

  const put = (token: string, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/turnos/sucursales/${id}`, payload, ...withCookie(token) });

  beforeAll(async () => {
    // The demo movements bring the companies' branches (named by the ERP).
    t = await createTestApp({ movements: true });
    admin = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    const queue = await t.app.inject({ method: 'GET', url: '/api/turnos', ...withCookie(admin) });
    expect(queue.statusCode, queue.body).toBe(200);
    const own = queue.json<TTurnQueueResponse>().sucursales;
    expect(own.length).toBeGreaterThan(0);
    ownBranch = own[0] as TTurnBranch;
    const other = await customerIdOf(t.app.db, DEMO_NIT.transporte2);
    const [foreign] = await t.app.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.customerId, other))
      .orderBy(asc(branches.id))
      .limit(1);
    foreignBranchId = foreign?.id as number;
    expect(foreignBranchId).toBeGreaterThan(0);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('saves the municipality, point and radius, and the queue lists them', async () => {
    const saved = await put(admin, ownBranch.id, {
      municipio: '  Funza ',
      latitud: 4.7162,
      longitud: -74.2116,
      radioM: 800,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TTurnBranch>()).toEqual({
      id: ownBranch.id,
      nombre: ownBranch.nombre,
      municipio: 'Funza',
      latitud: 4.7162,
      longitud: -74.2116,
      radioM: 800,
    });
    const queue = await t.app.inject({ method: 'GET', url: '/api/turnos', ...withCookie(admin) });
    const listed = queue.json<TTurnQueueResponse>().sucursales.find((b) => b.id === ownBranch.id);
    expect(listed).toMatchObject({ municipio: 'Funza', latitud: 4.7162, longitud: -74.2116, radioM: 800 });

    // Cleared: no point, no radius — any position may enturn again.
    const cleared = await put(admin, ownBranch.id, { municipio: 'Funza' });
    expect(cleared.json<TTurnBranch>()).toMatchObject({ latitud: null, longitud: null, radioM: null });
  });

  it('refuses half a point, a radius without a point, a point outside Colombia and a silly radius', async () => {
    const cases: [object, string][] = [
      [{ latitud: 4.7 }, MSG.espCoordinatesPair],
      [{ radioM: 500 }, MSG.turnBranchRadiusNeedsPoint],
      [{ latitud: 40.4, longitud: -3.7 }, MSG.espLatitudeInvalid],
      [{ latitud: 4.7, longitud: -74.2, radioM: 10 }, MSG.turnBranchRadiusInvalid],
      [{ latitud: 4.7, longitud: -74.2, radioM: 1.5 }, MSG.turnBranchRadiusInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await put(admin, ownBranch.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(res.json<TErrorResponse>())).toContain(message);
    }
    const [row] = await t.app.db.select().from(branches).where(eq(branches.id, ownBranch.id));
    expect(row).toMatchObject({ latitud: null, longitud: null, radioM: null });
  });

  it('does not find another company’s branch, and a read-only profile may not change one', async () => {
    const foreign = await put(admin, foreignBranchId, { municipio: 'Ajena' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<TErrorResponse>().message).toBe(MSG.turnBranchNotFound);
    const [untouched] = await t.app.db.select().from(branches).where(eq(branches.id, foreignBranchId));
    expect(untouched?.municipio).not.toBe('Ajena');

    const reader = (await loginAs(t.app, 'consulta@trazo.demo')).token;
    const refused = await put(reader, ownBranch.id, { municipio: 'Consulta' });
    expect(refused.statusCode).toBe(403);
  });
});
