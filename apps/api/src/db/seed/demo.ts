import { nitCheckDigit } from '@trazo/shared';
import { count, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { Db } from '../database';
import { customers, userRoles, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS, DEMO_PASSWORD } from './demo-accounts';

/**
 * Creates or resets the demo customers and accounts (idempotent: running it again restores their
 * names, password, verification and role states).
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<void> {
  // One argon2 hash shared by every demo account: nine hashes would add about a second to each start.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();

  await db.transaction(async (tx) => {
    const customerIds = new Map<string, number>();
    for (const c of DEMO_CUSTOMERS) {
      const values = {
        nit: c.nit,
        checkDigit: nitCheckDigit(c.nit),
        razonSocial: c.razonSocial,
        logoUrl: c.logoUrl,
        kind: c.kind,
        hasMobileApp: c.hasMobileApp,
        status: 'active' as const,
      };
      const [row] = await tx
        .insert(customers)
        .values(values)
        .onConflictDoUpdate({ target: customers.nit, set: values })
        .returning({ id: customers.id });
      if (row) customerIds.set(c.key, row.id);
    }

    for (const account of DEMO_ACCOUNTS) {
      const values = {
        email: account.email,
        passwordHash,
        name: account.name,
        lastName: account.lastName,
        phone: account.phone,
        zoneId: account.zoneId,
        emailVerifiedAt: account.isVerified ? now : null,
        verificationCodeSentAt: account.isVerified ? null : now,
        status: 'active' as const,
        updatedAt: now,
      };
      const [user] = await tx
        .insert(users)
        .values(values)
        .onConflictDoUpdate({ target: users.email, set: values })
        .returning({ id: users.id });
      if (!user) continue;
      for (const role of account.roles) {
        await tx
          .insert(userRoles)
          .values({
            userId: user.id,
            roleId: role.roleId,
            customerId: role.customer ? (customerIds.get(role.customer) ?? null) : null,
            status: role.status,
          })
          .onConflictDoUpdate({
            target: [userRoles.userId, userRoles.roleId, userRoles.customerId],
            set: { status: sql`excluded.status` },
          });
      }
    }
  });
}

/** Seeds the demo world only into a database without users (a fresh install). */
export async function seedDemoIfEmpty(db: Db, clock: Clock = systemClock): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, clock);
  return true;
}
