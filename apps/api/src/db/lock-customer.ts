import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { customers } from './schema';

/**
 * Locks the company's row until the transaction ends, so writes that read-then-write a company's whole
 * set (its API keys under a cap, its saved event lists) queue instead of racing (issue 23 items 4 and 7).
 */
export async function lockCustomer(tx: Db, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}
