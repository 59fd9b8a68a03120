import { MSG, type TChangePasswordForm, type TMessageResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limiter';
import { type Limit, reserve } from '../../lib/throttle';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { AuthSession } from '../auth/find-session';
import { revokeOtherSessions } from '../auth/revoke-sessions';
import { passwordChangedMail } from './password-changed-mail';

export interface ChangePasswordDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  config: Config;
}

/** Wrong current passwords allowed per user inside one window; then 429 until it closes. */
export const PASSWORD_CHANGE_THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

const fieldError = (field: string, message: string) =>
  new AppError(422, message, { errors: { [`frmReset.${field}`]: [message] } });

/**
 * spec §2.7 / §7 POST /cambiar_clave: the current password must be right (a stolen, unattended
 * session cannot lock the owner out), the new one must differ; on success every OTHER session ends.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  session: AuthSession,
  form: TChangePasswordForm,
): Promise<TMessageResponse> {
  const failures: Limit = {
    key: `password-change:${session.userId}`,
    max: PASSWORD_CHANGE_THROTTLE.maxFailures,
    windowMs: PASSWORD_CHANGE_THROTTLE.windowMs,
    message: MSG.tooManyPasswordChangeAttempts,
  };
  // The slot is taken before the password is checked, so parallel guesses cannot all pass (issue 23 item 2).
  const attempt = await reserve(deps.rateLimiter, failures);

  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) {
    await attempt.release();
    throw new AppError(401, MSG.unauthenticated);
  }

  if (!(await verifyPassword(user.passwordHash, form.clave_actual))) {
    throw fieldError('clave_actual', MSG.currentPasswordWrong);
  }
  // The right password: not a failure, whatever happens next.
  await attempt.release();
  if (form.clave_nueva === form.clave_actual) throw fieldError('clave_nueva', MSG.passwordSameAsCurrent);

  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold row locks.
  const passwordHash = await hashPassword(form.clave_nueva, deps.config.testPasswordHashing);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, session.tokenId, now);
    await enqueueMail(tx, passwordChangedMail(user, deps.config.appUrl, now), now);
  });
  await deps.rateLimiter.reset(failures.key);
  return { message: MSG.passwordChanged };
}
