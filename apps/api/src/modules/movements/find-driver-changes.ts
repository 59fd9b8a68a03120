import type { TDriverChange } from '@trazo/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { movementDriverChanges } from '../../db/schema';

/** The movement's 'Cambiar conductor' history, oldest first (issue 22 item 4). */
export async function findDriverChanges(
  db: Db,
  customerId: number,
  movementId: number,
): Promise<TDriverChange[]> {
  const rows = await db
    .select({
      id: movementDriverChanges.id,
      at: movementDriverChanges.changedAt,
      por: movementDriverChanges.changedByName,
      de: movementDriverChanges.fromDriverName,
      a: movementDriverChanges.toDriverName,
    })
    .from(movementDriverChanges)
    .where(
      and(eq(movementDriverChanges.movementId, movementId), eq(movementDriverChanges.customerId, customerId)),
    )
    .orderBy(asc(movementDriverChanges.changedAt), asc(movementDriverChanges.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
