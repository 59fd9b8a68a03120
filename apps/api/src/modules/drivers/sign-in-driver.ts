import {
  MSG,
  type TDriverSessionView,
  type TDriverSignInResponse,
  type ZDriverSignInRequest,
} from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, driverAccess, drivers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { type Limit, reserve } from '../../lib/throttle';
import { DRIVER_LOGIN_THROTTLE } from './driver-session-policy';
import { createDriverSession } from './driver-sessions';

export interface SignInDriverDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'testPasswordHashing'>;
}

export interface SignInContext {
  ip: string | null;
  userAgent: string | null;
}

type SignInInput = z.output<typeof ZDriverSignInRequest>;

/**
 * Failures per document + address (so a stranger guessing from elsewhere never locks the driver out), and
 * per address over every document (spraying). Built like the portal login's (auth/login.ts).
 */
function driverLoginLimits(documento: string, ip: string): [Limit, Limit] {
  return [
    {
      key: `driver-login:${documento}:${ip}`,
      max: DRIVER_LOGIN_THROTTLE.maxFailures,
      windowMs: DRIVER_LOGIN_THROTTLE.windowMs,
      message: MSG.tooManyLoginAttempts,
    },
    {
      key: `driver-login-ip:${ip}`,
      max: DRIVER_LOGIN_THROTTLE.perAddress.maxFailures,
      windowMs: DRIVER_LOGIN_THROTTLE.perAddress.windowMs,
      message: MSG.tooManyLoginAttemptsFromAddress,
    },
  ];
}

/**
 * The app's sign-in with document + password. The same document may be a driver of several companies, each
 * with its own password: the companies whose active access the password opens are the candidates. One →
 * a device session; several → the driver picks (`chooseCompany`) and signs in again with `customerId`.
 * Every refusal (unknown document, wrong password, no access, disabled) is the same 401.
 */
export async function signInDriver(
  deps: SignInDriverDeps,
  input: SignInInput,
  context: SignInContext,
): Promise<TDriverSignInResponse> {
  const limits = driverLoginLimits(input.documento, context.ip ?? '-');
  // The slot is taken before any password is checked, so parallel guesses cannot all pass (issue 23 item 2).
  const attempt = await reserve(deps.rateLimiter, ...limits);

  const rows = await deps.db
    .select({
      driverId: drivers.id,
      customerId: drivers.customerId,
      documento: drivers.documento,
      nombre: drivers.nombre,
      telefono: drivers.telefono,
      passwordHash: driverAccess.passwordHash,
      accessStatus: driverAccess.status,
      customerStatus: customers.status,
      razonSocial: customers.razonSocial,
      nit: customers.nit,
    })
    .from(drivers)
    .innerJoin(driverAccess, eq(driverAccess.driverId, drivers.id))
    .innerJoin(customers, eq(customers.id, drivers.customerId))
    .where(eq(drivers.documento, input.documento))
    .orderBy(customers.razonSocial, drivers.id);

  // Every row's hash is verified (disabled ones too), and an unknown document pays for one verification:
  // the answer's timing does not tell which documents have access.
  const verified = await Promise.all(rows.map((row) => verifyPassword(row.passwordHash, input.password)));
  if (rows.length === 0) await verifyAgainstDummy(input.password, deps.config.testPasswordHashing);
  const open = rows.filter(
    (row, i) =>
      verified[i] &&
      row.accessStatus === 'active' &&
      row.customerStatus === 'active' &&
      (input.customerId === undefined || row.customerId === input.customerId),
  );
  const [chosen] = open;
  if (!chosen) throw new AppError(401, MSG.driverInvalidCredentials);
  // A success gives its slots back; only the document's own counter is cleared: a sprayer's valid account
  // must not reopen the address's window.
  await attempt.release();
  await deps.rateLimiter.reset(limits[0].key);

  if (open.length > 1) {
    return {
      chooseCompany: open.map((row) => ({
        customerId: row.customerId,
        razonSocial: row.razonSocial,
        nit: row.nit,
      })),
    };
  }

  const { token, expiresAt } = await createDriverSession(deps.db, {
    driverId: chosen.driverId,
    customerId: chosen.customerId,
    deviceLabel: input.deviceLabel ?? '',
    now: deps.clock.now(),
    ip: context.ip,
    userAgent: context.userAgent,
  });
  const view: TDriverSessionView = {
    driver: {
      id: chosen.driverId,
      documento: chosen.documento,
      nombre: chosen.nombre,
      telefono: chosen.telefono,
    },
    company: { customerId: chosen.customerId, razonSocial: chosen.razonSocial, nit: chosen.nit },
    expiresAt: expiresAt.toISOString(),
  };
  return { token, ...view };
}
