import { MSG, type TDriverActionResponse, type TDriverPage, type TMovementDetail } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, movements } from '../../db/schema';
import { loginAs } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession } from '../../test/driver-helpers';

// The company's 'Conductores' (issue 10 item 2) and the movement detail's driver: role 5, scoped to the
// caller's company, the mobile-app gate on writes that give access.

type Caller = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

let t: TestApp;
let demoId: number;
let otherId: number;
let transporte: Caller;
let other: Caller;
let sinApp: Caller;

async function callerFor(email: string): Promise<Caller> {
  const { bearer } = await loginAs(t.app, email);
  return (method, url, payload) => t.app.inject({ method, url: `/api${url}`, headers: bearer, payload });
}
async function customerIdOf(nit: string) {
  const [row] = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.nit, nit));
  if (!row) throw new Error(`no customer ${nit}`);
  return row.id;
}
async function movementIdOf(customerId: number, manifiesto?: string) {
  const [row] = await t.app.db
    .select({ id: movements.id })
    .from(movements)
    .where(
      manifiesto
        ? and(eq(movements.customerId, customerId), eq(movements.manifiestoNumero, manifiesto))
        : eq(movements.customerId, customerId),
    )
    .limit(1);
  if (!row) throw new Error(`no movement of customer ${customerId}`);
  return row.id;
}
const signIn = (documento: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/conductor/sesion', payload: { documento, password } });

beforeAll(async () => {
  t = await createTestApp({ movements: true });
  demoId = await customerIdOf('900123456');
  otherId = await customerIdOf('901777888');
  await t.app.db.update(customers).set({ hasMobileApp: true }).where(eq(customers.id, otherId));
  transporte = await callerFor('transporte@trazo.demo');
  other = await callerFor('transporte2@trazo.demo');
  sinApp = await callerFor('pagos@trazo.demo');
}, SETUP_TIMEOUT_MS);
afterAll(() => t?.close());

async function create(caller: Caller, payload: object) {
  const response = await caller('POST', '/conductores', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TDriverActionResponse>().data;
}
async function list(caller: Caller, query = '') {
  const response = await caller('GET', `/conductores${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDriverPage>();
}

describe('the company’s drivers', () => {
  it('lists the drivers that came with ERP movements, without access, searched without accents', async () => {
    const page = await list(transporte, '?q=edgar%20mauricio');
    expect(page.data.map((d) => d.documento)).toEqual(['98765432']);
    expect(page.data[0]).toMatchObject({
      nombre: 'Édgar Mauricio Gómez Pineda',
      acceso: 'sin_acceso',
      lastSyncAt: null,
    });
    const byDocument = await list(transporte, '?q=7945');
    expect(byDocument.data.map((d) => d.nombre)).toEqual(['José Libardo Suárez Niño']);
  });

  it('paginates in SQL and counts every driver of the company only', async () => {
    const all = await list(transporte, '?per_page=100');
    expect(all.total).toBeGreaterThan(3);
    const first = await list(transporte, '?per_page=2&page=1');
    const second = await list(transporte, '?per_page=2&page=2');
    expect(first.total).toBe(all.total);
    expect(first.data).toHaveLength(2);
    expect(first.last_page).toBe(Math.ceil(all.total / 2));
    expect([...first.data, ...second.data].map((d) => d.id)).toEqual(all.data.slice(0, 4).map((d) => d.id));
    const theirs = await list(other, '?per_page=100');
    const mine = new Set(all.data.map((d) => d.id));
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(theirs.data.some((d) => mine.has(d.id))).toBe(false);
  });

  it('creates a driver with a password that signs in to the app, and refuses a duplicate document', async () => {
    const created = await create(transporte, {
      documento: '1.030.555.777',
      nombre: 'Marta Lucía Ríos',
      telefono: '3001234567',
      email: 'Marta@Example.com',
      password: 'Ruta-Segura-1',
    });
    expect(created).toMatchObject({ documento: '1030555777', acceso: 'activo', email: 'marta@example.com' });
    expect(created.passwordSetAt).not.toBeNull();
    expect((await signIn('1030555777', 'Ruta-Segura-1')).statusCode).toBe(200);

    const again = await transporte('POST', '/conductores', { documento: '1030555777', nombre: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.driverDuplicate });
    // The same document at another company is another driver row.
    expect((await create(other, { documento: '1030555777', nombre: 'Marta Lucía Ríos' })).acceso).toBe(
      'sin_acceso',
    );
  });

  it('validates with Spanish messages: short, common or document-equal passwords, bad phone and e-mail', async () => {
    const cases: [object, string][] = [
      [{ documento: '55667788', nombre: 'A', password: 'corta' }, MSG.passwordMinHint],
      [{ documento: '55667788', nombre: 'A', password: '12345678' }, MSG.passwordTooCommon],
      [{ documento: '55667788901', nombre: 'A', password: '55667788901' }, MSG.driverPasswordIsDocument],
      [{ documento: '55667788', nombre: '', password: 'Ruta-Segura-1' }, MSG.driverNameRequired],
      [{ documento: '55 66<script>', nombre: 'A' }, MSG.driverDocumentInvalid],
      [{ documento: '55667788', nombre: 'A', telefono: '300-123' }, MSG.driverPhoneInvalid],
      [{ documento: '55667788', nombre: 'A', email: 'no-es-correo' }, MSG.emailInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await transporte('POST', '/conductores', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.body).toContain(message);
    }
  });

  it('gives an ERP driver access, and a reset signs its devices out and retires the old password', async () => {
    const [erp] = (await list(transporte, '?q=80123456')).data;
    if (!erp) throw new Error('the demo driver 80123456 is missing');
    const set = await transporte('PUT', `/conductores/${erp.id}/clave`, { password: 'Primera-Clave-1' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TDriverActionResponse>().data.acceso).toBe('activo');
    const first = await signIn('80123456', 'Primera-Clave-1');
    const token = first.json<{ token: string }>().token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/conductor/sesion', headers })).statusCode).toBe(
      200,
    );

    const reset = await transporte('PUT', `/conductores/${erp.id}/clave`, { password: 'Segunda-Clave-2' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/conductor/sesion', headers })).statusCode).toBe(
      401,
    );
    expect((await signIn('80123456', 'Primera-Clave-1')).statusCode).toBe(401);
    expect((await signIn('80123456', 'Segunda-Clave-2')).statusCode).toBe(200);
  });

  it('deactivating ends the driver’s sessions at once; reactivating lets the same password in again', async () => {
    const driver = await createDriverWithSession(t.app, { customerId: demoId });
    const me = () => t.app.inject({ method: 'GET', url: '/api/conductor/sesion', headers: driver.headers });
    expect((await me()).statusCode).toBe(200);
    const [row] = (await list(transporte, `?q=${driver.documento}`)).data;
    expect(row?.lastSyncAt).not.toBeNull();

    const off = await transporte('PUT', `/conductores/${driver.driverId}/acceso`, { activo: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<TDriverActionResponse>()).toMatchObject({
      message: MSG.driverDeactivated,
      data: { acceso: 'desactivado' },
    });
    expect((await me()).statusCode).toBe(401);
    expect((await signIn(driver.documento, driver.password)).statusCode).toBe(401);

    const on = await transporte('PUT', `/conductores/${driver.driverId}/acceso`, { activo: true });
    expect(on.json<TDriverActionResponse>().data.acceso).toBe('activo');
    expect((await me()).statusCode).toBe(401); // the ended session stays ended
    expect((await signIn(driver.documento, driver.password)).statusCode).toBe(200);
  });

  it('cannot reactivate a driver who never had a password', async () => {
    const created = await create(transporte, { documento: '33445566', nombre: 'Sin Clave' });
    const on = await transporte('PUT', `/conductores/${created.id}/acceso`, { activo: true });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toEqual({ message: MSG.driverNeedsPassword });
  });

  it('edits name, phone and e-mail but never the document', async () => {
    const created = await create(transporte, { documento: '44556677', nombre: 'Nombre Viejo' });
    const edited = await transporte('PUT', `/conductores/${created.id}`, {
      nombre: 'Nombre Nuevo',
      telefono: '3110000000',
      documento: '1',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TDriverActionResponse>().data).toMatchObject({
      documento: '44556677',
      nombre: 'Nombre Nuevo',
      telefono: '3110000000',
    });
  });

  it('never reaches another company’s driver: 404 for every write', async () => {
    const mine = await create(transporte, {
      documento: '66778899',
      nombre: 'Solo Mío',
      password: 'Ruta-Segura-1',
    });
    const writes: [string, object][] = [
      [`/conductores/${mine.id}`, { nombre: 'Robado' }],
      [`/conductores/${mine.id}/clave`, { password: 'Clave-Ajena-9' }],
      [`/conductores/${mine.id}/acceso`, { activo: false }],
    ];
    for (const [url, payload] of writes) {
      const response = await other('PUT', url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: MSG.driverNotFound });
    }
    expect((await list(transporte, '?q=66778899')).data[0]).toMatchObject({
      nombre: 'Solo Mío',
      acceso: 'activo',
    });
    expect((await signIn('66778899', 'Ruta-Segura-1')).statusCode).toBe(200);
  });

  it('without the mobile app: reads, but giving access is refused (424)', async () => {
    expect((await sinApp('GET', '/conductores')).statusCode).toBe(200);
    const created = await sinApp('POST', '/conductores', {
      documento: '11223344',
      nombre: 'X',
      password: 'Ruta-Segura-1',
    });
    expect(created.statusCode).toBe(424);
    expect(created.json()).toEqual({ message: MSG.configNoMobileApp });
  });
});

describe('the movement’s driver', () => {
  it('the company assigns one of its drivers and the movement detail shows it', async () => {
    // 100900: today's trip, not started (a finished trip keeps its driver: movement-driver-changes.test.ts)
    const movementId = await movementIdOf(demoId, '100900');
    const driver = await create(transporte, { documento: '99887766', nombre: 'Conductor Asignado' });
    const assigned = await transporte('PUT', `/movimientos/${movementId}/conductor`, { driverId: driver.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({
      message: MSG.driverAssigned,
      data: { id: driver.id, documento: '99887766', nombre: 'Conductor Asignado' },
    });
    const detail = (await transporte('GET', `/movimientos/${movementId}`)).json<TMovementDetail>();
    expect(detail.conductor).toMatchObject({ id: driver.id, documento: '99887766' });
  });

  it('refuses another company’s driver or movement with 404, and changes nothing', async () => {
    const myMovement = await movementIdOf(demoId, '100001');
    const theirMovement = await movementIdOf(otherId);
    const theirDriver = await create(other, { documento: '12121212', nombre: 'Ajeno' });
    const myDriver = await create(transporte, { documento: '34343434', nombre: 'Propio' });
    const before = (await transporte('GET', `/movimientos/${myMovement}`)).json<TMovementDetail>().conductor;

    const foreignDriver = await transporte('PUT', `/movimientos/${myMovement}/conductor`, {
      driverId: theirDriver.id,
    });
    expect(foreignDriver.statusCode).toBe(404);
    expect(foreignDriver.json()).toEqual({ message: MSG.driverNotFound });
    const foreignMovement = await transporte('PUT', `/movimientos/${theirMovement}/conductor`, {
      driverId: myDriver.id,
    });
    expect(foreignMovement.statusCode).toBe(404);
    expect(foreignMovement.json()).toEqual({ message: MSG.movementNotFound });
    const intruder = await other('PUT', `/movimientos/${myMovement}/conductor`, { driverId: theirDriver.id });
    expect(intruder.statusCode).toBe(404);

    const after = (await transporte('GET', `/movimientos/${myMovement}`)).json<TMovementDetail>().conductor;
    expect(after).toEqual(before);
  });
});
