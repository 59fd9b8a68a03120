import type { TCatalogueEvent, TConfiguredEvent } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { logisticEvents } from '../../db/schema';
import { ensureBuiltinEvents } from './ensure-builtin-events';

// The company's events by spec id (id_events), and the wire form of a configured event row.

export interface CatalogueEntry extends TCatalogueEvent {
  isActive: boolean;
}

export async function loadEventCatalogue(db: Db, customerId: number): Promise<Map<number, CatalogueEntry>> {
  await ensureBuiltinEvents(db, customerId);
  const rows = await db
    .select()
    .from(logisticEvents)
    .where(eq(logisticEvents.customerId, customerId))
    .orderBy(asc(logisticEvents.eventId));
  return new Map(
    rows.map((r) => [r.eventId, { id_events: r.eventId, code: r.code, event: r.name, isActive: r.isActive }]),
  );
}

export function activeEvents(catalogue: Map<number, CatalogueEntry>): TCatalogueEvent[] {
  return [...catalogue.values()]
    .filter((e) => e.isActive)
    .map(({ id_events, code, event }) => ({ id_events, code, event }));
}

/** Only the company's own active events may be saved (unknown or inactive ones are refused). */
export async function isActiveEvent(db: Db, customerId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: logisticEvents.id })
    .from(logisticEvents)
    .where(
      and(
        eq(logisticEvents.customerId, customerId),
        eq(logisticEvents.eventId, eventId),
        eq(logisticEvents.isActive, true),
      ),
    );
  return row !== undefined;
}

export interface EventRow {
  id: number;
  eventId: number;
  sequence: number;
  photoNumbers: number;
  photoRequired: number;
  timeMinutes: number;
  confirmation: boolean;
}

export function toConfiguredEvent(
  row: EventRow,
  catalogue: Map<number, CatalogueEntry>,
  configId: number,
  available: boolean,
): TConfiguredEvent {
  const entry = catalogue.get(row.eventId);
  return {
    id: row.id,
    code: entry?.code ?? String(row.eventId),
    event: entry?.event ?? `EVENTO ${row.eventId}`,
    id_events: row.eventId,
    sequence: row.sequence,
    photo_numbers: row.photoNumbers,
    photo_required: row.photoRequired,
    time: row.timeMinutes,
    confirmation: row.confirmation,
    types_dispatches_clients_id: configId,
    available,
  };
}
