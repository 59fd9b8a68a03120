import { MOVEMENT_EVENT_TYPES } from '@trazo/shared';
import type { Db } from '../../db/database';
import { logisticEvents } from '../../db/schema';

/**
 * The spec's events 2–18 (§3, 5 = INICIAR VIAJE) in a company's catalogue. Created on first use rather than
 * with the company, so companies made before this catalogue existed get them too; idempotent.
 */
export async function ensureBuiltinEvents(db: Db, customerId: number): Promise<void> {
  await db
    .insert(logisticEvents)
    .values(
      MOVEMENT_EVENT_TYPES.map((t) => ({
        customerId,
        eventId: t.id,
        code: String(t.id),
        name: t.name,
        isBuiltin: true,
      })),
    )
    .onConflictDoNothing();
}
