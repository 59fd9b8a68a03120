import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, paymentOrders } from '../../db/schema';

/**
 * Turns the mobile app off for companies whose paid periods have all ended (spec §2.8, §6: checklist and
 * event configuration need it). A company that never paid through the portal keeps what it was given.
 * Returns the companies switched off.
 */
export async function expireSubscriptions(db: Db, now: Date): Promise<number> {
  const paid = db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, customers.id), isNotNull(paymentOrders.subscriptionEndsAt)));
  const stillPaid = db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, customers.id), gt(paymentOrders.subscriptionEndsAt, now)));
  const expired = await db
    .update(customers)
    .set({ hasMobileApp: false })
    .where(and(eq(customers.hasMobileApp, true), sql`exists (${paid})`, sql`not exists (${stillPaid})`))
    .returning({ id: customers.id });
  return expired.length;
}
