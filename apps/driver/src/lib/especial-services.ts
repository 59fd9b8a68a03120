import type { TDriverService, TDriverServiceList, TDriverServiceRecordKind } from '@trazo/shared';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, cachedGet } from './api';
import { db, type OutboxItem, type SentItem } from './db';
import { outboxKeyOf, serviceRecordItem } from './especial-service-view';
import { useLive, useOnline, usePendingCount } from './live';
import { enqueue } from './outbox';
import { uuid7 } from './uuid7';

// Special-transport services on the road (issue 24 item 6): the driver's programmed and running services,
// read with their FUEC and kept on the phone (a roadside check has no signal); start, each route point and
// finish are records of the same outbox as the freight trips', sent in order and resent by client id.

export const SERVICES_PATH = '/conductor/servicios';

export interface ServicesView {
  services: TDriverService[] | null;
  readAt: number;
  loading: boolean;
  error: string | null;
  refresh: () => Promise<void>;
}

export function useEspecialServices(): ServicesView {
  const cached = useLive(() => db.cache.get(SERVICES_PATH), undefined, SERVICES_PATH);
  const online = useOnline();
  const pending = usePendingCount();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      await cachedGet<TDriverServiceList>(SERVICES_PATH);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'No fue posible cargar los servicios.');
    } finally {
      setLoading(false);
    }
  }, []);
  // As the trips: read again on opening, when the signal returns and when the outbox has just emptied.
  useEffect(() => {
    if (online && pending === 0) void refresh();
  }, [online, pending, refresh]);
  const list = cached?.value as TDriverServiceList | undefined;
  return { services: list?.servicios ?? null, readAt: cached?.savedAt ?? 0, loading, error, refresh };
}

/** This service's records still on the phone and those the server accepted lately. */
export function useServiceRecords(serviceId: number) {
  const key = outboxKeyOf(serviceId);
  const outbox = useLive(
    () => db.outbox.where('movementId').equals(key).toArray(),
    [] as OutboxItem[],
    `svc-outbox-${serviceId}`,
  );
  const sent = useLive(
    () => db.sent.where('movementId').equals(key).toArray(),
    [] as SentItem[],
    `svc-sent-${serviceId}`,
  );
  return { outbox, sent };
}

/** Queues a record of the service (sent at once when there is signal, later otherwise). */
export async function recordService(
  service: TDriverService,
  kind: TDriverServiceRecordKind,
  extra: { point?: number; boarded?: number[]; noShow?: number[] } = {},
): Promise<void> {
  const now = Date.now();
  await enqueue([serviceRecordItem(service, kind, extra, now, uuid7(now))]);
}

/** The FUEC's PDF, when online (the screen shows the FUEC offline anyway). */
export async function downloadFuecPdf(serviceId: number, number: string): Promise<void> {
  const session = await db.session.get('current');
  const response = await fetch(`/api${SERVICES_PATH}/${serviceId}/fuec`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    credentials: 'omit',
  });
  if (!response.ok) throw new ApiError(response.status, 'No fue posible descargar el PDF del FUEC.', null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `FUEC-${number}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
