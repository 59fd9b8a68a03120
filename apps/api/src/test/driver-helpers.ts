import { randomInt } from 'node:crypto';
import type { TDriverSignInResponse } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app';
import { driverAccess, drivers, movements } from '../db/schema';
import { hashPassword } from '../lib/password';

// Drivers for the API tests (issue 10): a driver row of a company with app access, signed in through the
// real POST /api/conductor/sesion, so its token is a real device session.

export const TEST_DRIVER_PASSWORD = 'Conductor-2026*';

export interface DriverWithSession {
  driverId: number;
  customerId: number;
  documento: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** Gives `documento` access at the company (creating the driver row when missing) and signs it in. */
export async function createDriverWithSession(
  app: App,
  options: { customerId: number; documento?: string; nombre?: string; password?: string },
): Promise<DriverWithSession> {
  const documento = options.documento ?? `7${randomInt(100_000_000, 999_999_999)}`;
  const password = options.password ?? TEST_DRIVER_PASSWORD;
  const now = app.clock.now();
  await app.db
    .insert(drivers)
    .values({ customerId: options.customerId, documento, nombre: options.nombre ?? `Conductor ${documento}` })
    .onConflictDoNothing();
  const [driver] = await app.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.customerId, options.customerId), eq(drivers.documento, documento)));
  if (!driver) throw new Error(`driver ${documento} of customer ${options.customerId} not created`);
  const passwordHash = await hashPassword(password, app.config.testPasswordHashing);
  await app.db
    .insert(driverAccess)
    .values({ driverId: driver.id, customerId: options.customerId, passwordHash, passwordSetAt: now })
    .onConflictDoUpdate({
      target: driverAccess.driverId,
      set: { passwordHash, status: 'active', passwordSetAt: now, updatedAt: now },
    });

  const response = await app.inject({
    method: 'POST',
    url: '/api/conductor/sesion',
    payload: { documento, password, customerId: options.customerId },
  });
  if (response.statusCode !== 200) {
    throw new Error(`driver sign-in ${documento} → ${response.statusCode} ${response.body}`);
  }
  const body = response.json<TDriverSignInResponse>();
  if (!('token' in body)) throw new Error(`driver sign-in ${documento} asked for a company`);
  return {
    driverId: driver.id,
    customerId: options.customerId,
    documento,
    password,
    token: body.token,
    headers: { authorization: `Bearer ${body.token}` },
  };
}

/** Makes `driverId` the movement's driver (as the ERP, the import or the company's movement detail would). */
export async function assignDriver(app: App, movementId: number, driverId: number): Promise<void> {
  const [driver] = await app.db
    .select({ customerId: drivers.customerId })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (!driver) throw new Error(`driver ${driverId} does not exist`);
  const updated = await app.db
    .update(movements)
    .set({ driverId })
    .where(and(eq(movements.id, movementId), eq(movements.customerId, driver.customerId)))
    .returning({ id: movements.id });
  if (updated.length !== 1) {
    throw new Error(`movement ${movementId} is not of driver ${driverId}'s company ${driver.customerId}`);
  }
}
