import { createHash } from 'node:crypto';
import { loadingPlaceKey, missingBefore } from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consignments, movementEvents } from '../../db/schema';
import type { TripPlan } from '../configuration/snapshot-trip-plan';
import type { DriverScope } from './driver-scope';
import { recordedTypes } from './plan-order';
import { storeDriverEvent } from './store-driver-event';

// One loading event for every remesa loaded at the same place (issue 22 item 10): the driver taps once
// at the plant and each remesa's timeline gets its own event. "The same place" comes from the data the
// ERP sent: the sender's address and zone and the remesa's origin (shared event-order.ts loadingPlaceKey).

/**
 * The client id of the companion event written for another remesa: derived from the record's own id, so a
 * resend finds them again and the unique (company, client id) keeps each one once. UUID version 8 layout.
 */
export function companionClientId(clientId: string, consignmentId: number): string {
  const h = createHash('sha256').update(`${clientId}:${consignmentId}`).digest();
  h[6] = ((h[6] as number) & 0x0f) | 0x80;
  h[8] = ((h[8] as number) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The trip's other open remesas loaded where `consignmentId` is, by id. */
export async function loadingCompanions(
  tx: Db,
  where: { customerId: number; movementId: number; consignmentId: number },
): Promise<number[]> {
  const rows = await tx
    .select({
      id: consignments.id,
      closed: consignments.isClosed,
      direccion: consignments.remitenteDireccion,
      zona: consignments.remitenteZona,
      descripcion: consignments.origenDescripcion,
    })
    .from(consignments)
    .where(and(eq(consignments.movementId, where.movementId), eq(consignments.customerId, where.customerId)));
  const own = rows.find((r) => r.id === where.consignmentId);
  if (!own) return [];
  const key = loadingPlaceKey(own);
  return rows
    .filter((r) => r.id !== own.id && !r.closed && loadingPlaceKey(r) === key)
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

/** The remesas a stored loading event was also recorded for (its companions), by id. */
export async function companionsOf(
  db: Db,
  event: { customerId: number; movementId: number; clientId: string },
): Promise<number[]> {
  const rows = await db
    .select({ id: consignments.id })
    .from(consignments)
    .where(and(eq(consignments.movementId, event.movementId), eq(consignments.customerId, event.customerId)));
  if (rows.length < 2) return [];
  const ids = new Map(rows.map((r) => [companionClientId(event.clientId, r.id), r.id]));
  const found = await db
    .select({ clientId: movementEvents.clientId })
    .from(movementEvents)
    .where(
      and(eq(movementEvents.customerId, event.customerId), inArray(movementEvents.clientId, [...ids.keys()])),
    );
  return found
    .map((f) => ids.get(f.clientId ?? '') as number)
    .filter((id) => id !== undefined)
    .sort((a, b) => a - b);
}

/**
 * The other remesas loaded at the same place whose next step this loading event is: each gets its own
 * event (a derived client id), without the photos, which stay with the remesa the driver named.
 */
export async function recordAtLoadingPlace(
  tx: Db,
  scope: DriverScope,
  plans: TripPlan[],
  values: Parameters<typeof storeDriverEvent>[2] & { consignmentId: number },
): Promise<void> {
  const others = await loadingCompanions(tx, {
    customerId: scope.customerId,
    movementId: values.movementId,
    consignmentId: values.consignmentId,
  });
  for (const consignmentId of others) {
    const events = plans.find((p) => p.consignmentId === consignmentId)?.events ?? [];
    if (!events.some((e) => e.id_events === values.eventTypeId)) continue;
    const recorded = await recordedTypes(tx, { movementId: values.movementId, consignmentId });
    if (recorded.has(values.eventTypeId)) continue;
    if (missingBefore(events, values.eventTypeId, recorded).length > 0) continue;
    const clientId = companionClientId(values.clientId, consignmentId);
    await storeDriverEvent(tx, scope, { ...values, consignmentId, clientId }, []);
  }
}
