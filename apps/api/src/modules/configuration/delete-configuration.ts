import { MSG, type TConfiguredEvent, TRIP_START_EVENT_ID } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { configuredEvents, dispatchTypeConfigs, massConfiguredEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertMobileApp, generatorIdOf } from './company-access';
import { loadEventCatalogue } from './event-catalogue';
import { listMassEvents } from './mass-events';

// spec §4 / §7: deleting a saved dispatch type (its events go with it), a saved event, a mass event.
// INICIAR VIAJE (event 5) is never deleted (spec §3).

export async function deleteDispatchTypeConfig(
  db: Db,
  customerId: number,
  input: { nit: string; configId: number },
): Promise<void> {
  await assertMobileApp(db, customerId);
  const generatorId = await generatorIdOf(db, customerId, input.nit);
  // configured_events go by ON DELETE CASCADE.
  const deleted = await db
    .delete(dispatchTypeConfigs)
    .where(
      and(
        eq(dispatchTypeConfigs.id, input.configId),
        eq(dispatchTypeConfigs.customerId, customerId),
        eq(dispatchTypeConfigs.generatorId, generatorId),
      ),
    )
    .returning({ id: dispatchTypeConfigs.id });
  if (deleted.length === 0) throw new AppError(404, MSG.configConfigNotFound);
}

export async function deleteConfiguredEvent(
  db: Db,
  customerId: number,
  input: { nit: string; eventRowId: number },
): Promise<void> {
  await assertMobileApp(db, customerId);
  const generatorId = await generatorIdOf(db, customerId, input.nit);
  const [row] = await db
    .select({ id: configuredEvents.id, eventId: configuredEvents.eventId })
    .from(configuredEvents)
    .innerJoin(dispatchTypeConfigs, eq(dispatchTypeConfigs.id, configuredEvents.configId))
    .where(
      and(
        eq(configuredEvents.id, input.eventRowId),
        eq(configuredEvents.customerId, customerId),
        eq(dispatchTypeConfigs.generatorId, generatorId),
      ),
    );
  if (!row) throw new AppError(404, MSG.configConfigNotFound);
  if (row.eventId === TRIP_START_EVENT_ID) throw new AppError(424, MSG.configTripStartUndeletable);
  await db.delete(configuredEvents).where(eq(configuredEvents.id, row.id));
}

export async function deleteMassEvent(db: Db, customerId: number, id: number): Promise<TConfiguredEvent[]> {
  await assertMobileApp(db, customerId);
  const [row] = await db
    .select({ id: massConfiguredEvents.id, eventId: massConfiguredEvents.eventId })
    .from(massConfiguredEvents)
    .where(and(eq(massConfiguredEvents.id, id), eq(massConfiguredEvents.customerId, customerId)));
  if (!row) throw new AppError(404, MSG.configConfigNotFound);
  if (row.eventId === TRIP_START_EVENT_ID) throw new AppError(424, MSG.configTripStartUndeletable);
  await db.delete(massConfiguredEvents).where(eq(massConfiguredEvents.id, row.id));
  return listMassEvents(db, customerId, await loadEventCatalogue(db, customerId));
}
