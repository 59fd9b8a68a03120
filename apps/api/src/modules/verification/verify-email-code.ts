import { MSG, type TVerifyCodeResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeSecret } from '../../lib/one-time-codes';
import type { ServiceDeps } from '../../lib/service-deps';

/**
 * spec §7 POST /verify-code: the signed-in (unverified) user's code. Wrong, expired, used or killed
 * codes all answer the same 400; an already verified e-mail answers success again.
 */
export async function verifyEmailCode(
  deps: ServiceDeps,
  userId: number,
  code: string,
): Promise<TVerifyCodeResponse> {
  const now = deps.clock.now();
  const [user] = await deps.db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(401, MSG.unauthenticated);
  if (user.emailVerifiedAt) return { message: MSG.verifiedText };

  const isVerified = await consumeSecret(
    deps.db,
    deps.signer,
    { userId, purpose: 'email_code', secret: code, now },
    async (tx) => {
      await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
    },
  );
  if (!isVerified) throw new AppError(400, MSG.codeInvalid);
  return { message: MSG.verifiedText };
}
