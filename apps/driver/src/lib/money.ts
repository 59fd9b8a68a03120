import type { TDriverExpenseType, TDriverTripMoney } from '@trazo/shared';
import { formatPesos } from '@trazo/shared/money/display';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TakenPhoto } from '../screens/photo-picker';
import { ApiError, cachedGet } from './api';
import { db } from './db';
import type { ExpenseValues } from './expense-form';
import type { Position } from './geo';
import { useLive, useOnline, usePendingCount } from './live';
import { type TripMoneyView, tripMoneyView } from './money-view';
import { enqueue } from './outbox';
import { localIso, photoUploads, positionFields } from './records';
import { EXPENSE_TYPES_PATH, useLocalRecords } from './trips';
import { uuid7 } from './uuid7';

// A trip's money in the drivers' app (issue 11): read from the server when there is signal and kept on
// the phone for when there is not; expenses go through the outbox like every record (ADR 0016, 0017).

export const moneyPath = (movementId: number) => `/conductor/viajes/${movementId}/dinero`;

/** How often an open money screen reads the company's side again (a small GET; only while visible). */
const MONEY_REFRESH_MS = 15_000;

export interface TripMoney {
  view: TripMoneyView;
  /** The phone's copy has been read (it may be missing). */
  ready: boolean;
  /** Whether the phone holds a copy of the company's side (advances, reviews) at all. */
  known: boolean;
  /** When that copy was read from the server (ms; 0 when none). */
  readAt: number;
  loading: boolean;
  error: string | null;
}

export function useTripMoney(movementId: number): TripMoney {
  const path = moneyPath(movementId);
  // undefined while the phone's copy is being read, null when there is none.
  const cached = useLive(async () => (await db.cache.get(path)) ?? null, undefined, path);
  const { outbox, sent } = useLocalRecords(movementId);
  const online = useOnline();
  const settled = usePendingCount() === 0;
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      await cachedGet<TDriverTripMoney>(path);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'No fue posible cargar los gastos del viaje.');
    } finally {
      setLoading(false);
    }
  }, [path]);

  // Read on opening (with signal), then when the signal returns or the outbox empties. Records sent
  // since a copy was read are joined to it, so reading while some still wait is safe too.
  const firstRead = useRef(true);
  useEffect(() => {
    if (!online || !(settled || firstRead.current)) return;
    firstRead.current = false;
    void refresh();
  }, [online, settled, refresh]);

  // The company reviews and closes while the screen is open: read again every MONEY_REFRESH_MS while
  // the screen is visible and on coming back to it, so an expense reviewed or a legalisation closed stops
  // offering Corregir / Retirar without the driver pressing Actualizar (issue 22 item 1).
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void refresh();
    };
    const timer = window.setInterval(tick, MONEY_REFRESH_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh]);

  const server = (cached?.value as TDriverTripMoney | undefined) ?? null;
  const readAt = cached?.savedAt ?? 0;
  return {
    view: tripMoneyView(server, readAt, outbox, sent),
    ready: cached !== undefined,
    known: server !== null,
    readAt,
    loading,
    error,
  };
}

/** The company's active expense types, as last read (they are also read with the trip list). */
export function useExpenseTypes(): TDriverExpenseType[] | undefined {
  const cached = useLive(() => db.cache.get(EXPENSE_TYPES_PATH), undefined, EXPENSE_TYPES_PATH);
  const online = useOnline();
  useEffect(() => {
    if (online) void cachedGet(EXPENSE_TYPES_PATH).catch(() => {});
  }, [online]);
  return (cached?.value as { data: TDriverExpenseType[] } | undefined)?.data;
}

interface SaveExpense {
  movementId: number;
  values: ExpenseValues;
  typeName: string;
  /** Receipt photos already on the server (a correction keeps them unless the driver removed them). */
  keptPhotos: string[];
  newPhotos: TakenPhoto[];
  position: Position;
  /** The clientId of the expense being corrected; none for a new one. */
  correcting?: string;
}

/** Queues a new expense (POST) or a correction (PUT) after its new receipt photos, all or none. */
export async function queueExpense(save: SaveExpense): Promise<void> {
  const { movementId, values, typeName, correcting } = save;
  const what = `${typeName} · ${formatPesos(values.amountCop)}`;
  const label = correcting ? `Corrección del gasto ${what}` : `Gasto ${what}`;
  const uploads = photoUploads(movementId, save.newPhotos, label);
  const body = {
    movementId,
    occurredAt: localIso(values.occurredAt),
    ...positionFields(save.position),
    expenseTypeId: values.expenseTypeId,
    amountCop: values.amountCop,
    beneficiaryName: values.beneficiaryName,
    beneficiaryNit: values.beneficiaryNit,
    beneficiaryDv: values.beneficiaryDv,
    receiptNumber: values.receiptNumber,
    note: values.note,
    photos: [...save.keptPhotos, ...uploads.map((u) => u.clientId)],
  };
  // Each queued request has its own id; a correction names the expense in its path and in `meta`.
  const clientId = uuid7();
  await enqueue([
    ...uploads.map((u) => u.item),
    correcting
      ? {
          clientId,
          label,
          kind: 'gasto',
          movementId,
          method: 'PUT',
          path: `/conductor/gastos/${correcting}`,
          body,
          meta: { expenseType: typeName, expenseClientId: correcting },
        }
      : {
          clientId,
          label,
          kind: 'gasto',
          movementId,
          method: 'POST',
          path: '/conductor/gastos',
          body: { clientId, ...body },
          meta: { expenseType: typeName },
        },
  ]);
}

/** Queues the withdrawal of an expense the company has not reviewed yet. */
export async function queueWithdrawal(expense: {
  clientId: string;
  movementId: number;
  expenseType: string;
  amountCop: number;
}): Promise<void> {
  await enqueue([
    {
      clientId: uuid7(),
      label: `Retiro del gasto ${expense.expenseType} · ${formatPesos(expense.amountCop)}`,
      kind: 'gasto',
      movementId: expense.movementId,
      method: 'DELETE',
      path: `/conductor/gastos/${expense.clientId}`,
      body: {},
      meta: { expenseType: expense.expenseType, expenseClientId: expense.clientId },
    },
  ]);
}
