import { MSG, type TLoginRequest, type TLoginResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { createAccessToken } from './create-access-token';
import { findAccount } from './find-account';
import { LOGIN_THROTTLE } from './session-policy';
import { effectiveGrant, toSessionUser } from './session-view';

export interface LoginDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
}

export interface LoginContext {
  ip: string | null;
  userAgent: string | null;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  remember: boolean;
  body: TLoginResponse;
}

/** spec §3 / §7 POST /login. Every refusal looks the same, so answers do not reveal which accounts exist. */
export async function login(
  deps: LoginDeps,
  input: TLoginRequest,
  context: LoginContext,
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const remember = input.remember ?? false;
  const throttleKey = `login:${email}:${context.ip ?? '-'}`;

  const window = await deps.rateLimiter.peek(throttleKey);
  if (window.count >= LOGIN_THROTTLE.maxFailures) {
    throw new AppError(429, MSG.tooManyLoginAttempts, {
      headers: { 'retry-after': String(Math.max(1, Math.ceil(window.resetInMs / 1000))) },
    });
  }

  const refuse = async (): Promise<never> => {
    await deps.rateLimiter.hit(throttleKey, LOGIN_THROTTLE.windowMs);
    throw new AppError(401, MSG.invalidCredentials);
  };

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  // Unknown e-mail: still pay for one argon2 verification, so timing matches a wrong password.
  const isPasswordValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isPasswordValid || user.status !== 'active') return refuse();

  const account = await findAccount(deps.db, user.id);
  // Every grant disabled: the account no longer has access anywhere.
  if (!account || (account.grants.length === 0 && !account.hasPendingRole)) return refuse();

  await deps.rateLimiter.reset(throttleKey);
  // With exactly one role it is chosen right away; with several the client asks (spec §2.2, §4).
  const grant = effectiveGrant(account, null);
  const now = deps.clock.now();
  const { token, expiresAt } = await createAccessToken(deps.db, {
    userId: user.id,
    userRoleId: grant?.id_usuario_rol ?? null,
    remember,
    now,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return { token, expiresAt, remember, body: { access_token: token, ...toSessionUser(account, grant) } };
}
