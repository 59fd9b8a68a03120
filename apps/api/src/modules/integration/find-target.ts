import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consignments, movements } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The company's manifest (and optionally one of its consignments) an event or cumplido is for. */
export async function findTarget(
  db: Db,
  customerId: number,
  manifest: string,
  remesa: string | undefined,
): Promise<{ movementId: number; consignmentId: number | null }> {
  const [movement] = await db
    .select({ id: movements.id })
    .from(movements)
    .where(and(eq(movements.customerId, customerId), eq(movements.manifiestoNumero, manifest.toUpperCase())));
  if (!movement) throw new AppError(404, MSG.movementNotFound);
  if (!remesa) return { movementId: movement.id, consignmentId: null };
  const [consignment] = await db
    .select({ id: consignments.id })
    .from(consignments)
    .where(
      and(eq(consignments.movementId, movement.id), eq(consignments.remesaNumero, remesa.toUpperCase())),
    );
  if (!consignment) throw new AppError(404, MSG.consignmentNotFound);
  return { movementId: movement.id, consignmentId: consignment.id };
}
