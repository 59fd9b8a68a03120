import type { TDriverExpense, TDriverTripMoney } from '@trazo/shared';
import { balanceResult, formatPesos, type TBalanceResult } from '@trazo/shared/money/display';
import type { OutboxItem, SentItem } from './db';

// A trip's money as the driver sees it (issue 11): the server's copy (maybe cached, maybe old) joined with
// the expenses the phone recorded, corrected or withdrawn since — still in the outbox or accepted but not
// yet read back — and the totals over the result. The server sums the same way (ADR 0017): refused and
// withdrawn expenses count in nothing; balance = advances − approved; pending is shown apart.

/** How far an expense got: on the server, waiting in the outbox, or refused for good by the server. */
export type ExpenseSync = 'enviado' | 'por_enviar' | 'no_aceptado';

export interface ExpenseView extends TDriverExpense {
  sync: ExpenseSync;
  /** The server's last answer about a change still in the outbox (a refusal, a delay). */
  syncError: string | null;
}

export interface TripMoneyView {
  legalisationState: TDriverTripMoney['legalisationState'];
  advances: TDriverTripMoney['advances'];
  /** Newest first. */
  expenses: ExpenseView[];
  advancesCop: number;
  approvedCop: number;
  pendingCop: number;
  refusedCop: number;
  /** Advances − approved expenses: what closing the legalisation fixes. */
  balanceCop: number;
  balanceResult: TBalanceResult;
  /** The balance once the expenses still to review are approved too. */
  projectedCop: number;
}

type Queued = Pick<
  OutboxItem,
  'kind' | 'clientId' | 'method' | 'body' | 'meta' | 'rejected' | 'lastError'
> & {
  seq?: number;
};
type Accepted = Pick<SentItem, 'kind' | 'answer' | 'sentAt'>;

/** The expense a queued request is about: its own clientId (POST) or the one it corrects or withdraws. */
export const expenseClientIdOf = (item: Pick<OutboxItem, 'clientId' | 'meta'>): string =>
  typeof item.meta?.expenseClientId === 'string' ? item.meta.expenseClientId : item.clientId;

function fromBody(body: Record<string, unknown>, meta: Record<string, unknown> | undefined) {
  return {
    movementId: Number(body.movementId),
    expenseTypeId: Number(body.expenseTypeId),
    expenseType: typeof meta?.expenseType === 'string' ? meta.expenseType : 'Gasto',
    amountCop: Number(body.amountCop),
    occurredAt: String(body.occurredAt),
    beneficiaryName: String(body.beneficiaryName ?? ''),
    beneficiaryNit: String(body.beneficiaryNit ?? ''),
    beneficiaryDv: typeof body.beneficiaryDv === 'number' ? body.beneficiaryDv : null,
    receiptNumber: String(body.receiptNumber ?? ''),
    note: String(body.note ?? ''),
    photos: Array.isArray(body.photos) ? body.photos.map(String) : [],
  };
}

const isExpense = (value: unknown): value is TDriverExpense =>
  typeof value === 'object' && value !== null && 'clientId' in value && 'state' in value;

/**
 * `readAt`: when the server's copy was read (its records accepted before that are in it already).
 * `outbox` in queue order and `sent` may hold other kinds of records: only expenses count.
 */
export function tripMoneyView(
  server: TDriverTripMoney | null,
  readAt: number,
  outbox: Queued[],
  sent: Accepted[],
): TripMoneyView {
  const byId = new Map<string, ExpenseView>();
  for (const e of server?.expenses ?? []) {
    if (!e.withdrawn) byId.set(e.clientId, { ...e, sync: 'enviado', syncError: null });
  }
  const accepted = sent
    .filter((s) => s.kind === 'gasto' && s.sentAt > readAt)
    .sort((a, b) => a.sentAt - b.sentAt);
  for (const s of accepted) {
    if (!isExpense(s.answer)) continue;
    if (s.answer.withdrawn) byId.delete(s.answer.clientId);
    else byId.set(s.answer.clientId, { ...s.answer, sync: 'enviado', syncError: null });
  }
  const queued = outbox.filter((o) => o.kind === 'gasto').sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const o of queued) {
    const clientId = expenseClientIdOf(o);
    const current = byId.get(clientId);
    if (o.method === 'POST' || (o.method === 'PUT' && !o.rejected)) {
      // A correction queued behind a record the server refused stays refused with it.
      const held = o.method === 'PUT' && current?.sync === 'no_aceptado';
      byId.set(clientId, {
        clientId,
        state: 'registrado',
        rejectionReason: null,
        withdrawn: false,
        late: false,
        ...current,
        ...fromBody(o.body, o.meta),
        sync: held || o.rejected ? 'no_aceptado' : 'por_enviar',
        syncError: held ? (current?.syncError ?? null) : o.lastError,
      });
    } else if (o.method === 'DELETE' && !o.rejected) {
      byId.delete(clientId);
    } else if (current) {
      // A correction or withdrawal the server refused for good: the expense stays as it was, with why.
      byId.set(clientId, { ...current, syncError: o.lastError });
    }
  }
  const expenses = [...byId.values()].sort(
    (a, b) => new Date(b.occurredAt).getTime() - new Date(a.occurredAt).getTime(),
  );
  const sum = (state: TDriverExpense['state']) =>
    expenses.filter((e) => e.state === state).reduce((total, e) => total + e.amountCop, 0);
  const advancesCop = server?.advancesCop ?? 0;
  const approvedCop = sum('aprobado');
  const pendingCop = sum('registrado');
  const balanceCop = advancesCop - approvedCop;
  return {
    legalisationState: server?.legalisationState ?? 'abierta',
    advances: server?.advances ?? [],
    expenses,
    advancesCop,
    approvedCop,
    pendingCop,
    refusedCop: sum('rechazado'),
    balanceCop,
    balanceResult: balanceResult(balanceCop),
    projectedCop: balanceCop - pendingCop,
  };
}

/** The driver may correct or withdraw an expense until the company reviews it or closes the trip. */
export function isEditable(expense: ExpenseView, legalisationState: TripMoneyView['legalisationState']) {
  return (
    expense.state === 'registrado' && legalisationState !== 'legalizada' && expense.sync !== 'no_aceptado'
  );
}

/**
 * What the balance means for the driver (the company reads it as excedente / faltante, ADR 0017): a fact
 * once the legalisation is closed, what it would be today while it is open.
 */
export function balanceMeaning(
  view: Pick<TripMoneyView, 'balanceCop' | 'balanceResult'>,
  closed: boolean,
): string {
  const amount = formatPesos(Math.abs(view.balanceCop));
  if (view.balanceResult === 'excedente')
    return closed
      ? `Excedente: usted devuelve ${amount} a la empresa.`
      : `Con lo aprobado hasta ahora, usted devolvería ${amount} a la empresa (excedente).`;
  if (view.balanceResult === 'faltante')
    return closed
      ? `Faltante: la empresa le paga ${amount}.`
      : `Con lo aprobado hasta ahora, la empresa le pagaría ${amount} (faltante).`;
  return closed
    ? 'En cero: no hay nada que devolver ni que cobrar.'
    : 'Con lo aprobado hasta ahora, en cero.';
}
