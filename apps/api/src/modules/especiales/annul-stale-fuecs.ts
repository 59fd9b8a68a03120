import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fuecs } from '../../db/schema';

// An issued FUEC is never edited (DOMAIN-CO): when its service is reprogrammed with another vehicle or
// crew, or cancelled, the extract no longer says what is on the road, so it is annulled with the reason.
// The service's 'FUEC' action then issues a new one (the contract's next consecutive). Called inside
// the service's transaction, with its row locked.

export interface ServiceCrew {
  vehicleId: number;
  driverIds: readonly number[];
}

/** The vehicle and the set of drivers (their order on the extract is not a change of crew). */
const crewKey = (c: ServiceCrew) => `${c.vehicleId}:${[...c.driverIds].sort((x, y) => x - y).join(',')}`;

/**
 * Annuls the service's valid FUECs that do not carry `keep` (every one when `keep` is null: the service
 * was cancelled). Answers how many were annulled.
 */
export async function annulStaleServiceFuecs(
  tx: Db,
  input: { customerId: number; serviceId: number; keep: ServiceCrew | null; reason: string; now: Date },
): Promise<number> {
  const valid = await tx
    .select({ id: fuecs.id, vehicleId: fuecs.vehicleId, driverIds: fuecs.driverIds })
    .from(fuecs)
    .where(
      and(
        eq(fuecs.customerId, input.customerId),
        eq(fuecs.serviceId, input.serviceId),
        eq(fuecs.state, 'vigente'),
      ),
    );
  const keep = input.keep === null ? null : crewKey(input.keep);
  const stale = valid.filter((f) => crewKey(f) !== keep);
  for (const f of stale) {
    await tx
      .update(fuecs)
      .set({ state: 'anulado', annulReason: input.reason, annulledAt: input.now })
      .where(and(eq(fuecs.id, f.id), eq(fuecs.state, 'vigente')));
  }
  return stale.length;
}
