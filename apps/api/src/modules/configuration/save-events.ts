import {
  DELIVERY_EVENT_IDS,
  MSG,
  type TConfiguredEvent,
  TRIP_START_EVENT_ID,
  type TTypeRecord,
  type ZEventInput,
} from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { lockCustomer } from '../../db/lock-customer';
import { configuredEvents, dispatchTypeConfigs, dispatchTypes, massConfiguredEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertMobileApp, generatorIdOf } from './company-access';
import { loadEventCatalogue } from './event-catalogue';
import { findTypeEvents } from './find-type-events';
import { listMassEvents } from './mass-events';

// spec §7 guardar_eventos / guardar_eventos_masivos: each list replaces the saved one. Event 5 (INICIAR VIAJE)
// is always in it and first (spec §3); the rest keep the order of their `sequence`, the deliveries last.

type EventInput = z.output<typeof ZEventInput>;

export interface EventValues {
  eventId: number;
  sequence: number;
  photoNumbers: number;
  photoRequired: number;
  timeMinutes: number;
  confirmation: boolean;
}

export function orderEvents(list: EventInput[]): EventValues[] {
  const start = list.find((e) => e.id_events === TRIP_START_EVENT_ID) ?? {
    id_events: TRIP_START_EVENT_ID,
    sequence: 0,
    photo_numbers: 0,
    photo_required: 0,
    time: 0,
    confirmation: false,
  };
  const rest = list
    .filter((e) => e.id_events !== TRIP_START_EVENT_ID)
    .sort((a, b) => a.sequence - b.sequence);
  // The deliveries close the plan whatever sequence they came with (issue 22 item 6).
  const isDelivery = (e: EventInput) => DELIVERY_EVENT_IDS.includes(e.id_events);
  return [start, ...rest.filter((e) => !isDelivery(e)), ...rest.filter(isDelivery)].map((e, i) => ({
    eventId: e.id_events,
    sequence: i + 1,
    photoNumbers: e.photo_numbers,
    photoRequired: e.photo_required,
    timeMinutes: e.time,
    confirmation: e.confirmation,
  }));
}

const valueColumns = (table: typeof configuredEvents | typeof massConfiguredEvents) => ({
  eventId: table.eventId,
  sequence: table.sequence,
  photoNumbers: table.photoNumbers,
  photoRequired: table.photoRequired,
  timeMinutes: table.timeMinutes,
  confirmation: table.confirmation,
});

/**
 * The saved list already is the one asked for: it is kept as it is, with its row ids, so a repeated save
 * (a double click, a retry) answers exactly as the first did and the ids a client holds stay valid.
 */
function isSameList(stored: EventValues[], wanted: EventValues[]): boolean {
  const keys = Object.keys(valueColumns(configuredEvents)) as (keyof EventValues)[];
  return (
    stored.length === wanted.length && stored.every((row, i) => keys.every((k) => row[k] === wanted[i]?.[k]))
  );
}

async function assertActiveEvents(db: Db, customerId: number, lists: EventInput[][]): Promise<void> {
  const catalogue = await loadEventCatalogue(db, customerId);
  for (const e of lists.flat()) {
    if (!catalogue.get(e.id_events)?.isActive) throw new AppError(424, MSG.configEventUnknown);
  }
}

export async function saveEvents(
  db: Db,
  customerId: number,
  input: { nit: string; types: { idtipo_despachos: number; eventos: EventInput[] }[] },
): Promise<{ data: Record<string, TTypeRecord> }> {
  await assertMobileApp(db, customerId);
  const generatorId = await generatorIdOf(db, customerId, input.nit);
  const typeIds = [...new Set(input.types.map((t) => t.idtipo_despachos))];
  const owned = await db
    .select({ id: dispatchTypes.id })
    .from(dispatchTypes)
    .where(and(eq(dispatchTypes.customerId, customerId), inArray(dispatchTypes.id, typeIds)));
  if (owned.length !== typeIds.length) throw new AppError(424, MSG.configDispatchTypeUnknown);
  await assertActiveEvents(
    db,
    customerId,
    input.types.map((t) => t.eventos),
  );

  await db.transaction(async (tx) => {
    // Saves of one company queue here: two at once both deleted the (still empty) list and both
    // inserted it, and the second hit a duplicate key (issue 23 item 4); the last one now wins whole.
    await lockCustomer(tx, customerId);
    for (const type of input.types) {
      await tx
        .insert(dispatchTypeConfigs)
        .values({ customerId, generatorId, dispatchTypeId: type.idtipo_despachos })
        .onConflictDoNothing();
      const [config] = await tx
        .select({ id: dispatchTypeConfigs.id })
        .from(dispatchTypeConfigs)
        .where(
          and(
            eq(dispatchTypeConfigs.customerId, customerId),
            eq(dispatchTypeConfigs.generatorId, generatorId),
            eq(dispatchTypeConfigs.dispatchTypeId, type.idtipo_despachos),
          ),
        );
      if (!config) throw new Error('configuration row was not created');
      const wanted = orderEvents(type.eventos);
      const stored = await tx
        .select(valueColumns(configuredEvents))
        .from(configuredEvents)
        .where(eq(configuredEvents.configId, config.id))
        .orderBy(configuredEvents.sequence);
      if (isSameList(stored, wanted)) continue;
      await tx.delete(configuredEvents).where(eq(configuredEvents.configId, config.id));
      await tx
        .insert(configuredEvents)
        .values(wanted.map((e) => ({ customerId, configId: config.id, ...e })));
    }
  });
  return findTypeEvents(db, customerId, { nit: input.nit, typeIds });
}

export async function saveMassEvents(
  db: Db,
  customerId: number,
  eventos: EventInput[],
): Promise<TConfiguredEvent[]> {
  await assertMobileApp(db, customerId);
  await assertActiveEvents(db, customerId, [eventos]);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId); // as in saveEvents: concurrent saves queue, the last one wins
    const wanted = orderEvents(eventos);
    const stored = await tx
      .select(valueColumns(massConfiguredEvents))
      .from(massConfiguredEvents)
      .where(eq(massConfiguredEvents.customerId, customerId))
      .orderBy(massConfiguredEvents.sequence);
    if (isSameList(stored, wanted)) return;
    await tx.delete(massConfiguredEvents).where(eq(massConfiguredEvents.customerId, customerId));
    await tx.insert(massConfiguredEvents).values(wanted.map((e) => ({ customerId, ...e })));
  });
  return listMassEvents(db, customerId, await loadEventCatalogue(db, customerId));
}
