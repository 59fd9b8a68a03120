import { MSG, type TPasswordResetResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { CODE_POLICY } from '../../lib/one-time-codes';
import type { ServiceDeps } from '../../lib/service-deps';
import { consumeLimits, padResponseTime } from '../../lib/throttle';
import { mailCompanyName } from '../verification/company-name';
import { RESET_RESPONSE_FLOOR_MS, requestLimits } from './reset-policy';
import { sendResetMail } from './send-reset-mail';

/**
 * spec §7 POST /passwordreset. The answer — status, body, timing, throttling — is the same whether
 * or not the e-mail has an account (no enumeration); only a known, active account gets a mail.
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  email: string,
  ip: string,
): Promise<TPasswordResetResponse> {
  const startedAt = performance.now();
  try {
    await consumeLimits(deps.rateLimiter, requestLimits(email, ip));
    const now = deps.clock.now();
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, name: users.name, status: users.status })
      .from(users)
      .where(eq(users.email, email));
    if (user && user.status === 'active') {
      const companyName = await mailCompanyName(deps.db, user.id);
      await deps.db.transaction((tx) =>
        sendResetMail(tx, { signer: deps.signer, appUrl: deps.config.appUrl }, { user, companyName, now }),
      );
    }
    // spec §3: password_reset_code_sent_at is the code's expiry (the dialog's countdown).
    const expiresAt = new Date(now.getTime() + CODE_POLICY.codeTtlMs);
    return { message: MSG.passwordResetSent, password_reset_code_sent_at: expiresAt.toISOString() };
  } finally {
    await padResponseTime(startedAt, RESET_RESPONSE_FLOOR_MS);
  }
}
