import type { TDriverExpense, TDriverTripMoney } from '@trazo/shared';
import { describe, expect, it } from 'vitest';
import { balanceMeaning, isEditable, tripMoneyView } from './money-view';

const expense = (over: Partial<TDriverExpense>): TDriverExpense => ({
  clientId: 'a',
  movementId: 7,
  expenseTypeId: 1,
  expenseType: 'Peaje',
  amountCop: 12_500,
  occurredAt: '2026-05-04T10:00:00.000Z',
  beneficiaryName: '',
  beneficiaryNit: '',
  beneficiaryDv: null,
  receiptNumber: '',
  note: '',
  photos: [],
  state: 'registrado',
  rejectionReason: null,
  withdrawn: false,
  late: false,
  ...over,
});

const money = (expenses: TDriverExpense[], advancesCop = 500_000): TDriverTripMoney => ({
  movementId: 7,
  legalisationState: 'en_revision',
  advances: [{ amountCop: advancesCop, paidOn: '2026-05-03', method: 'efectivo', reference: '' }],
  expenses,
  advancesCop,
  expensesCop: 0,
  approvedCop: 0,
  pendingCop: 0,
  balanceCop: 0,
  balanceResult: 'en_cero',
});

const body = (over: Record<string, unknown> = {}) => ({
  movementId: 7,
  occurredAt: '2026-05-04T09:00:00-05:00',
  expenseTypeId: 3,
  amountCop: 45_500,
  photos: ['p1'],
  ...over,
});

describe('tripMoneyView', () => {
  it('sums the server copy like the server: balance = advances − approved; refused counts in nothing', () => {
    const view = tripMoneyView(
      money([
        expense({ clientId: 'toll', amountCop: 12_500, state: 'aprobado' }),
        expense({ clientId: 'meal', amountCop: 45_500, state: 'rechazado', rejectionReason: 'Sin NIT' }),
        expense({ clientId: 'fuel', amountCop: 180_000, state: 'registrado' }),
      ]),
      1000,
      [],
      [],
    );
    expect(view.approvedCop).toBe(12_500);
    expect(view.refusedCop).toBe(45_500);
    expect(view.pendingCop).toBe(180_000);
    expect(view.balanceCop).toBe(487_500);
    expect(view.balanceResult).toBe('excedente');
    expect(view.projectedCop).toBe(307_500);
    expect(view.expenses.map((e) => e.sync)).toEqual(['enviado', 'enviado', 'enviado']);
  });

  it('adds an expense still in the outbox as pending, named after its type', () => {
    const view = tripMoneyView(
      money([]),
      1000,
      [
        {
          seq: 1,
          kind: 'foto',
          clientId: 'p1',
          method: 'POST',
          body: { clientId: 'p1' },
          rejected: false,
          lastError: null,
        },
        {
          seq: 2,
          kind: 'gasto',
          clientId: 'meal',
          method: 'POST',
          body: { clientId: 'meal', ...body() },
          meta: { expenseType: 'Alimentación' },
          rejected: false,
          lastError: null,
        },
      ],
      [],
    );
    expect(view.expenses).toHaveLength(1);
    expect(view.expenses[0]).toMatchObject({
      clientId: 'meal',
      expenseType: 'Alimentación',
      amountCop: 45_500,
      state: 'registrado',
      sync: 'por_enviar',
      photos: ['p1'],
    });
    expect(view.pendingCop).toBe(45_500);
    expect(view.balanceCop).toBe(500_000);
  });

  it('applies accepted answers newer than the copy and ignores older ones', () => {
    const server = money([expense({ clientId: 'toll', amountCop: 10_000 })]);
    const view = tripMoneyView(
      server,
      1000,
      [],
      [
        { kind: 'gasto', sentAt: 900, answer: expense({ clientId: 'old', amountCop: 1 }) },
        { kind: 'gasto', sentAt: 1100, answer: expense({ clientId: 'toll', amountCop: 12_000 }) },
        { kind: 'gasto', sentAt: 1200, answer: expense({ clientId: 'fuel', withdrawn: true }) },
      ],
    );
    expect(view.expenses.map((e) => [e.clientId, e.amountCop])).toEqual([['toll', 12_000]]);
  });

  it('shows a queued correction and hides a queued withdrawal', () => {
    const server = money([
      expense({ clientId: 'toll', amountCop: 10_000 }),
      expense({ clientId: 'fuel', amountCop: 90_000, expenseType: 'Combustible' }),
    ]);
    const view = tripMoneyView(
      server,
      1000,
      [
        {
          seq: 1,
          kind: 'gasto',
          clientId: 'r1',
          method: 'PUT',
          body: body({ amountCop: 11_000, expenseTypeId: 1 }),
          meta: { expenseType: 'Peaje', expenseClientId: 'toll' },
          rejected: false,
          lastError: null,
        },
        {
          seq: 2,
          kind: 'gasto',
          clientId: 'r2',
          method: 'DELETE',
          body: {},
          meta: { expenseType: 'Combustible', expenseClientId: 'fuel' },
          rejected: false,
          lastError: null,
        },
      ],
      [],
    );
    expect(view.expenses).toHaveLength(1);
    expect(view.expenses[0]).toMatchObject({ clientId: 'toll', amountCop: 11_000, sync: 'por_enviar' });
    expect(view.pendingCop).toBe(11_000);
  });

  it('keeps an expense as it was when the server refused its correction for good, with the reason', () => {
    const server = money([expense({ clientId: 'toll', amountCop: 10_000, state: 'aprobado' })]);
    const view = tripMoneyView(
      server,
      1000,
      [
        {
          seq: 1,
          kind: 'gasto',
          clientId: 'r1',
          method: 'PUT',
          body: body({ amountCop: 99_000 }),
          meta: { expenseType: 'Peaje', expenseClientId: 'toll' },
          rejected: true,
          lastError: 'La empresa ya revisó este gasto',
        },
      ],
      [],
    );
    expect(view.expenses[0]).toMatchObject({
      amountCop: 10_000,
      state: 'aprobado',
      syncError: 'La empresa ya revisó este gasto',
    });
    expect(view.approvedCop).toBe(10_000);
  });

  it('works with no server copy at all (offline before the first read)', () => {
    const view = tripMoneyView(null, 0, [], []);
    expect(view).toMatchObject({ advancesCop: 0, balanceCop: 0, balanceResult: 'en_cero', expenses: [] });
  });
});

