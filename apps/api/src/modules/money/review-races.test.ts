import { formatPesos, MSG, type TLegalisationDetail } from '@trazo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, withCookie } from '../../test/auth-helpers';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/create-test-app';
import { driverTripWithType } from '../../test/money-helpers';

// Issue 23 items 3 and 5: the company reviews what it saw (a review carries the expense's version; a
// correction since is a 409 with the new amount), and a driver's correction or withdrawal racing the
// company's approval takes the locks in one order (legalisation, then expense): never a 500 (PostgreSQL
// answered "deadlock detected"), exactly one wins, the other gets a Spanish 409.

const ROUNDS = 20;

describe('revisión de gastos frente a cambios del conductor', () => {
  let t: TestApp;
  let token: string;
  let trip: Awaited<ReturnType<typeof driverTripWithType>>;
  const review = (id: number, version: number, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/legalizacion-gastos/${trip.movementId}/gastos/${id}/${reason ? 'rechazar' : 'aprobar'}`,
      payload: reason ? { reason, version } : { version },
      ...withCookie(token),
    });
  const driverSend = (method: 'PUT' | 'DELETE', clientId: string, amountCop = 0) =>
    t.app.inject({
      method,
      url: `/api/conductor/gastos/${clientId}`,
      headers: trip.driver.headers,
      ...(method === 'PUT' ? { payload: trip.body(amountCop) } : {}),
    });
  const expenseOf = async (id: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/legalizacion-gastos/${trip.movementId}`,
      ...withCookie(token),
    });
    return res.json<TLegalisationDetail>().expenses.find((x) => x.id === id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginAs(t.app, 'transporte@trazo.demo'));
    trip = await driverTripWithType(t.app, withCookie(token), 'RV-1');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('refuses to approve or refuse an amount the reviewer never saw: 409 with the new amount', async () => {
    const x = await trip.record(50_000);
    expect((await expenseOf(x.id))?.version).toBe(1);
    expect((await driverSend('PUT', x.clientId, 900_000)).statusCode).toBe(200);
    for (const stale of [await review(x.id, 1), await review(x.id, 1, 'No corresponde')]) {
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: `${MSG.moneyExpenseChanged} $ 900.000.` });
    }
    expect(await expenseOf(x.id)).toMatchObject({ state: 'registrado', amountCop: 900_000, version: 2 });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/legalizacion-gastos/${trip.movementId}/gastos/${x.id}/aprobar`,
      ...withCookie(token),
    });
    expect(missing.statusCode).toBe(422);
    expect((await review(x.id, 2)).statusCode).toBe(200);
    expect(await expenseOf(x.id)).toMatchObject({ state: 'aprobado', amountCop: 900_000 });
  });

  it('a correction and an approval at once: one wins, the other gets a 409, never a 500', async () => {
    const outcomes = { corrected: 0, approved: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const x = await trip.record(10_000 + round);
      const [put, approve] = await Promise.all([
        driverSend('PUT', x.clientId, 20_000 + round),
        review(x.id, 1),
      ]);
      const statuses = [put.statusCode, approve.statusCode].sort();
      expect(statuses, `${put.body} | ${approve.body}`).toEqual([200, 409]);
      const stored = await expenseOf(x.id);
      if (put.statusCode === 200) {
        outcomes.corrected += 1;
        expect(approve.json().message).toBe(`${MSG.moneyExpenseChanged} ${formatPesos(20_000 + round)}.`);
        expect(stored).toMatchObject({ state: 'registrado', amountCop: 20_000 + round, version: 2 });
      } else {
        outcomes.approved += 1;
        expect(put.json()).toEqual({ message: MSG.moneyExpenseReviewed });
        expect(stored).toMatchObject({ state: 'aprobado', amountCop: 10_000 + round, version: 1 });
      }
    }
    expect(outcomes.corrected + outcomes.approved).toBe(ROUNDS);
  });

  it('a withdrawal and an approval at once: one wins, the other gets a 409, never a 500', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const x = await trip.record(30_000 + round);
      const [withdraw, approve] = await Promise.all([driverSend('DELETE', x.clientId), review(x.id, 1)]);
      const statuses = [withdraw.statusCode, approve.statusCode].sort();
      expect(statuses, `${withdraw.body} | ${approve.body}`).toEqual([200, 409]);
      const stored = await expenseOf(x.id);
      if (withdraw.statusCode === 200) {
        expect(approve.json()).toEqual({ message: MSG.moneyExpenseWithdrawnMeanwhile });
        expect(stored).toBeUndefined(); // withdrawn expenses are not on the review screen
      } else {
        expect(withdraw.json()).toEqual({ message: MSG.moneyExpenseReviewed });
        expect(stored).toMatchObject({ state: 'aprobado' });
      }
    }
  });
});
