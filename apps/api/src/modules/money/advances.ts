import { MSG, type ZAdvanceForm } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { movements, tripAdvances, tripLegalisations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockLegalisation, recordMoneyChange } from './money-audit';

// Advances (anticipos) per trip and driver (issue 11 item 2): recorded by the company in the portal, or
// sent by the ERP as the movement's optional `anticipo`.

type AdvanceForm = z.output<typeof ZAdvanceForm>;

/** The company's trip and its driver, or 404. */
export async function tripOf(db: Db, customerId: number, movementId: number) {
  const [row] = await db
    .select({ id: movements.id, driverId: movements.driverId, estado: movements.estado })
    .from(movements)
    .where(and(eq(movements.id, movementId), eq(movements.customerId, customerId)));
  if (!row) throw new AppError(404, MSG.moneyTripUnknown);
  return row;
}

export async function recordAdvance(
  db: Db,
  actor: { customerId: number; userId: number },
  movementId: number,
  form: AdvanceForm,
  now: Date,
): Promise<void> {
  const trip = await tripOf(db, actor.customerId, movementId);
  await db.transaction(async (tx) => {
    if ((await lockLegalisation(tx, actor.customerId, movementId)) === 'legalizada') {
      throw new AppError(424, MSG.moneyLegalisationClosed);
    }
    const [row] = await tx
      .insert(tripAdvances)
      .values({
        customerId: actor.customerId,
        movementId,
        driverId: trip.driverId,
        amountCop: form.amountCop,
        paidOn: form.paidOn,
        method: form.method,
        reference: form.reference,
        source: 'portal',
        recordedByUserId: actor.userId,
      })
      .returning({ id: tripAdvances.id });
    await recordMoneyChange(tx, {
      customerId: actor.customerId,
      movementId,
      actor: { userId: actor.userId },
      action: 'anticipo_registrado',
      detail: { anticipoId: row?.id, valor: form.amountCop, metodo: form.method, referencia: form.reference },
      at: now,
    });
  });
}

/** The Bogotá calendar day of an instant (the ERP's dispatch date is the advance's date). */
function bogotaDay(value: Date): string {
  return new Date(value.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The ERP's `anticipo` per manifest (inside the batch's transaction): one ERP advance per trip, created
 * or updated to the value sent (0 removes it); a resend with the same value changes nothing. A legalised trip keeps its
 * money as closed. Movements sent without `anticipo` are left alone.
 */
export async function upsertErpAdvances(
  tx: Db,
  customerId: number,
  items: { movementId: number; amountCop: number }[],
  now: Date,
): Promise<void> {
  if (items.length === 0) return;
  const ids = items.map((i) => i.movementId);
  const trips = await tx
    .select({
      id: movements.id,
      driverId: movements.driverId,
      fechaDespacho: movements.fechaDespacho,
      closed: sql<boolean>`${tripLegalisations.state} = 'legalizada'`,
    })
    .from(movements)
    .leftJoin(tripLegalisations, eq(tripLegalisations.movementId, movements.id))
    .where(and(eq(movements.customerId, customerId), inArray(movements.id, ids)));
  const existing = await tx
    .select({ movementId: tripAdvances.movementId, amountCop: tripAdvances.amountCop })
    .from(tripAdvances)
    .where(and(inArray(tripAdvances.movementId, ids), eq(tripAdvances.source, 'erp')));
  const current = new Map(existing.map((r) => [r.movementId, r.amountCop]));
  const byId = new Map(trips.map((t) => [t.id, t]));
  for (const item of items) {
    const trip = byId.get(item.movementId);
    const before = current.get(item.movementId);
    if (!trip || trip.closed === true || (before ?? 0) === item.amountCop) continue;
    if (item.amountCop === 0) {
      await tx
        .delete(tripAdvances)
        .where(and(eq(tripAdvances.movementId, item.movementId), eq(tripAdvances.source, 'erp')));
    } else {
      await tx
        .insert(tripAdvances)
        .values({
          customerId,
          movementId: item.movementId,
          driverId: trip.driverId,
          amountCop: item.amountCop,
          paidOn: bogotaDay(trip.fechaDespacho),
          method: 'transferencia',
          reference: 'ERP',
          source: 'erp',
        })
        .onConflictDoUpdate({
          target: tripAdvances.movementId,
          targetWhere: sql`${tripAdvances.source} = 'erp'`,
          set: { amountCop: item.amountCop, driverId: trip.driverId },
        });
    }
    await recordMoneyChange(tx, {
      customerId,
      movementId: item.movementId,
      actor: { erp: true },
      action: 'anticipo_erp',
      detail: { valor: item.amountCop, anterior: before ?? null },
      at: now,
    });
  }
}
