import { ADMIN_PROFILE_NAME, nitCheckDigit, ROLE } from '@trazo/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import { companyProfiles, customers, userRoles, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_CUSTOMERS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoCartera } from './demo-cartera';
import { seedDemoConfiguration } from './demo-configuration';
import { seedDemoDriver, seedDemoDriverTrips } from './demo-driver';
import { seedDemoEspeciales } from './demo-especiales';
import { seedDemoEspecialesServices } from './demo-especiales-services';
import { seedDemoFleetFuec } from './demo-fleet-fuec';
import { seedDemoInspections } from './demo-inspections';
import { seedDemoLogo } from './demo-logo';
import { seedDemoMoney } from './demo-money';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoTurnos } from './demo-turnos';
import { seedDemoWorld } from './demo-world';

/** Generator accounts and the shipper (by NIT) each speaks for (issue 4: generators see only their own). */
const GENERATOR_LINKS: Record<string, string> = {
  'generador@trazo.demo': '860001234',
  'multirol@trazo.demo': '890900321',
};

/**
 * Creates or resets the demo customers and accounts (idempotent: running it again restores their
 * names, password, verification and role states), and creates the demo movements once (with their
 * photos and documents in `storage` when given).
 */
export interface DemoOptions {
  /** Where demo photos and documents go (the app's storage); without it only their rows are made. */
  storage?: FileStorage;
  /** Create the demo movements too (default true; API tests that do not need them skip them). */
  withMovements?: boolean;
  /** config.testPasswordHashing: the demo password at the test suites' cost (lib/password.ts). */
  isTestPasswordCost?: boolean;
}

export async function seedDemo(db: Db, clock: Clock = systemClock, options: DemoOptions = {}): Promise<void> {
  // One argon2 hash shared by every demo account: nine hashes would add about a second to each start.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.isTestPasswordCost ?? false);
  const now = clock.now();

  await db.transaction(async (tx) => {
    const customerIds = new Map<string, number>();
    const generatorGrants: { userRoleId: number; generatorNit: string }[] = [];
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
        const [grant] = await tx
          .insert(userRoles)
          .values({
            userId: user.id,
            roleId: role.roleId,
            customerId: role.customer ? (customerIds.get(role.customer) ?? null) : null,
            status: role.status,
            companyNit: role.company?.nit ?? null,
            companyName: role.company?.name ?? null,
          })
          .onConflictDoUpdate({
            target: [userRoles.userId, userRoles.roleId, userRoles.customerId],
            set: {
              status: sql`excluded.status`,
              companyNit: sql`coalesce(excluded.company_nit, user_roles.company_nit)`,
              companyName: sql`coalesce(excluded.company_name, user_roles.company_name)`,
            },
          })
          .returning({ id: userRoles.id });
        // Issue 27 §3: each demo company user gets its profile again (Administrador unless it says).
        if (grant && role.roleId === ROLE.empresaTransporte && role.customer) {
          const customerId = customerIds.get(role.customer) ?? -1;
          const [profile] = await tx
            .select({ id: companyProfiles.id })
            .from(companyProfiles)
            .where(
              and(
                eq(companyProfiles.customerId, customerId),
                eq(companyProfiles.name, role.profile ?? ADMIN_PROFILE_NAME),
              ),
            );
          if (profile)
            await tx.update(userRoles).set({ profileId: profile.id }).where(eq(userRoles.id, grant.id));
        }
        const generatorNit = GENERATOR_LINKS[account.email];
        if (grant && generatorNit && role.roleId === ROLE.generador) {
          generatorGrants.push({ userRoleId: grant.id, generatorNit });
        }
      }
    }

    const mainCustomerId = customerIds.get('transporte');
    const otherCustomerId = customerIds.get('transporte2');
    if (mainCustomerId && otherCustomerId && options.withMovements !== false) {
      await seedDemoWorld(tx, {
        mainCustomerId,
        otherCustomerId,
        generatorGrants,
        now,
        storage: options.storage,
      });
    }
    if (mainCustomerId && options.storage) {
      await seedDemoLogo(tx, { customerId: mainCustomerId, storage: options.storage });
    }
    // After the movements, so a demo generator can carry its own configuration.
    if (mainCustomerId) await seedDemoConfiguration(tx, mainCustomerId);
    // The drivers' app demo: the driver always; its trips with the movements (after the dispatch types).
    if (mainCustomerId) {
      await seedDemoDriver(tx, { customerId: mainCustomerId, passwordHash, now });
      if (options.withMovements !== false) await seedDemoDriverTrips(tx, { customerId: mainCustomerId, now });
    }
    // After the checklist: the demo inspections rate its items.
    if (mainCustomerId && options.withMovements !== false) {
      await seedDemoInspections(tx, { customerId: mainCustomerId, now, storage: options.storage });
    }
    // After the movements: the demo generator's contact (issue 27 §2).
    if (mainCustomerId) await seedDemoNotifications(tx, mainCustomerId);
    // After the movements and the drivers: queues at two branches (issue 27 §1).
    if (mainCustomerId && options.withMovements !== false)
      await seedDemoTurnos(tx, { customerId: mainCustomerId, now, storage: options.storage });
    // After the movements: the demo generator's invoices bill its remesas (issue 25).
    if (mainCustomerId && options.withMovements !== false) {
      await seedDemoCartera(tx, { customerId: mainCustomerId, now, storage: options.storage });
    }
    const especialesId = customerIds.get('especiales');
    if (especialesId) {
      await seedDemoEspeciales(tx, especialesId, now);
      await seedDemoEspecialesServices(tx, { customerId: especialesId, passwordHash, now });
      // After the contracts and the services' fleet: the FUECs are issued on the first contract (issue 24 item 9).
      await seedDemoFleetFuec(tx, { customerId: especialesId, now, storage: options.storage });
    }
    // After the movements and the drivers' access: the demo driver's trip gets its money.
    await seedDemoMoney(tx, {
      customerIds: [mainCustomerId, otherCustomerId].filter((id) => id !== undefined),
      mainCustomerId: options.withMovements === false ? undefined : mainCustomerId,
      now,
      storage: options.storage,
    });
  });
}

/** Seeds the demo world only into a database without users (a fresh install). */
export async function seedDemoIfEmpty(
  db: Db,
  clock: Clock = systemClock,
  options: DemoOptions = {},
): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, clock, options);
  return true;
}