describe('isEditable', () => {
  const view = tripMoneyView(money([expense({ clientId: 'x' })]), 1, [], []);
  const [pending] = view.expenses;

  it('allows corrections until the company reviews the expense or closes the trip', () => {
    expect(pending).toBeDefined();
    if (!pending) return;
    expect(isEditable(pending, 'en_revision')).toBe(true);
    expect(isEditable(pending, 'legalizada')).toBe(false);
    expect(isEditable({ ...pending, state: 'aprobado' }, 'en_revision')).toBe(false);
    expect(isEditable({ ...pending, sync: 'no_aceptado' }, 'abierta')).toBe(false);
  });
});

describe('balanceMeaning', () => {
  it('tells the driver who pays whom, to the peso: a fact once closed, a forecast while open', () => {
    expect(balanceMeaning({ balanceCop: 320_000, balanceResult: 'excedente' }, true)).toBe(
      'Excedente: usted devuelve $ 320.000 a la empresa.',
    );
    expect(balanceMeaning({ balanceCop: -1_500, balanceResult: 'faltante' }, true)).toBe(
      'Faltante: la empresa le paga $ 1.500.',
    );
    expect(balanceMeaning({ balanceCop: 0, balanceResult: 'en_cero' }, true)).toMatch(/^En cero/);
    expect(balanceMeaning({ balanceCop: -1_500, balanceResult: 'faltante' }, false)).toBe(
      'Con lo aprobado hasta ahora, la empresa le pagaría $ 1.500 (faltante).',
    );
  });
});
