import { MSG, type TCompanyDriver, type ZCreateDriverRequest, type ZDriverDetails } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { driverAccess, drivers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { assertMobileApp } from '../configuration/company-access';
import { revokeDriverSessions } from './driver-sessions';
import { findCompanyDriver } from './find-company-drivers';

// The company's side of drivers' accounts (issue 10 item 2). Every call is scoped to `customerId`; writes
// that give access need the mobile app (424 like the configuration), taking access away never does.

export interface DriverAdminDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'testPasswordHashing'>;
}

async function existing(db: Db, customerId: number, driverId: number): Promise<TCompanyDriver> {
  const driver = await findCompanyDriver(db, customerId, driverId);
  if (!driver) throw new AppError(404, MSG.driverNotFound);
  return driver;
}

async function storePassword(deps: DriverAdminDeps, customerId: number, driverId: number, password: string) {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(password, deps.config.testPasswordHashing);
  await deps.db
    .insert(driverAccess)
    .values({ driverId, customerId, passwordHash, status: 'active', passwordSetAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: driverAccess.driverId,
      set: { passwordHash, status: 'active', passwordSetAt: now, updatedAt: now },
    });
  // A reset is also how a lost phone is cut off: the devices signed in with the old password end.
  await revokeDriverSessions(deps.db, driverId, now);
}

export async function createDriver(
  deps: DriverAdminDeps,
  customerId: number,
  input: z.output<typeof ZCreateDriverRequest>,
): Promise<TCompanyDriver> {
  await assertMobileApp(deps.db, customerId);
  const [created] = await deps.db
    .insert(drivers)
    .values({
      customerId,
      documento: input.documento,
      nombre: input.nombre,
      telefono: input.telefono,
      email: input.email,
    })
    .onConflictDoNothing()
    .returning({ id: drivers.id });
  if (!created) throw new AppError(409, MSG.driverDuplicate);
  if (input.password !== undefined) await storePassword(deps, customerId, created.id, input.password);
  return existing(deps.db, customerId, created.id);
}

export async function updateDriver(
  deps: DriverAdminDeps,
  customerId: number,
  driverId: number,
  input: z.output<typeof ZDriverDetails>,
): Promise<TCompanyDriver> {
  await existing(deps.db, customerId, driverId);
  await deps.db
    .update(drivers)
    .set({ nombre: input.nombre, telefono: input.telefono, email: input.email })
    .where(and(eq(drivers.id, driverId), eq(drivers.customerId, customerId)));
  return existing(deps.db, customerId, driverId);
}

export async function setDriverPassword(
  deps: DriverAdminDeps,
  customerId: number,
  driverId: number,
  password: string,
): Promise<TCompanyDriver> {
  await assertMobileApp(deps.db, customerId);
  const driver = await existing(deps.db, customerId, driverId);
  if (password.replace(/[\s.]/g, '').toUpperCase() === driver.documento) {
    throw new AppError(422, MSG.driverPasswordIsDocument);
  }
  await storePassword(deps, customerId, driverId, password);
  return existing(deps.db, customerId, driverId);
}

/** Deactivating ends every device session at once; reactivating keeps the password set before. */
export async function setDriverAccess(
  deps: DriverAdminDeps,
  customerId: number,
  driverId: number,
  isActive: boolean,
): Promise<TCompanyDriver> {
  const driver = await existing(deps.db, customerId, driverId);
  const now = deps.clock.now();
  if (isActive) {
    await assertMobileApp(deps.db, customerId);
    if (driver.acceso === 'sin_acceso') throw new AppError(409, MSG.driverNeedsPassword);
  }
  await deps.db
    .update(driverAccess)
    .set({ status: isActive ? 'active' : 'disabled', updatedAt: now })
    .where(and(eq(driverAccess.driverId, driverId), eq(driverAccess.customerId, customerId)));
  if (!isActive) await revokeDriverSessions(deps.db, driverId, now);
  return existing(deps.db, customerId, driverId);
}
