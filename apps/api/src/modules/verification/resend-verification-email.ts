import { MSG, type TResendEmailResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { CODE_POLICY, recentSends } from '../../lib/one-time-codes';
import type { ServiceDeps } from '../../lib/service-deps';
import { tooManyRequests } from '../../lib/throttle';
import { mailCompanyName } from './company-name';
import { sendVerificationMail } from './send-verification-mail';

/**
 * spec §7 POST /email/resend, §4 "REENVIAR EMAIL restarts the validity period": a new code (the old
 * one dies) at most once a minute and `CODE_POLICY.dailyCap` times a day per account.
 */
export async function resendVerificationEmail(
  deps: ServiceDeps,
  userId: number,
): Promise<TResendEmailResponse> {
  const now = deps.clock.now();
  const companyName = await mailCompanyName(deps.db, userId);
  const sent = await deps.db.transaction(async (tx) => {
    // The row lock makes two simultaneous resends wait for each other, so the limits hold.
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError(401, MSG.unauthenticated);
    if (user.emailVerifiedAt) throw new AppError(424, MSG.emailAlreadyVerified);

    const sends = await recentSends(tx, user.id, 'email_code', now);
    const sinceLast = sends.lastSentAt
      ? now.getTime() - sends.lastSentAt.getTime()
      : Number.POSITIVE_INFINITY;
    if (sinceLast < CODE_POLICY.resendIntervalMs) {
      throw tooManyRequests(MSG.codeResendTooSoon, CODE_POLICY.resendIntervalMs - sinceLast);
    }
    if (sends.count >= CODE_POLICY.dailyCap && sends.firstSentAt) {
      const reopensIn = sends.firstSentAt.getTime() + CODE_POLICY.dayMs - now.getTime();
      throw tooManyRequests(MSG.codeDailyLimit, reopensIn);
    }
    return sendVerificationMail(tx, deps, { user, companyName, now });
  });
  return {
    message: MSG.resendSuccess,
    verification_code_sent_at: sent.sentAt.toISOString(),
    verification_code_expires_at: sent.expiresAt.toISOString(),
  };
}
