import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';

/**
 * The operator's next contract number, taken atomically: the upsert locks the operator's counter row
 * until the caller's transaction ends, so parallel creations get consecutive, distinct numbers (a
 * `max(number) + 1` would hand two of them the same one).
 */
export async function nextContractNumber(tx: Db, customerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`insert into especial_sequences (customer_id, last_contract_number) values (${customerId}, 1)
      on conflict (customer_id) do update set last_contract_number = especial_sequences.last_contract_number + 1
      returning last_contract_number as n`,
  );
  if (!row) throw new Error('especial_sequences upsert returned no row');
  return Number(row.n);
}
