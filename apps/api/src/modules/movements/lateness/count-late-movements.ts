import { LATE_REASON_CODES, type LateReasonCode } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import type { MovementScope } from '../movement-scope';

// Issue 26 items 2–4: the late movements of a scope by reason, for the Inicio counters (each opens the
// list filtered by `retraso=<reason>`). Reads the stored flag through movements_customer_late_idx.

export type LateCounts = Record<LateReasonCode, number> & { total: number };

export async function countLateMovements(db: Db, scope: MovementScope): Promise<LateCounts> {
  const own =
    scope.generatorId === null
      ? sql``
      : sql`and exists (select 1 from consignments gc where gc.movement_id = m.id and gc.generator_id = ${scope.generatorId})`;
  const rows = await queryRows<{ motivo: LateReasonCode; n: number | string }>(
    db,
    sql`select m.retraso_motivo as motivo, count(*) as n from movements m
        where m.customer_id = ${scope.customerId} and m.retraso_motivo is not null ${own}
        group by m.retraso_motivo`,
  );
  const counts = Object.fromEntries(LATE_REASON_CODES.map((c) => [c, 0])) as LateCounts;
  counts.total = 0;
  for (const row of rows) {
    counts[row.motivo] = Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}
