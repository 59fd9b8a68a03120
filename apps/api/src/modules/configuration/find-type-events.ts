import { MSG, type TConfiguredEvent, TRIP_START_EVENT_ID, type TTypeRecord } from '@trazo/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { configuredEvents, dispatchTypeConfigs, dispatchTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { generatorIdOf } from './company-access';
import { activeEvents, type CatalogueEntry, loadEventCatalogue, toConfiguredEvent } from './event-catalogue';
import { listMassEvents } from './mass-events';

// spec §7 eventos_tipo_despachos: one record per chosen dispatch type. A saved type carries its events;
// an unsaved one (Sin Guardado, spec §4) starts from the mass configuration, else from event 5 alone.

export function tripStartOnly(catalogue: Map<number, CatalogueEntry>): TConfiguredEvent {
  return toConfiguredEvent(
    {
      id: 0,
      eventId: TRIP_START_EVENT_ID,
      sequence: 1,
      photoNumbers: 0,
      photoRequired: 0,
      timeMinutes: 0,
      confirmation: false,
    },
    catalogue,
    0,
    false,
  );
}

export async function findTypeEvents(
  db: Db,
  customerId: number,
  input: { nit: string; typeIds: number[] },
): Promise<{ data: Record<string, TTypeRecord> }> {
  const generatorId = await generatorIdOf(db, customerId, input.nit);
  const typeIds = [...new Set(input.typeIds)];
  const types = await db
    .select({ id: dispatchTypes.id, descripcion: dispatchTypes.descripcion })
    .from(dispatchTypes)
    .where(and(eq(dispatchTypes.customerId, customerId), inArray(dispatchTypes.id, typeIds)))
    .orderBy(asc(dispatchTypes.descripcion));
  if (types.length !== typeIds.length) throw new AppError(404, MSG.configDispatchTypeUnknown);

  const configs = await db
    .select({ id: dispatchTypeConfigs.id, typeId: dispatchTypeConfigs.dispatchTypeId })
    .from(dispatchTypeConfigs)
    .where(
      and(
        eq(dispatchTypeConfigs.generatorId, generatorId),
        inArray(dispatchTypeConfigs.dispatchTypeId, typeIds),
      ),
    );
  const configOf = new Map(configs.map((c) => [c.typeId, c.id]));
  const events = configs.length
    ? await db
        .select()
        .from(configuredEvents)
        .where(
          inArray(
            configuredEvents.configId,
            configs.map((c) => c.id),
          ),
        )
        .orderBy(asc(configuredEvents.sequence), asc(configuredEvents.id))
    : [];

  const catalogue = await loadEventCatalogue(db, customerId);
  const mass = await listMassEvents(db, customerId, catalogue);
  const defaults = mass.length
    ? mass.map((e) => ({ ...e, id: 0, available: false }))
    : [tripStartOnly(catalogue)];
  const offered = activeEvents(catalogue);

  const data: Record<string, TTypeRecord> = {};
  for (const type of types) {
    const configId = configOf.get(type.id);
    const eventos =
      configId === undefined
        ? defaults
        : events
            .filter((e) => e.configId === configId)
            .map((e) => toConfiguredEvent(e, catalogue, configId, false));
    data[String(type.id)] = {
      idtipo_despachos: type.id,
      tipo_despacho: type.descripcion,
      estado_tipo_despacho: configId === undefined ? 0 : 1,
      types_dispatches_clients_id: configId ?? 0,
      contain: eventos.length > 0,
      editable: configId === undefined,
      todos_eventos: offered,
      eventos,
    };
  }
  return { data };
}
