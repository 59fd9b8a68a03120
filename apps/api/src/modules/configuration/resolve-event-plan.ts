import { type TEventPlan, type TPlannedEvent, TRIP_START_EVENT_ID } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { configuredEvents, consignments, dispatchTypeConfigs, massConfiguredEvents } from '../../db/schema';
import { type CatalogueEntry, type EventRow, loadEventCatalogue } from './event-catalogue';

// The one answer the rest of the product asks (issue 9 §5): for a consignment, which events the driver
// records, in which order, with how many photos and which confirmations. The generator × dispatch type's
// own configuration, else the company's mass configuration, else INICIAR VIAJE alone.

function toPlanned(row: EventRow, catalogue: Map<number, CatalogueEntry>): TPlannedEvent {
  const entry = catalogue.get(row.eventId);
  return {
    id_events: row.eventId,
    code: entry?.code ?? String(row.eventId),
    event: entry?.event ?? `EVENTO ${row.eventId}`,
    sequence: row.sequence,
    photo_numbers: row.photoNumbers,
    photo_required: row.photoRequired,
    time: row.timeMinutes,
    confirmation: row.confirmation,
  };
}

export async function resolveEventPlan(
  db: Db,
  customerId: number,
  target: { generatorId: number; dispatchTypeId: number | null },
): Promise<TEventPlan> {
  const catalogue = await loadEventCatalogue(db, customerId);
  if (target.dispatchTypeId !== null) {
    const own = await db
      .select({
        id: configuredEvents.id,
        eventId: configuredEvents.eventId,
        sequence: configuredEvents.sequence,
        photoNumbers: configuredEvents.photoNumbers,
        photoRequired: configuredEvents.photoRequired,
        timeMinutes: configuredEvents.timeMinutes,
        confirmation: configuredEvents.confirmation,
      })
      .from(configuredEvents)
      .innerJoin(dispatchTypeConfigs, eq(dispatchTypeConfigs.id, configuredEvents.configId))
      .where(
        and(
          eq(dispatchTypeConfigs.customerId, customerId),
          eq(dispatchTypeConfigs.generatorId, target.generatorId),
          eq(dispatchTypeConfigs.dispatchTypeId, target.dispatchTypeId),
        ),
      )
      .orderBy(asc(configuredEvents.sequence), asc(configuredEvents.id));
    if (own.length) return { source: 'propia', events: own.map((r) => toPlanned(r, catalogue)) };
  }
  const mass = await db
    .select()
    .from(massConfiguredEvents)
    .where(eq(massConfiguredEvents.customerId, customerId))
    .orderBy(asc(massConfiguredEvents.sequence), asc(massConfiguredEvents.id));
  if (mass.length) return { source: 'masiva', events: mass.map((r) => toPlanned(r, catalogue)) };
  const start = {
    id: 0,
    eventId: TRIP_START_EVENT_ID,
    sequence: 1,
    photoNumbers: 0,
    photoRequired: 0,
    timeMinutes: 0,
    confirmation: false,
  };
  return { source: 'inicio', events: [toPlanned(start, catalogue)] };
}

/** The plan of one of the company's consignments; null when it is not the company's. */
export async function resolveConsignmentPlan(
  db: Db,
  customerId: number,
  consignmentId: number,
): Promise<TEventPlan | null> {
  const [row] = await db
    .select({ generatorId: consignments.generatorId, dispatchTypeId: consignments.dispatchTypeId })
    .from(consignments)
    .where(and(eq(consignments.id, consignmentId), eq(consignments.customerId, customerId)));
  return row ? resolveEventPlan(db, customerId, row) : null;
}
