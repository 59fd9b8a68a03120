import { MSG, type TOptOutInfo } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, notificationOptOuts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Signer } from '../../lib/signer';
import { readOptOutToken } from './opt-out-token';

async function tokenTarget(db: Db, signer: Signer, token: string) {
  const target = readOptOutToken(signer, token);
  if (!target) throw new AppError(400, MSG.ntfOptOutInvalid);
  const [company] = await db
    .select({ name: customers.razonSocial })
    .from(customers)
    .where(eq(customers.id, target.customerId));
  if (!company) throw new AppError(400, MSG.ntfOptOutInvalid);
  return { ...target, empresa: company.name };
}

async function isOptedOut(db: Db, customerId: number, email: string) {
  const [row] = await db
    .select({ email: notificationOptOuts.email })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.customerId, customerId), eq(notificationOptOuts.email, email)));
  return row !== undefined;
}

/** Who the link is for (the page asks before unsubscribing: mail scanners open links). */
export async function describeOptOut(db: Db, signer: Signer, token: string): Promise<TOptOutInfo> {
  const t = await tokenTarget(db, signer, token);
  return { empresa: t.empresa, email: t.email, isOptedOut: await isOptedOut(db, t.customerId, t.email) };
}

/** Stops every notification of this company to this address; repeating it changes nothing. */
export async function optOut(db: Db, signer: Signer, token: string, now: Date): Promise<TOptOutInfo> {
  const t = await tokenTarget(db, signer, token);
  await db
    .insert(notificationOptOuts)
    .values({ customerId: t.customerId, email: t.email, createdAt: now })
    .onConflictDoNothing();
  return { empresa: t.empresa, email: t.email, isOptedOut: true };
}
