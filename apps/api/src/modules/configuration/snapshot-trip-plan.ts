import type { TEventPlan } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consignments, tripEventPlans } from '../../db/schema';
import { resolveEventPlan } from './resolve-event-plan';

// When a trip starts (the drivers' app will call this), each consignment's resolved plan is stored with it,
// so editing the configuration later never changes what an earlier trip was asked for or how it is
// reported. Idempotent: the first snapshot of a consignment stays.

export interface TripPlan extends TEventPlan {
  consignmentId: number;
}

export async function snapshotTripEventPlans(
  db: Db,
  input: { customerId: number; movementId: number; now: Date },
): Promise<TripPlan[]> {
  const { customerId, movementId } = input;
  const rows = await db
    .select({
      id: consignments.id,
      generatorId: consignments.generatorId,
      dispatchTypeId: consignments.dispatchTypeId,
    })
    .from(consignments)
    .where(and(eq(consignments.movementId, movementId), eq(consignments.customerId, customerId)))
    .orderBy(asc(consignments.id));
  for (const row of rows) {
    const plan = await resolveEventPlan(db, customerId, row);
    await db
      .insert(tripEventPlans)
      .values({
        customerId,
        movementId,
        consignmentId: row.id,
        source: plan.source,
        events: plan.events,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: tripEventPlans.consignmentId });
  }
  return findTripEventPlans(db, customerId, movementId);
}

/** The plans stored with a trip, by consignment. */
export async function findTripEventPlans(
  db: Db,
  customerId: number,
  movementId: number,
): Promise<TripPlan[]> {
  const rows = await db
    .select()
    .from(tripEventPlans)
    .where(and(eq(tripEventPlans.movementId, movementId), eq(tripEventPlans.customerId, customerId)))
    .orderBy(asc(tripEventPlans.consignmentId));
  return rows.map((r) => ({
    consignmentId: r.consignmentId,
    source: r.source,
    events: r.events,
  }));
}
