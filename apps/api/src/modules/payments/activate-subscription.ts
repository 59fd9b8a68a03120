import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, paymentOrders } from '../../db/schema';

/** Adds calendar months in UTC; a day past the end of the target month becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Turns on the company's mobile-app subscription (spec §2.8, §6) for `months`, starting when its
 * current paid period ends (or now): paying early extends rather than overlaps.
 */
export async function activateSubscription(
  tx: Db,
  order: { id: number; customerId: number; months: number },
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date }> {
  const [current] = await tx
    .select({ until: max(paymentOrders.subscriptionEndsAt) })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, order.customerId), gt(paymentOrders.subscriptionEndsAt, now)));
  const startsAt = current?.until ?? now;
  const endsAt = addMonths(startsAt, order.months);
  await tx
    .update(paymentOrders)
    .set({ subscriptionStartsAt: startsAt, subscriptionEndsAt: endsAt })
    .where(eq(paymentOrders.id, order.id));
  await tx.update(customers).set({ hasMobileApp: true }).where(eq(customers.id, order.customerId));
  return { startsAt, endsAt };
}
