import { MSG, type TResetLinkCheckRequest } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isOpenSecret } from '../../lib/one-time-codes';
import type { ServiceDeps } from '../../lib/service-deps';
import { padResponseTime, throttle } from '../../lib/throttle';
import { ATTEMPT_THROTTLE, RESET_RESPONSE_FLOOR_MS } from './reset-policy';

/**
 * POST /api/reset-password/check (ours, issue 14): the /resetpassword page asks on arrival whether its
 * link still works, so a used or expired link says so before anyone types a password. Nothing is
 * consumed; an unknown e-mail answers exactly like a dead link (same 400, same timing), and the tries
 * share the reset's per-IP throttle.
 */
export async function checkResetLink(
  deps: ServiceDeps,
  input: TResetLinkCheckRequest,
  ip: string,
): Promise<{ message: string }> {
  const startedAt = performance.now();
  try {
    await throttle(deps.rateLimiter, { key: `pwreset-try:${ip}`, ...ATTEMPT_THROTTLE });
    const [user] = await deps.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.email, input.email));
    const isOpen =
      user?.status === 'active' &&
      (await isOpenSecret(deps.db, deps.signer, {
        userId: user.id,
        purpose: 'password_link',
        secret: input.token,
        now: deps.clock.now(),
      }));
    if (!isOpen) throw new AppError(400, MSG.resetLinkInvalid);
    return { message: MSG.resetLinkValid };
  } finally {
    await padResponseTime(startedAt, RESET_RESPONSE_FLOOR_MS);
  }
}
