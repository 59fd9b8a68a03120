import {
  MSG,
  type TDriverExpense,
  type TDriverTripMoney,
  type TLegalisationDetail,
  type TLegalisationPage,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { driverTripWithType } from '../../test/money-helpers';

// Issue 22 item 1 (ADR 0017): an expense the driver recorded offline that arrives after the company closed
// the legalisation is taken as late and reopens it — both sides see it; closing a trip still en ruta asks
// for an explicit confirmation.

describe('gasto que llega después del cierre', () => {
  let t: TestApp;
  let token: string;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), ...withCookie(token) });
  const detail = async (id: number) =>
    (await as('GET', `/legalizacion-gastos/${id}`)).json<TLegalisationDetail>();

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('accepts it into the closed legalisation, reopens it and shows it late to the company and the driver', async () => {
    const trip = await driverTripWithType(t.app, withCookie(token), 'LT-1');
    const first = await trip.record(20_000);
    expect(
      (await as('POST', `/legalizacion-gastos/${trip.movementId}/gastos/${first.id}/aprobar`, { version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await as('POST', `/legalizacion-gastos/${trip.movementId}/cerrar`)).statusCode).toBe(200);
    expect((await detail(trip.movementId)).trip).toMatchObject({ state: 'legalizada', balanceCop: 80_000 });

    // The phone comes back online with the parking it recorded offline.
    const late = await trip.record(15_000);
    expect(late.response.statusCode).toBe(201);
    expect(late.response.json<TDriverExpense>()).toMatchObject({
      state: 'registrado',
      late: true,
      amountCop: 15_000,
    });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/conductor/gastos',
      headers: trip.driver.headers,
      payload: { clientId: late.clientId, ...trip.body(15_000) },
    });
    expect(resend.statusCode).toBe(200);

    // The company: reopened, the balance live again, the late expense flagged, the history says why.
    const reopened = await detail(trip.movementId);
    expect(reopened.trip).toMatchObject({
      state: 'en_revision',
      closedAt: null,
      pendingCount: 1,
      pendingCop: 15_000,
      balanceCop: 80_000,
    });
    expect(reopened.trip.reopenedAt).not.toBeNull();
    expect(reopened.expenses.find((x) => x.id === late.id)).toMatchObject({
      late: true,
      state: 'registrado',
    });
    expect(reopened.expenses.find((x) => x.id === first.id)?.late).toBe(false);
    expect(reopened.history[0]).toMatchObject({
      action: MSG.moneyLegalisationReopenedHistory,
      detail: expect.stringContaining('$ 15.000'),
    });
    expect(reopened.history.map((h) => h.action)).toContain('Legalización cerrada');
    const list = (await as('GET', '/legalizacion-gastos?per_page=100')).json<TLegalisationPage>();
    expect(list.data.find((r) => r.movementId === trip.movementId)?.reopenedAt).toEqual(
      reopened.trip.reopenedAt,
    );

    // The driver: pending review, not refused.
    const money = await t.app.inject({
      method: 'GET',
      url: `/api/conductor/viajes/${trip.movementId}/dinero`,
      headers: trip.driver.headers,
    });
    const m = money.json<TDriverTripMoney>();
    expect(m.legalisationState).toBe('en_revision');
    expect(m.expenses.find((e) => e.clientId === late.clientId)).toMatchObject({
      state: 'registrado',
      late: true,
    });

    // Reviewed and closed again: the balance fixed anew, the reopening flag gone.
    expect((await as('POST', `/legalizacion-gastos/${trip.movementId}/cerrar`)).statusCode).toBe(424);
    expect(
      (await as('POST', `/legalizacion-gastos/${trip.movementId}/gastos/${late.id}/aprobar`, { version: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await as('POST', `/legalizacion-gastos/${trip.movementId}/cerrar`)).statusCode).toBe(200);
    expect((await detail(trip.movementId)).trip).toMatchObject({
      state: 'legalizada',
      balanceCop: 65_000,
      reopenedAt: null,
    });
  });

  it('asks for an explicit confirmation to close a trip still en ruta', async () => {
    const trip = await driverTripWithType(t.app, withCookie(token), 'LT-2');
    await t.database.db.execute(sql`update movements set estado = 'en_ruta' where id = ${trip.movementId}`);
    expect((await detail(trip.movementId)).trip.enRuta).toBe(true);
    const plain = await as('POST', `/legalizacion-gastos/${trip.movementId}/cerrar`);
    expect(plain.statusCode).toBe(424);
    expect(plain.json().message).toBe(MSG.moneyCloseEnRoute);
    expect((await detail(trip.movementId)).trip.state).toBe('abierta');
    const confirmed = await as('POST', `/legalizacion-gastos/${trip.movementId}/cerrar`, {
      confirmEnRoute: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await detail(trip.movementId)).trip.state).toBe('legalizada');
  });
});
