import { MSG, type TPasswordChangedResponse } from '@trazo/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { VerificationPurpose } from '../../db/schema';
import { accessTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { closeOpenSecrets, consumeSecret } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/password';
import type { ServiceDeps } from '../../lib/service-deps';
import { padResponseTime, throttle } from '../../lib/throttle';
import { ATTEMPT_THROTTLE, RESET_RESPONSE_FLOOR_MS } from './reset-policy';

/**
 * The new password, in the transaction that consumed the code or link: every other recovery secret
 * dies, every session of the user ends (issue 3 item 4), and the e-mail counts as verified — the
 * user just proved they read it.
 */
async function applyNewPassword(
  tx: Db,
  change: { userId: number; password: string; isTestCost: boolean },
  now: Date,
) {
  const { userId } = change;
  const passwordHash = await hashPassword(change.password, change.isTestCost);
  await tx
    .update(users)
    .set({
      passwordHash,
      updatedAt: now,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})`,
    })
    .where(eq(users.id, userId));
  await closeOpenSecrets(tx, userId, ['password_code', 'password_link'], now);
  await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

export interface ResetInput {
  email: string;
  /** The 6-digit code (recovery dialog) or the link token (/resetpassword page). */
  secret: string;
  password: string;
}

/**
 * spec §7 POST /verify-code-password (purpose password_code) and POST /reset-password (purpose
 * password_link). An unknown e-mail fails exactly like a wrong code: same 400, same timing.
 */
export async function resetPassword(
  deps: ServiceDeps,
  purpose: Extract<VerificationPurpose, 'password_code' | 'password_link'>,
  input: ResetInput,
  ip: string,
): Promise<TPasswordChangedResponse> {
  const startedAt = performance.now();
  try {
    await throttle(deps.rateLimiter, { key: `pwreset-try:${ip}`, ...ATTEMPT_THROTTLE });
    const now = deps.clock.now();
    const [user] = await deps.db
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.email, input.email));
    const isReset =
      user?.status === 'active' &&
      (await consumeSecret(
        deps.db,
        deps.signer,
        { userId: user.id, purpose, secret: input.secret, now },
        (tx) =>
          applyNewPassword(
            tx,
            { userId: user.id, password: input.password, isTestCost: deps.config.testPasswordHashing },
            now,
          ),
      ));
    if (!isReset)
      throw new AppError(400, purpose === 'password_code' ? MSG.codeInvalid : MSG.resetLinkInvalid);
    return { message: MSG.passwordResetDone };
  } finally {
    await padResponseTime(startedAt, RESET_RESPONSE_FLOOR_MS);
  }
}
