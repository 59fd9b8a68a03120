import {
  dispatchTypeKey,
  FIRST_COMPANY_EVENT_ID,
  MSG,
  type TDispatchTypeItem,
  type TLogisticEvent,
  TRIP_START_EVENT_ID,
  type ZDispatchTypeForm,
  type ZLogisticEventForm,
} from '@trazo/shared';
import { and, asc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { dispatchTypes, logisticEvents } from '../../db/schema';
import { folded } from '../../db/schema/search-text';
import { AppError } from '../../lib/app-error';
import { containsSearch } from '../../lib/pagination';
import { isForeignKeyViolation, uniqueViolation } from '../../lib/pg-errors';
import { assertMobileApp } from './company-access';
import { ensureBuiltinEvents } from './ensure-builtin-events';

// The catalogues behind the event configuration (issue 9): 'Eventos Logisticos' and dispatch types.
// Built-in events (spec ids 2–18) are renamed or deactivated, never deleted; company events get ids ≥ 100.

function matches(column: SQL, q: string | undefined): SQL | undefined {
  return q ? containsSearch(folded(column), q) : undefined;
}

export async function listLogisticEvents(db: Db, customerId: number, q?: string): Promise<TLogisticEvent[]> {
  await ensureBuiltinEvents(db, customerId);
  const rows = await db
    .select()
    .from(logisticEvents)
    .where(
      and(
        eq(logisticEvents.customerId, customerId),
        matches(sql`${logisticEvents.code} || ' ' || ${logisticEvents.name}`, q),
      ),
    )
    .orderBy(asc(logisticEvents.eventId));
  return rows.map((r) => ({
    id_events: r.eventId,
    code: r.code,
    event: r.name,
    builtin: r.isBuiltin,
    active: r.isActive,
  }));
}

type EventForm = z.output<typeof ZLogisticEventForm>;

async function writeCatalogue<T>(run: () => Promise<T>, takenMessage: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError(424, takenMessage);
    throw error;
  }
}

export async function createLogisticEvent(db: Db, customerId: number, form: EventForm): Promise<void> {
  await assertMobileApp(db, customerId);
  await ensureBuiltinEvents(db, customerId);
  const [row] = await db
    .select({ last: max(logisticEvents.eventId) })
    .from(logisticEvents)
    .where(eq(logisticEvents.customerId, customerId));
  const eventId = Math.max(FIRST_COMPANY_EVENT_ID - 1, row?.last ?? 0) + 1;
  await writeCatalogue(
    () =>
      db.insert(logisticEvents).values({
        customerId,
        eventId,
        code: form.code,
        name: form.event,
        isBuiltin: false,
        isActive: form.active,
      }),
    MSG.configCatalogueCodeTaken,
  );
}

export async function updateLogisticEvent(db: Db, customerId: number, eventId: number, form: EventForm) {
  await assertMobileApp(db, customerId);
  if (eventId === TRIP_START_EVENT_ID && !form.active) throw new AppError(424, MSG.configTripStartInactive);
  await ensureBuiltinEvents(db, customerId);
  const updated = await writeCatalogue(
    () =>
      db
        .update(logisticEvents)
        .set({ code: form.code, name: form.event, isActive: form.active })
        .where(and(eq(logisticEvents.customerId, customerId), eq(logisticEvents.eventId, eventId)))
        .returning({ id: logisticEvents.id }),
    MSG.configCatalogueCodeTaken,
  );
  if (updated.length === 0) throw new AppError(404, MSG.configEventUnknown);
}

export async function deleteLogisticEvent(db: Db, customerId: number, eventId: number): Promise<void> {
  await assertMobileApp(db, customerId);
  const [row] = await db
    .select({ id: logisticEvents.id, isBuiltin: logisticEvents.isBuiltin })
    .from(logisticEvents)
    .where(and(eq(logisticEvents.customerId, customerId), eq(logisticEvents.eventId, eventId)));
  if (!row) throw new AppError(404, MSG.configEventUnknown);
  if (row.isBuiltin) throw new AppError(424, MSG.configBuiltinUndeletable);
  try {
    await db.delete(logisticEvents).where(eq(logisticEvents.id, row.id));
  } catch (error) {
    // A configuration still names it (composite foreign key): deactivating keeps those plans readable.
    if (isForeignKeyViolation(error)) throw new AppError(424, MSG.configEventInUse);
    throw error;
  }
}

export async function listDispatchTypes(
  db: Db,
  customerId: number,
  q?: string,
): Promise<TDispatchTypeItem[]> {
  const rows = await db
    .select()
    .from(dispatchTypes)
    .where(and(eq(dispatchTypes.customerId, customerId), matches(sql`${dispatchTypes.descripcion}`, q)))
    .orderBy(asc(dispatchTypes.descripcion));
  return rows.map((r) => ({ idtipo_despachos: r.id, descripcion: r.descripcion, active: r.isActive }));
}

type TypeForm = z.output<typeof ZDispatchTypeForm>;

export async function createDispatchType(db: Db, customerId: number, form: TypeForm): Promise<void> {
  await assertMobileApp(db, customerId);
  await writeCatalogue(
    () =>
      db.insert(dispatchTypes).values({
        customerId,
        descripcion: form.descripcion,
        key: dispatchTypeKey(form.descripcion),
        isActive: form.active,
      }),
    MSG.configDispatchTypeTaken,
  );
}

export async function updateDispatchType(
  db: Db,
  customerId: number,
  id: number,
  form: TypeForm,
): Promise<void> {
  await assertMobileApp(db, customerId);
  const updated = await writeCatalogue(
    () =>
      db
        .update(dispatchTypes)
        .set({ descripcion: form.descripcion, key: dispatchTypeKey(form.descripcion), isActive: form.active })
        .where(and(eq(dispatchTypes.id, id), eq(dispatchTypes.customerId, customerId)))
        .returning({ id: dispatchTypes.id }),
    MSG.configDispatchTypeTaken,
  );
  if (updated.length === 0) throw new AppError(404, MSG.configDispatchTypeUnknown);
}
