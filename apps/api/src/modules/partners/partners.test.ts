import {
  MSG,
  ROLE,
  type TPartnerCompanies,
  type TProviderExpensePage,
  type TThirdPartyTripPage,
} from '@trazo/shared';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripExpenses } from '../../db/schema';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createUser } from '../../test/fixtures';
import { erpTrip, insertExpense, readXlsx } from '../../test/money-helpers';
import { createKey, postBatch, sampleMovement } from '../integration/integration-test-helpers';

// Issue 26 §5: a provider sees the expenses paid to its NIT and a third party the trips of the vehicles it
// owns — in every company, and nothing else. Fixtures: two companies (A, B), two owners, two providers.
let t: TestApp;
let keyA: string;
let keyB: string;
const OWNER = '900777001';
const OTHER_OWNER = '900777002';
const PROVIDER = '800111333';

async function get<T>(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, ...withCookie(token) });
  return { status: res.statusCode, body: res.json<T>() };
}

async function download(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, ...withCookie(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const csvRows = (body: string) => parse(body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

beforeAll(async () => {
  t = await createTestApp();
  keyA = (await createKey(t.app, 'transporte@trazo.demo')).key.llave;
  keyB = (await createKey(t.app, 'transporte2@trazo.demo')).key.llave;
  const owned = (placa: string, nit: string) => ({
    placa,
    marca: 'Hino',
    modelo: '2020',
    serie: '',
    propietario_nit: nit,
  });
  const a1 = await erpTrip(t.app, keyA, 'SOC-A1', {
    vehiculo: owned('OWN101', OWNER),
    anticipo: 300_000,
    valor_flete: 2_500_000,
  });
  await erpTrip(t.app, keyA, 'SOC-A2', { vehiculo: owned('OTH202', OTHER_OWNER), valor_flete: 9_000_000 });
  const b1 = await erpTrip(t.app, keyB, 'SOC-B1', {
    vehiculo: owned('OWN303', OWNER),
    fecha_despacho: '2026-03-05 10:00',
  });
  await insertExpense(t.database.db, a1, {
    tipo: 'Combustible',
    amountCop: 100_000,
    beneficiaryNit: PROVIDER,
    receiptNumber: 'FE-1',
  });
  const rejected = await insertExpense(t.database.db, a1, {
    tipo: 'Peaje',
    amountCop: 7_000,
    beneficiaryNit: PROVIDER,
  });
  await t.database.db.update(tripExpenses).set({ state: 'rechazado' }).where(eq(tripExpenses.id, rejected));
  await insertExpense(t.database.db, b1, {
    tipo: 'Combustible',
    amountCop: 50_000,
    beneficiaryNit: PROVIDER,
  });
  await insertExpense(t.database.db, b1, {
    tipo: 'Combustible',
    amountCop: 55_000,
    beneficiaryNit: '800999999',
  });
  await createUser(t.app, 'dueno@flota.test', [
    { id_role: ROLE.terceros, customer_nit: null, company_nit: OWNER },
  ]);
  await createUser(t.app, 'otro-dueno@flota.test', [
    { id_role: ROLE.terceros, customer_nit: null, company_nit: OTHER_OWNER },
  ]);
  await createUser(t.app, 'estacion@prov.test', [
    { id_role: ROLE.proveedor, customer_nit: null, company_nit: PROVIDER },
  ]);
  await createUser(t.app, 'sin-nit@prov.test', [{ id_role: ROLE.proveedor, customer_nit: null }]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

describe('the provider area', () => {
  it('lists the expenses paid to its NIT in every company, with the total of the not rejected ones', async () => {
    const { token } = await loginAs(t.app, 'estacion@prov.test');
    const { status, body } = await get<TProviderExpensePage>('/api/proveedor/gastos', token);
    expect(status).toBe(200);
    expect(body.nit).toBe(PROVIDER);
    expect(body.data.map((r) => [r.manifiesto, r.valor, r.estado]).sort()).toEqual([
      ['SOC-A1', 100_000, 'registrado'],
      ['SOC-A1', 7_000, 'rechazado'],
      ['SOC-B1', 50_000, 'registrado'],
    ]);
    expect(body.total).toBe(3);
    expect(body.total_valor).toBe(150_000);
    expect(new Set(body.data.map((r) => r.empresa)).size).toBe(2);
    expect(body.data.every((r) => r.legalizacion === 'abierta')).toBe(true);

    const companies = await get<TPartnerCompanies>('/api/proveedor/empresas', token);
    expect(companies.body.empresas).toHaveLength(2);
    const a = companies.body.empresas.find((e) =>
      body.data.some((r) => r.manifiesto === 'SOC-A1' && r.empresa === e.nombre),
    );
    if (!a) throw new Error('company A missing from the options');
    const onlyA = await get<TProviderExpensePage>(
      `/api/proveedor/gastos?empresa=${a.id}&estado=registrado`,
      token,
    );
    expect(onlyA.body.data.map((r) => r.valor)).toEqual([100_000]);
  });

  it('exports what it lists, formulas neutralised', async () => {
    const { token } = await loginAs(t.app, 'estacion@prov.test');
    const rows = csvRows((await download('/api/proveedor/gastos/exportar?formato=csv', token)).body);
    expect(rows[0]?.[0]).toBe('Fecha');
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['SOC-A1', 'SOC-A1', 'SOC-B1']);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/proveedor/gastos/exportar',
      ...withCookie(token),
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await readXlsx(xlsx.rawPayload)).length).toBe(4);
  });

  it('tells an account without a NIT why it sees nothing', async () => {
    const { token } = await loginAs(t.app, 'sin-nit@prov.test');
    const list = await get<{ message: string }>('/api/proveedor/gastos', token);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(MSG.partnerNoNit);
    expect((await get<TPartnerCompanies>('/api/proveedor/empresas', token)).body).toEqual({
      nit: null,
      empresas: [],
    });
  });
});

describe('the third-party area', () => {
  it('lists the trips of its vehicles in every company with advances and freight', async () => {
    const { token } = await loginAs(t.app, 'dueno@flota.test');
    const { status, body } = await get<TThirdPartyTripPage>('/api/terceros/viajes', token);
    expect(status).toBe(200);
    expect(body.data.map((r) => [r.manifiesto, r.placa, r.anticipos, r.valor_flete])).toEqual([
      ['SOC-B1', 'OWN303', 0, null],
      ['SOC-A1', 'OWN101', 300_000, 2_500_000],
    ]);
    expect(body).toMatchObject({ total: 2, total_anticipos: 300_000, total_flete: 2_500_000 });
    const other = await loginAs(t.app, 'otro-dueno@flota.test');
    const theirs = await get<TThirdPartyTripPage>('/api/terceros/viajes', other.token);
    expect(theirs.body.data.map((r) => r.manifiesto)).toEqual(['SOC-A2']);
    const byDate = await get<TThirdPartyTripPage>(
      '/api/terceros/viajes?desde=2026-03-05&hasta=2026-03-05',
      token,
    );
    expect(byDate.body.data.map((r) => r.manifiesto)).toEqual(['SOC-B1']);
    const rows = csvRows((await download('/api/terceros/viajes/exportar?formato=csv', token)).body);
    expect(
      rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(['SOC-A1', 'SOC-B1']);
  });

  it('keeps the owner and the freight when a resend leaves them out', async () => {
    const resend = await postBatch(t.app, keyA, [
      sampleMovement('SOC-A1', { vehiculo: { placa: 'OWN101', marca: 'Hino', modelo: '2020', serie: '' } }),
    ]);
    expect(resend.statusCode).toBe(200);
    const { token } = await loginAs(t.app, 'dueno@flota.test');
    const { body } = await get<TThirdPartyTripPage>('/api/terceros/viajes?q=OWN1', token);
    expect(body.data.map((r) => [r.manifiesto, r.valor_flete])).toEqual([['SOC-A1', 2_500_000]]);
  });

  it('refuses a malformed owner NIT and changes nothing', async () => {
    const res = await postBatch(t.app, keyA, [
      sampleMovement('SOC-BAD', {
        vehiculo: { placa: 'BAD001', marca: '', modelo: '', serie: '', propietario_nit: '12-AB' },
      }),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(MSG.partnerOwnerNitInvalid);
  });
});

describe('who may call', () => {
  it('keeps each area to its role', async () => {
    const company = (await loginAs(t.app, 'transporte@trazo.demo')).token;
    const provider = (await loginAs(t.app, 'estacion@prov.test')).token;
    const owner = (await loginAs(t.app, 'dueno@flota.test')).token;
    expect((await get('/api/proveedor/gastos', company)).status).toBe(403);
    expect((await get('/api/terceros/viajes', company)).status).toBe(403);
    expect((await get('/api/terceros/viajes', provider)).status).toBe(403);
    expect((await get('/api/proveedor/gastos', owner)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/terceros/viajes' })).statusCode).toBe(401);
  });
});
