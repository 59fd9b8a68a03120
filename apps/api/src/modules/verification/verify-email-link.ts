import { MSG, type TEmailVerifyQuery, type TEmailVerifyResponse } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { closeOpenSecrets } from '../../lib/one-time-codes';
import type { ServiceDeps } from '../../lib/service-deps';
import { matchesEmail, readEmailVerifyLink } from './email-link';

/**
 * spec §7 "GET verification link": the signature is the proof, so no session is needed (the link
 * may be opened on another device). 403 when altered, expired, or the e-mail changed since.
 */
export async function verifyEmailLink(
  deps: ServiceDeps,
  query: TEmailVerifyQuery,
): Promise<TEmailVerifyResponse> {
  const now = deps.clock.now();
  const link = readEmailVerifyLink(deps.signer, query, now);
  if (!link) throw new AppError(403, MSG.emailLinkInvalid);
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, link.userId));
  if (!user || !matchesEmail(link.hash, user.email)) throw new AppError(403, MSG.emailLinkInvalid);
  if (user.emailVerifiedAt) return { data: { message: MSG.emailAlreadyVerified } };

  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    // The code mailed with the link is no longer needed.
    await closeOpenSecrets(tx, user.id, ['email_code'], now);
  });
  return { data: { message: MSG.verifiedText } };
}
