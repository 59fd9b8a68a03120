import { ROLE } from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createUser } from '../../test/fixtures';
import { readXlsx } from '../../test/money-helpers';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 26 §7: every list exports what it shows — movements, pendientes, drivers, users, customers — the
// whole filtered set, scoped like the list, formulas neutralised.
let t: TestApp;
let company: string;
let other: string;

async function csv(url: string, token: string): Promise<string[][]> {
  const res = await t.app.inject({ method: 'GET', url, ...withCookie(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';', relax_column_count: true }) as string[][];
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createKey(t.app, 'transporte@trazo.demo');
  company = a.token;
  const b = await createKey(t.app, 'transporte2@trazo.demo');
  other = b.token;
  const delivered = sampleMovement('EXP-2');
  const batch = await postBatch(t.app, a.key.llave, [
    sampleMovement('EXP-1', { conductor: { documento: '7001', nombre: '=HYPERLINK("http://x")' } }),
    delivered,
    sampleMovement('EXP-3', { fecha_despacho: '2026-02-01 08:00' }),
  ]);
  expect(batch.statusCode, batch.body).toBe(200);
  expect((await postBatch(t.app, b.key.llave, [sampleMovement('EXP-B')])).statusCode).toBe(200);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('list exports', () => {
  it('exports the filtered movements of the company only, formulas neutralised', async () => {
    const all = await csv('/api/movimientos/exportar?formato=csv', company);
    expect(all[0]?.[0]).toBe('Manifiesto');
    const manifests = all.slice(1).map((r) => r[0]);
    expect(manifests).toEqual(expect.arrayContaining(['EXP-1', 'EXP-2', 'EXP-3']));
    expect(manifests).not.toContain('EXP-B');
    const exp1 = all.find((r) => r[0] === 'EXP-1');
    expect(exp1?.[3]).toBe('\'=HYPERLINK("http://x")');
    const march = await csv(
      '/api/movimientos/exportar?formato=csv&fecha_inicio=2026-03-01&manifiesto=EXP',
      company,
    );
    expect(
      march
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['EXP-1', 'EXP-2']);
    const pending = await csv('/api/movimientos/exportar?formato=csv&pendientes=1&manifiesto=EXP', company);
    expect(pending.slice(1).length).toBe(3);
    const theirs = await csv('/api/movimientos/exportar?formato=csv', other);
    expect(theirs.slice(1).map((r) => r[0])).not.toContain('EXP-1');
  });

  it('refuses an inverted range with a Spanish 422', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/movimientos/exportar?fecha_inicio=2026-03-02&fecha_fin=2026-03-01',
      ...withCookie(company),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('La fecha inicial debe ser anterior o igual a la final');
  });

  it("exports the company's drivers and users, and the super-administrator's customers", async () => {
    const drivers = await csv('/api/conductores/exportar?formato=csv&q=hyperlink', company);
    expect(drivers.slice(1).map((r) => [r[0], r[1]])).toEqual([['7001', '\'=HYPERLINK("http://x")']]);
    await createUser(t.app, 'exportable@empresa.test', [
      { id_role: ROLE.generador, customer_nit: '900123456' },
    ]);
    const users = await csv('/api/empresa-transporte/usuarios/exportar?formato=csv', company);
    const emails = users.slice(1).map((r) => r[1]);
    expect(emails).toContain('exportable@empresa.test');
    expect(emails).not.toContain('transporte2@trazo.demo');
    const admin = (await loginAs(t.app, 'admin@trazo.demo')).token;
    const customers = await csv('/api/super-administrador/clientes/exportar?formato=csv&q=900123456', admin);
    expect(customers.slice(1).map((r) => r[0])).toEqual([expect.stringMatching(/^900123456-\d$/)]);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/super-administrador/usuarios/exportar',
      ...withCookie(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = await readXlsx(xlsx.rawPayload);
    expect(rows.length).toBeGreaterThan(5);
  });

  it('keeps each export to the roles of its list', async () => {
    const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, ...withCookie(token) });
    expect((await get('/api/super-administrador/clientes/exportar', company)).statusCode).toBe(403);
    expect((await get('/api/super-administrador/usuarios/exportar', company)).statusCode).toBe(403);
    const generator = (await loginAs(t.app, 'generador@trazo.demo')).token;
    expect((await get('/api/conductores/exportar', generator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/movimientos/exportar' })).statusCode).toBe(401);
  });
});
