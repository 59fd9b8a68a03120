import { MSG, type TInspectionAlert } from '@trazo/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preopInspections, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findFailedCriticalItems } from './record-inspection';

/**
 * The company records that an inspection's failed critical items were fixed: the vehicle may start
 * its trip again. Only the company's own blocked inspections; once.
 */
export async function fixInspection(
  deps: { db: Db; now: Date },
  input: { customerId: number; userId: number; inspectionId: number; note: string },
): Promise<TInspectionAlert> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(preopInspections)
    .where(
      and(eq(preopInspections.id, input.inspectionId), eq(preopInspections.customerId, input.customerId)),
    );
  if (!row) throw new AppError(404, MSG.inspectionNotFound);
  if (!row.blocked) throw new AppError(409, MSG.inspectionNotBlocked);
  if (row.fixedAt) throw new AppError(409, MSG.inspectionAlreadyFixed);
  const [user] = await db
    .select({ name: users.name, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.userId));
  const fixedByName = user ? `${user.name} ${user.lastName}`.trim().slice(0, 150) : '';
  const [updated] = await db
    .update(preopInspections)
    .set({ fixedAt: deps.now, fixedByUserId: input.userId, fixedByName, fixNote: input.note })
    .where(
      and(
        eq(preopInspections.id, row.id),
        eq(preopInspections.customerId, input.customerId),
        isNull(preopInspections.fixedAt),
      ),
    )
    .returning();
  if (!updated) throw new AppError(409, MSG.inspectionAlreadyFixed);
  return {
    id: updated.id,
    inspectedAt: updated.inspectedAt.toISOString(),
    vehiculoPlaca: updated.vehiculoPlaca,
    conductorNombre: updated.conductorNombre,
    failedCritical: await findFailedCriticalItems(db, updated.id),
    fixedAt: updated.fixedAt?.toISOString() ?? null,
    fixedBy: updated.fixedByName,
    fixNote: updated.fixNote,
  };
}
