// The order a consignment's events are recorded in (issue 22 item 6; spec §2.8/§3 `sequence`): INICIAR
// VIAJE (5) first, then the plan's other events by `sequence`, each after every one before it, and the
// deliveries (10 pendiente, 11 exitosa, 12 rechazada) last, whatever sequence an older plan gave them.
// Pure and zod-free: the server refuses what the drivers' app never offers, with the same rule.

const TRIP_START = 5;
export const DELIVERY_EVENT_IDS: readonly number[] = [10, 11, 12];
/**
 * Events that happen where the goods are loaded (LLEGADA A / INICIO DE / FIN DE CARGUE, PLANTA DE
 * CARGUE RESERVADA, INICIO / FIN DE CARGUE EN PLANTA): recorded once for every remesa loaded at the
 * same place (issue 22 item 10).
 */
export const LOADING_EVENT_IDS: readonly number[] = [2, 3, 4, 13, 14, 15];

export interface OrderedEvent {
  id_events: number;
  sequence: number;
}

/** The plan's steps between the start and the deliveries, in order. */
export function orderedSteps<T extends OrderedEvent>(events: readonly T[]): T[] {
  return events
    .filter((e) => e.id_events !== TRIP_START && !DELIVERY_EVENT_IDS.includes(e.id_events))
    .sort((a, b) => a.sequence - b.sequence);
}

/**
 * The planned steps still missing before `eventId` can be recorded: the earlier steps for a step, every
 * step for a delivery, none for the start. Empty when it may go now.
 */
export function missingBefore<T extends OrderedEvent>(
  events: readonly T[],
  eventId: number,
  recorded: ReadonlySet<number>,
): T[] {
  if (eventId === TRIP_START) return [];
  const steps = orderedSteps(events);
  const isDelivery = DELIVERY_EVENT_IDS.includes(eventId);
  const index = steps.findIndex((s) => s.id_events === eventId);
  const before = isDelivery ? steps : index < 0 ? [] : steps.slice(0, index);
  return before.filter((s) => !recorded.has(s.id_events));
}

/** The next step to record, or null when every step is done (the delivery comes next). */
export function nextStep<T extends OrderedEvent>(
  events: readonly T[],
  recorded: ReadonlySet<number>,
): T | null {
  return orderedSteps(events).find((s) => !recorded.has(s.id_events)) ?? null;
}

/**
 * Where a remesa is loaded, as a key: the sender's address, its zone and the origin, compared without
 * case, accents or repeated spaces. Two remesas with the same key were loaded at the same place.
 */
export function loadingPlaceKey(origin: { direccion: string; zona: string; descripcion: string }): string {
  const norm = (v: string) =>
    v
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return [origin.direccion, origin.zona, origin.descripcion].map(norm).join('|');
}
