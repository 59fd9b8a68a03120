import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fuecs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type IssuedFuec, issueFuec } from './issue-fuec';

// An issued FUEC is never edited (DOMAIN-CO): it is annulled with a reason, and a new one — the next
// consecutive of the same contract, with the same vehicle, drivers and validity — replaces it.

async function ownFuec(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(fuecs)
    .where(and(eq(fuecs.id, id), eq(fuecs.customerId, customerId)));
  if (!row) throw new AppError(404, MSG.fuecNotFound);
  return row;
}

/** Of two annulments at once one wins; the other finds it annulled (409). */
export async function annulFuec(
  deps: { db: Db; now: Date },
  input: { customerId: number; id: number; reason: string },
): Promise<void> {
  await ownFuec(deps.db, input.customerId, input.id);
  const [row] = await deps.db
    .update(fuecs)
    .set({ state: 'anulado', annulReason: input.reason, annulledAt: deps.now })
    .where(and(eq(fuecs.id, input.id), eq(fuecs.customerId, input.customerId), eq(fuecs.state, 'vigente')))
    .returning({ id: fuecs.id });
  if (!row) throw new AppError(409, MSG.fuecNotAnnullable);
}

export async function reissueFuec(
  deps: { db: Db; now: Date },
  input: { customerId: number; id: number },
): Promise<IssuedFuec> {
  const old = await ownFuec(deps.db, input.customerId, input.id);
  if (old.state !== 'anulado') throw new AppError(409, MSG.fuecReissueNeedsAnnul);
  return issueFuec(deps, {
    customerId: input.customerId,
    contractId: old.contractId,
    vehicleId: old.vehicleId,
    driverIds: old.driverIds,
    startDate: old.startDate,
    endDate: old.endDate,
    route: old.route,
    serviceId: old.serviceId,
    replacesId: old.id,
  });
}
