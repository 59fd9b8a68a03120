import { MSG } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, generators } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// Checks every configuration call shares: the subscription gate (spec §2.8, §6) and the caller's generator.

export async function hasMobileApp(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ hasMobileApp: customers.hasMobileApp })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.hasMobileApp ?? false;
}

/** Writes are refused without the mobile app: the screen hiding the editors is not the lock. */
export async function assertMobileApp(db: Db, customerId: number): Promise<void> {
  if (!(await hasMobileApp(db, customerId))) throw new AppError(424, MSG.configNoMobileApp);
}

/** The company's generator with this NIT, or 404. */
export async function generatorIdOf(db: Db, customerId: number, nit: string): Promise<number> {
  const [row] = await db
    .select({ id: generators.id })
    .from(generators)
    .where(and(eq(generators.customerId, customerId), eq(generators.nit, nit.trim())));
  if (!row) throw new AppError(404, MSG.configGeneratorUnknown);
  return row.id;
}
