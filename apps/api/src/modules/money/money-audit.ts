import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moneyAuditLog } from '../../db/schema';

// Every change to a trip's money is written here in the same transaction as the change (issue 11 item 4).

export type MoneyActor = { userId: number } | { driverId: number } | { erp: true };

export type MoneyAction =
  | 'anticipo_registrado'
  | 'anticipo_erp'
  | 'gasto_registrado'
  | 'gasto_corregido'
  | 'gasto_retirado'
  | 'gasto_aprobado'
  | 'gasto_rechazado'
  | 'legalizacion_cerrada'
  | 'legalizacion_reabierta';

export async function recordMoneyChange(
  tx: Db,
  entry: {
    customerId: number;
    movementId: number;
    actor: MoneyActor;
    action: MoneyAction;
    detail: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(moneyAuditLog).values({
    customerId: entry.customerId,
    movementId: entry.movementId,
    userId: 'userId' in entry.actor ? entry.actor.userId : null,
    driverId: 'driverId' in entry.actor ? entry.actor.driverId : null,
    action: entry.action,
    detail: entry.detail,
    at: entry.at,
  });
}

/**
 * Locks the trip's legalisation row (creating it abierta), so reviews and closing run one at a time.
 * Lock order, everywhere (issue 23 item 3): this row first, then the expense's row — a driver's
 * correction and the company's approval taking them in opposite orders deadlocked on PostgreSQL.
 */
export async function lockLegalisation(
  tx: Db,
  customerId: number,
  movementId: number,
): Promise<'abierta' | 'en_revision' | 'legalizada'> {
  await tx.execute(
    sql`insert into trip_legalisations (movement_id, customer_id) values (${movementId}, ${customerId})
      on conflict (movement_id) do nothing`,
  );
  const result = (await tx.execute(
    sql`select state from trip_legalisations where movement_id = ${movementId} for update`,
  )) as unknown as { rows: { state: 'abierta' | 'en_revision' | 'legalizada' }[] };
  return result.rows[0]?.state ?? 'abierta';
}
