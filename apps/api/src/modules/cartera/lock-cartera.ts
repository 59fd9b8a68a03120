import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** The advisory lock space of cartera writes (issue 25); the startup lock is a one-key lock, another space. */
const CARTERA_WRITES = 25;

/**
 * Queues a company's writers of invoices and payments until the transaction ends. Each invoice written
 * updates the invoice_aging_days row of its generator and due date (migration 0037), so two batches
 * touching the same two groups in opposite orders would deadlock; taken first, before any row lock, this
 * makes them wait in turn. Readers never take it.
 */
export async function lockCarteraWrites(tx: Db, customerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CARTERA_WRITES}::int, ${customerId}::int)`);
}
