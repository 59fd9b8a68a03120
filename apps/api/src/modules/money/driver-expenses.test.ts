import { randomUUID } from 'node:crypto';
import { MSG, type TDriverExpense, type TDriverExpenseInput, type TDriverTripMoney } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { demoPhoto, PHOTO_SCENES } from '../../db/seed/demo-files';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { createDriverWithSession, type DriverWithSession } from '../../test/driver-helpers';
import { companyKey, customerIdOf, erpTrip, typeId } from '../../test/money-helpers';

// The drivers' side of trip money (issue 11 item 3): expenses with receipt photos from the app, scoped to
// the driver's own trips, idempotent by clientId, correctable until reviewed; the trip's running balance.

describe('gastos del conductor', () => {
  let t: TestApp;
  let token: string;
  let driver: DriverWithSession;
  let stranger: DriverWithSession;
  let foreignDriver: DriverWithSession;
  let tripId: number;
  let otherDriversTrip: number;
  let foreignTrip: number;
  let peaje: number;
  let alimentacion: number;

  const uploadPhoto = async (who: DriverWithSession, clientId = randomUUID()) => {
    const form = new FormData();
    form.append('clientId', clientId);
    form.append(
      'foto',
      new Blob([demoPhoto(PHOTO_SCENES[0] as (typeof PHOTO_SCENES)[number], 1)], { type: 'image/png' }),
      'recibo.png',
    );
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conductor/fotos',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    });
    if (res.statusCode !== 201) throw new Error(`photo → ${res.statusCode} ${res.body}`);
    return clientId;
  };
  const expense = (overrides: Partial<TDriverExpenseInput> = {}): TDriverExpenseInput => ({
    clientId: randomUUID(),
    movementId: tripId,
    expenseTypeId: peaje,
    amountCop: 18_700,
    occurredAt: '2026-03-02T07:45:00-05:00',
    position: { lat: 5.53, lon: -73.36 },
    beneficiaryName: 'Concesión Briceño Tunja',
    beneficiaryNit: '900123456',
    beneficiaryDv: 8,
    receiptNumber: 'T-0091',
    photos: [],
    ...overrides,
  });
  const send = (
    who: DriverWithSession,
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const money = async (who = driver, id = tripId) => {
    const res = await send(who, 'GET', `/conductor/viajes/${id}/dinero`);
    expect(res.statusCode).toBe(200);
    return res.json<TDriverTripMoney>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    const customerId = await customerIdOf(t.database.db, '900123456');
    const otherCustomerId = await customerIdOf(t.database.db, '901777888');
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    const key = await companyKey(t.app, 'transporte@trazo.demo');
    tripId = await erpTrip(t.app, key, 'DR-1', {
      anticipo: 500_000,
      conductor: { documento: '5551', nombre: 'Ana Ríos' },
    });
    otherDriversTrip = await erpTrip(t.app, key, 'DR-2', {
      conductor: { documento: '5552', nombre: 'Luis Gil' },
    });
    driver = await createDriverWithSession(t.app, { customerId, documento: '5551' });
    stranger = await createDriverWithSession(t.app, { customerId, documento: '5552' });
    const otherKey = await companyKey(t.app, 'transporte2@trazo.demo');
    foreignTrip = await erpTrip(t.app, otherKey, 'DR-3', {
      conductor: { documento: '5551', nombre: 'Ana Ríos' },
    });
    foreignDriver = await createDriverWithSession(t.app, { customerId: otherCustomerId, documento: '5551' });
    peaje = await typeId(t.database.db, customerId, 'Peaje');
    alimentacion = await typeId(t.database.db, customerId, 'Alimentación');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('lists the company’s active expense types', async () => {
    const res = await send(driver, 'GET', '/conductor/gastos/tipos');
    expect(res.statusCode).toBe(200);
    const names = res.json<{ data: { name: string }[] }>().data.map((d) => d.name);
    expect(names).toContain('Peaje');
    expect(names).toHaveLength(8);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/conductor/gastos/tipos', ...withCookie(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('records an expense with its receipt photo once: a resend answers the same, not a duplicate', async () => {
    const photo = await uploadPhoto(driver);
    const body = expense({ photos: [photo] });
    const first = await send(driver, 'POST', '/conductor/gastos', body);
    expect(first.statusCode).toBe(201);
    expect(first.json<TDriverExpense>()).toMatchObject({
      state: 'registrado',
      amountCop: 18_700,
      photos: [photo],
      withdrawn: false,
    });
    const again = await send(driver, 'POST', '/conductor/gastos', { ...body, amountCop: 99 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from trip_expenses where client_id = ${body.clientId}`,
    );
    expect(rows).toHaveLength(1);
    // Another driver resending that clientId is a conflict, not a read of the first one's expense.
    expect(
      (await send(stranger, 'POST', '/conductor/gastos', { ...body, movementId: otherDriversTrip }))
        .statusCode,
    ).toBe(409);
  });

  it('answers 425 while a receipt photo has not arrived, and enforces the type’s receipt rule and cap', async () => {
    const missing = randomUUID();
    const early = await send(driver, 'POST', '/conductor/gastos', expense({ photos: [missing] }));
    expect(early.statusCode).toBe(425);
    expect(early.json()).toMatchObject({ errors: { fotosPendientes: [missing] } });
    const noPhoto = await send(driver, 'POST', '/conductor/gastos', expense());
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().message).toBe(MSG.moneyReceiptRequired);
    const overCap = await send(
      driver,
      'POST',
      '/conductor/gastos',
      expense({ expenseTypeId: alimentacion, amountCop: 60_001, photos: [await uploadPhoto(driver)] }),
    );
    expect(overCap.statusCode).toBe(422);
    expect(overCap.json().message).toBe(MSG.moneyAmountOverCap);
    for (const bad of [
      { amountCop: 1500.5 },
      { amountCop: 0 },
      { beneficiaryDv: 3 }, // the DIAN check digit of 900123456 is 8
      { beneficiaryNit: '12ab' },
      { occurredAt: 'ayer' },
      // The drivers' events' rule (driver-scope checkOccurredAt): ≤ 10 min ahead, ≤ 30 days old.
      { occurredAt: '2100-12-31T10:00:00-05:00' },
      { occurredAt: '1900-01-02T10:00:00-05:00' },
      { occurredAt: new Date(t.app.clock.now().getTime() + 24 * 3_600_000).toISOString() },
      { occurredAt: new Date(t.app.clock.now().getTime() - 31 * 86_400_000).toISOString() },
      { position: null }, // neither a position nor geoDenied
    ]) {
      const res = await send(
        driver,
        'POST',
        '/conductor/gastos',
        expense({ ...bad, photos: [await uploadPhoto(driver)] }),
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const outOfRange = await queryRows(
      t.database.db,
      sql`select 1 from trip_expenses where occurred_at < '2026-01-01' or occurred_at > '2026-12-31'`,
    );
    expect(outOfRange).toEqual([]);
  });

  it('keeps expenses to the driver’s own trips of its company', async () => {
    const photo = await uploadPhoto(driver);
    const others = await send(
      driver,
      'POST',
      '/conductor/gastos',
      expense({ movementId: otherDriversTrip, photos: [photo] }),
    );
    expect(others.statusCode).toBe(404);
    // The same person at another company: that company's session cannot reach this trip, nor this one that.
    const foreignType = await typeId(t.database.db, foreignDriver.customerId, 'Parqueadero');
    const foreignOnMine = await send(
      foreignDriver,
      'POST',
      '/conductor/gastos',
      expense({ movementId: tripId, expenseTypeId: foreignType }),
    );
    expect(foreignOnMine.statusCode).toBe(404);
    expect((await send(driver, 'GET', `/conductor/viajes/${otherDriversTrip}/dinero`)).statusCode).toBe(404);
    expect((await send(driver, 'GET', `/conductor/viajes/${foreignTrip}/dinero`)).statusCode).toBe(404);
  });

  it('lets the driver correct or withdraw until the company reviews; then not', async () => {
    const photo = await uploadPhoto(driver);
    const body = expense({ expenseTypeId: alimentacion, amountCop: 32_000, photos: [photo] });
    expect((await send(driver, 'POST', '/conductor/gastos', body)).statusCode).toBe(201);
    const { clientId, ...rest } = body;
    const corrected = await send(driver, 'PUT', `/conductor/gastos/${clientId}`, {
      ...rest,
      amountCop: 35_500,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<TDriverExpense>().amountCop).toBe(35_500);
    // A correction's time follows the same rule as a new expense's.
    const future = await send(driver, 'PUT', `/conductor/gastos/${clientId}`, {
      ...rest,
      occurredAt: '2100-12-31T10:00:00-05:00',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(MSG.tripOccurredAtInvalid);

    const withdrawnBody = expense({ photos: [await uploadPhoto(driver)] });
    await send(driver, 'POST', '/conductor/gastos', withdrawnBody);
    const withdrawn = await send(driver, 'DELETE', `/conductor/gastos/${withdrawnBody.clientId}`);
    expect(withdrawn.json<TDriverExpense>().withdrawn).toBe(true);
    expect((await send(driver, 'DELETE', `/conductor/gastos/${withdrawnBody.clientId}`)).statusCode).toBe(
      200,
    );
    expect((await send(stranger, 'DELETE', `/conductor/gastos/${clientId}`)).statusCode).toBe(404);

    // The company approves the meal: the driver can no longer change it.
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from trip_expenses where client_id = ${clientId}`,
    );
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/legalizacion-gastos/${tripId}/gastos/${row?.id}/aprobar`,
      payload: { version: 2 }, // the driver corrected it once
      ...withCookie(token),
    });
    expect(approve.statusCode).toBe(200);
    const late = await send(driver, 'PUT', `/conductor/gastos/${clientId}`, { ...rest, amountCop: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: MSG.moneyExpenseReviewed });
    expect((await send(driver, 'DELETE', `/conductor/gastos/${clientId}`)).statusCode).toBe(409);
  });

  it('shows the driver the advances, each expense’s state and reason, and the running balance to the peso', async () => {
    const m = await money();
    // Peaje 18.700 (registrado) + Alimentación 35.500 (aprobado); the withdrawn one is gone.
    expect(m).toMatchObject({
      legalisationState: 'en_revision',
      advancesCop: 500_000,
      expensesCop: 54_200,
      approvedCop: 35_500,
      pendingCop: 18_700,
      balanceCop: 464_500,
      balanceResult: 'excedente',
    });
    expect(m.advances).toEqual([expect.objectContaining({ amountCop: 500_000, reference: 'ERP' })]);
    expect(m.expenses.map((e) => e.state).sort()).toEqual(['aprobado', 'registrado']);

    const [toll] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from trip_expenses where movement_id = ${tripId} and state = 'registrado' and withdrawn_at is null`,
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/legalizacion-gastos/${tripId}/gastos/${toll?.id}/rechazar`,
      payload: { reason: 'El recibo no es legible', version: 1 },
      ...withCookie(token),
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/legalizacion-gastos/${tripId}/cerrar`,
      ...withCookie(token),
    });
    const closed = await money();
    expect(closed).toMatchObject({ legalisationState: 'legalizada', balanceCop: 464_500, pendingCop: 0 });
    expect(closed.expenses.find((e) => e.state === 'rechazado')?.rejectionReason).toBe(
      'El recibo no es legible',
    );

    // Closed: an expense that still arrives is taken as late and reopens it (late-expense.test.ts);
    // what was reviewed stays as it is.
    const { clientId: _late, ...correction } = expense({ photos: [await uploadPhoto(driver)] });
    const reviewed = closed.expenses.find((e) => e.state === 'aprobado')?.clientId;
    const after = await send(driver, 'PUT', `/conductor/gastos/${reviewed}`, correction);
    expect(after.statusCode).toBe(424);
    expect(after.json()).toEqual({ message: MSG.moneyLegalisationClosed });
  });
});
