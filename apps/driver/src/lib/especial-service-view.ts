import type { TDriverService, TDriverServicePoint, TDriverServiceRecordKind } from '@trazo/shared';
import type { OutboxItem, SentItem } from './db';
import type { NewItem } from './outbox';

// The special service as the driver sees it (issue 24 item 6): the server's copy with the records made on
// the phone laid over it, and the outbox item of a new record. No I/O here (tested in node).

export const RECORDS_PATH = '/conductor/servicios/registros';

/** The outbox groups records by trip: a service's go under its id negated (never a trip's id). */
export const outboxKeyOf = (serviceId: number) => -serviceId;

export interface RecordBody {
  clientId: string;
  serviceId: number;
  kind: TDriverServiceRecordKind;
  occurredAt: string;
  point: number | null;
  boarded: number[];
  noShow: number[];
}

/** A local record as the service view reads it. */
export interface LocalRecord {
  body: RecordBody;
  status: 'pendiente' | 'enviado' | 'rechazado';
  error: string | null;
  label: string;
}

/** Accepted records first (they are older), then the queue in the order it was made. */
export function localRecords(outbox: OutboxItem[], sent: SentItem[]): LocalRecord[] {
  return [
    ...sent
      .filter((i) => i.kind === 'servicio')
      .sort((a, b) => a.sentAt - b.sentAt)
      .map((i) => ({
        body: i.body as unknown as RecordBody,
        status: 'enviado' as const,
        error: null,
        label: '',
      })),
    ...outbox
      .filter((i) => i.kind === 'servicio')
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
      .map((i) => ({
        body: i.body as unknown as RecordBody,
        status: i.rejected ? ('rechazado' as const) : ('pendiente' as const),
        error: i.lastError,
        label: i.label,
      })),
  ];
}

export type ServiceState = TDriverService['state'];

export interface ServiceView {
  state: ServiceState;
  points: (TDriverServicePoint & { pending: boolean })[];
  /** Funcionarios already on board (at any point done). */
  onBoard: Set<number>;
  canStart: boolean;
  canMarkPoints: boolean;
  canFinish: boolean;
  /** Points not yet done. */
  left: number;
  /** What the server refused for good, with its message. */
  refused: { label: string; error: string }[];
  /** Records waiting for signal. */
  waiting: number;
}

/**
 * The service as the driver sees it: the server's copy with the records made on the phone since
 * (waiting or already accepted) laid over it, under the same rules as the server (start only when
 * programmed, points and finish only when under way, each point once). Refused records do not count.
 */
export function serviceView(service: TDriverService, records: LocalRecord[]): ServiceView {
  let state: ServiceState = service.state;
  const points = service.points.map((p) => ({ ...p, pending: false }));
  const refused: ServiceView['refused'] = [];
  let waiting = 0;
  for (const r of records) {
    if (r.body.serviceId !== service.id) continue;
    if (r.status === 'rechazado') {
      refused.push({ label: r.label, error: r.error ?? '' });
      continue;
    }
    const pending = r.status === 'pendiente';
    if (pending) waiting += 1;
    if (r.body.kind === 'iniciar' && state === 'programada') state = 'en_curso';
    else if (r.body.kind === 'finalizar' && state === 'en_curso') state = 'finalizada';
    else if (r.body.kind === 'punto' && state === 'en_curso') {
      const point = points.find((p) => p.index === r.body.point);
      if (point && point.doneAt === null) {
        point.doneAt = r.body.occurredAt;
        point.boarded = r.body.boarded;
        point.noShow = r.body.noShow;
        point.pending = pending;
      }
    }
  }
  return {
    state,
    points,
    onBoard: new Set(points.flatMap((p) => p.boarded)),
    canStart: state === 'programada',
    canMarkPoints: state === 'en_curso',
    canFinish: state === 'en_curso',
    left: points.filter((p) => p.doneAt === null).length,
    refused,
    waiting,
  };
}

/** The funcionarios still to pick up at a point: those not on board yet (a no-show may board later). */
export function toPickUp(service: TDriverService, view: ServiceView) {
  return service.passengers.filter((p) => !view.onBoard.has(p.id));
}

const KIND_LABEL: Record<TDriverServiceRecordKind, string> = {
  iniciar: 'Inicio del servicio',
  punto: 'Punto',
  finalizar: 'Fin del servicio',
};

/** The outbox item of a new record (its client id made on the phone: a resend is answered, not doubled). */
export function serviceRecordItem(
  service: TDriverService,
  kind: TDriverServiceRecordKind,
  extra: { point?: number; boarded?: number[]; noShow?: number[] },
  now: number,
  clientId: string,
): NewItem {
  const body: RecordBody = {
    clientId,
    serviceId: service.id,
    kind,
    occurredAt: new Date(now).toISOString(),
    point: kind === 'punto' ? (extra.point ?? null) : null,
    boarded: kind === 'punto' ? (extra.boarded ?? []) : [],
    noShow: kind === 'punto' ? (extra.noShow ?? []) : [],
  };
  const pointName = service.points.find((p) => p.index === extra.point)?.name ?? '';
  const what = kind === 'punto' ? `${KIND_LABEL.punto} ${pointName}`.trim() : KIND_LABEL[kind];
  return {
    clientId,
    label: `Servicio N.º ${service.id}: ${what}`,
    kind: 'servicio',
    movementId: outboxKeyOf(service.id),
    method: 'POST',
    path: RECORDS_PATH,
    body: { ...body },
  };
}
