import {
  MSG,
  type TCatalogueEvent,
  type TConfiguredEvent,
  type TEventInput,
  TRIP_START_EVENT_ID,
} from '@trazo/shared';

// Local editing of configured events (spec §4): unsaved rows have id 0; INICIAR VIAJE stays first.

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

export function resequence(rows: TConfiguredEvent[]): TConfiguredEvent[] {
  const start = rows.filter((e) => e.id_events === TRIP_START_EVENT_ID);
  const rest = rows.filter((e) => e.id_events !== TRIP_START_EVENT_ID);
  return [...start, ...rest].map((e, i) => ({ ...e, sequence: i + 1 }));
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
