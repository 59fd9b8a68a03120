import {
  DELIVERY_EVENT_IDS,
  MSG,
  type TCatalogueEvent,
  type TConfiguredEvent,
  type TEventInput,
  TRIP_START_EVENT_ID,
} from '@trazo/shared';

// Local editing of configured events (spec §4): unsaved rows have id 0; INICIAR VIAJE stays first and
// the deliveries last (issue 22 item 6: a new event used to land after ENTREGA EXITOSA).

export function newEventRow(event: TCatalogueEvent, configId: number): TConfiguredEvent {
  return {
    id: 0,
    code: event.code,
    event: event.event,
    id_events: event.id_events,
    sequence: 0,
    photo_numbers: 0,
    photo_required: 0,
    time: 0,
    confirmation: false,
    types_dispatches_clients_id: configId,
    available: false,
  };
}

/** Rows for the picked events: kept rows keep their values, new ones join at the end; 5 is always in. */
export function applyPicked(
  current: TConfiguredEvent[],
  picked: TCatalogueEvent[],
  configId: number,
): TConfiguredEvent[] {
  const ids = new Set(picked.map((e) => e.id_events));
  ids.add(TRIP_START_EVENT_ID);
  const kept = current.filter((e) => ids.has(e.id_events));
  const added = picked
    .filter((p) => !kept.some((k) => k.id_events === p.id_events))
    .map((p) => newEventRow(p, configId));
  return resequence([...kept, ...added]);
}

const isDeliveryRow = (e: TConfiguredEvent) => DELIVERY_EVENT_IDS.includes(e.id_events);

/** Numbers the rows 1…n in their order, with INICIAR VIAJE first and the deliveries last (stable). */
export function resequence(rows: TConfiguredEvent[]): TConfiguredEvent[] {
  const start = rows.filter((e) => e.id_events === TRIP_START_EVENT_ID);
  const rest = rows.filter((e) => e.id_events !== TRIP_START_EVENT_ID);
  const ordered = [...start, ...rest.filter((e) => !isDeliveryRow(e)), ...rest.filter(isDeliveryRow)];
  return ordered.map((e, i) => ({ ...e, sequence: i + 1 }));
}

/** Where a row may go: not above INICIAR VIAJE, and a step stays above the deliveries (and the reverse). */
export function canMove(rows: TConfiguredEvent[], from: number, to: number): boolean {
  const row = rows[from];
  const target = rows[to];
  if (!row || !target || from === to) return false;
  if (row.id_events === TRIP_START_EVENT_ID || target.id_events === TRIP_START_EVENT_ID) return false;
  return isDeliveryRow(row) === isDeliveryRow(target);
}

/** The rows with `from` moved to `to` (by arrows or by dragging), renumbered; unchanged when not allowed. */
export function moveRow(rows: TConfiguredEvent[], from: number, to: number): TConfiguredEvent[] {
  if (!canMove(rows, from, to)) return rows;
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as TConfiguredEvent);
  return resequence(next);
}

/** The first rule a row breaks (spec §5 / §9), or null. */
export function rowProblem(e: TConfiguredEvent): string | null {
  for (const v of [e.photo_numbers, e.photo_required, e.time]) {
    if (!Number.isInteger(v) || v < 0 || v > 100) return MSG.configEventFieldRange;
  }
  return e.photo_required > e.photo_numbers ? MSG.checklistRequiredTooHigh : null;
}

export function toInput(e: TConfiguredEvent): TEventInput {
  return {
    id_events: e.id_events,
    sequence: e.sequence,
    photo_numbers: e.photo_numbers,
    photo_required: e.photo_required,
    time: e.time,
    confirmation: e.confirmation,
  };
}
