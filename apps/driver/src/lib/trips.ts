import type { TDriverTrip, TDriverTripListResponse } from '@trazo/shared';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, cachedGet } from './api';
import { db } from './db';
import { useLive, useOnline, usePendingCount } from './live';

// The driver's trips, read from the server when there is signal and kept on the phone for when there
// is not (with the checklist and the rejection reasons, which the forms need offline too).

export const TRIPS_PATH = '/conductor/viajes';
export const CHECKLIST_PATH = '/conductor/checklist';
export const REASONS_PATH = '/conductor/motivos-rechazo';
/** The company's expense types (issue 11), for the expense form offline. */
export const EXPENSE_TYPES_PATH = '/conductor/gastos/tipos';
/**
 * A trip's money (advances and expenses): lib/money.ts's moneyPath, written here too so the trip list
 * does not pull the money screen's lazy chunk into the first load.
 */
const tripMoneyPath = (movementId: number) => `/conductor/viajes/${movementId}/dinero`;

export interface TripsView {
  trips: TDriverTrip[] | null;
  /** When the copy shown was read from the server (ms). */
  readAt: number;
  loading: boolean;
  error: string | null;
  refresh: () => Promise<void>;
}

export function useTrips(): TripsView {
  const cached = useLive(() => db.cache.get(TRIPS_PATH), undefined, TRIPS_PATH);
  const online = useOnline();
  const pending = usePendingCount();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const { value, fromCache } = await cachedGet<TDriverTripListResponse>(TRIPS_PATH);
      setError(null);
      if (!fromCache) {
        // The forms' lists and every open trip's advances (issue 22 item 10), for offline use; a
        // failure here is not the trip list's.
        const open = value.viajes.filter((t) => t.estado === 'programado' || t.estado === 'en_ruta');
        await Promise.allSettled([
          cachedGet(CHECKLIST_PATH),
          cachedGet(REASONS_PATH),
          cachedGet(EXPENSE_TYPES_PATH),
          ...open.map((t) => cachedGet(tripMoneyPath(t.id))),
        ]);
      }
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'No fue posible cargar los viajes.');
    } finally {
      setLoading(false);
    }
  }, []);

  // Read again on opening, when the signal returns, and when the outbox has just emptied.
  useEffect(() => {
    if (online && pending === 0) void refresh();
  }, [online, pending, refresh]);

  const list = cached?.value as TDriverTripListResponse | undefined;
  return { trips: list?.viajes ?? null, readAt: cached?.savedAt ?? 0, loading, error, refresh };
}

export function useLocalRecords(movementId: number | null) {
  const outbox = useLive(
    () =>
      movementId === null ? db.outbox.toArray() : db.outbox.where('movementId').equals(movementId).toArray(),
    [],
    `outbox-${movementId}`,
  );
  const sent = useLive(
    () =>
      movementId === null ? db.sent.toArray() : db.sent.where('movementId').equals(movementId).toArray(),
    [],
    `sent-${movementId}`,
  );
  return { outbox, sent };
}

export function useCached<T>(path: string): T | undefined {
  const entry = useLive(() => db.cache.get(path), undefined, path);
  return entry?.value as T | undefined;
}

/** How often a blocked trip asks whether the company recorded the fix (issue 22 item 9). */
const BLOCKED_POLL_MS = 25_000;

/**
 * While shown, reads the trips again every ~25 s when the page is visible and online: the company's fix
 * unblocks INICIAR VIAJE without the driver pressing anything. Renders nothing.
 */
export function PollWhileBlocked(): null {
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) {
        void cachedGet<TDriverTripListResponse>(TRIPS_PATH).catch(() => undefined);
      }
    }, BLOCKED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [online]);
  return null;
}
