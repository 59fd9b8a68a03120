import { MSG, type TLoginRequest, type TLoginResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Signer } from '../../lib/signer';
import { type Limit, reserve } from '../../lib/throttle';
import { createAccessToken } from './create-access-token';
import { deviceFor, rememberDevice } from './device-cookie';
import { findAccount } from './find-account';
import { LOGIN_THROTTLE } from './session-policy';
import { effectiveGrant, toSessionUser } from './session-view';

export interface LoginDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  signer: Signer;
  config: Pick<Config, 'testPasswordHashing'>;
}

export interface LoginContext {
  ip: string | null;
  userAgent: string | null;
  /** The browser's device cookie (device-cookie.ts), if it sent one. */
  deviceCookie?: string | undefined;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  remember: boolean;
  body: TLoginResponse;
  /** The device cookie to set: this browser now signed in to this account. */
  deviceCookie: string;
}

/**
 * Failures per account + address, and per address over every account (password spraying); from a
 * browser whose device cookie names the account, failures per device instead (ADR 0010, issue 22 item 17).
 */
function loginFailureLimits(email: string, ip: string, device: string | null): Limit[] {
  if (device) {
    return [
      {
        key: `login-device:${device}`,
        max: LOGIN_THROTTLE.perDevice.maxFailures,
        windowMs: LOGIN_THROTTLE.perDevice.windowMs,
        message: MSG.tooManyLoginAttemptsFromDevice,
      },
    ];
  }
  return [
    {
      key: `login:${email}:${ip}`,
      max: LOGIN_THROTTLE.maxFailures,
      windowMs: LOGIN_THROTTLE.windowMs,
      message: MSG.tooManyLoginAttempts,
    },
    {
      key: `login-ip:${ip}`,
      max: LOGIN_THROTTLE.perAddress.maxFailures,
      windowMs: LOGIN_THROTTLE.perAddress.windowMs,
      message: MSG.tooManyLoginAttemptsFromAddress,
    },
  ];
}

/** spec §3 / §7 POST /login. Every refusal looks the same, so answers do not reveal which accounts exist. */
export async function login(
  deps: LoginDeps,
  input: TLoginRequest,
  context: LoginContext,
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const remember = input.remember ?? false;
  const now = deps.clock.now();
  const device = deviceFor(deps.signer, context.deviceCookie, email, now);
  const failureLimits = loginFailureLimits(email, context.ip ?? '-', device);
  // The attempt takes its slot before the password is checked, so parallel guesses cannot all pass the
  // limit (issue 23 item 2); a failure keeps the slot, a success gives it back.
  const attempt = await reserve(deps.rateLimiter, ...failureLimits);

  const refuse = (): never => {
    throw new AppError(401, MSG.invalidCredentials);
  };

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  // Unknown e-mail: still pay for one argon2 verification, so timing matches a wrong password.
  const isPasswordValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password, deps.config.testPasswordHashing);
  if (!user || !isPasswordValid || user.status !== 'active') return refuse();

  const account = await findAccount(deps.db, user.id);
  // Every grant disabled: the account no longer has access anywhere.
  if (!account || (account.grants.length === 0 && !account.hasPendingRole)) return refuse();

  // A success is not a failure: its slots are given back. Only the account's (or device's) own counter
  // is cleared: a sprayer's own valid account must not reopen the address's window between guesses.
  await attempt.release();
  await deps.rateLimiter.reset(failureLimits[0]?.key ?? '');
  // With exactly one role it is chosen right away; with several the client asks (spec §2.2, §4).
  const grant = effectiveGrant(account, null);
  const { token, expiresAt } = await createAccessToken(deps.db, {
    userId: user.id,
    userRoleId: grant?.id_usuario_rol ?? null,
    remember,
    now,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return {
    token,
    expiresAt,
    remember,
    body: { access_token: token, ...toSessionUser(account, grant) },
    deviceCookie: rememberDevice(deps.signer, context.deviceCookie, email, now),
  };
}
