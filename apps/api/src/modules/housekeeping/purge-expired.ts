import { and, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accessTokens, emailOutbox, verificationCodes } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long dead rows stay. Verification codes outlive their 10–60 minutes by two days because the daily
 * resend caps count them; sessions by a day after their expiry; delivered
 * or abandoned mail (its body already wiped) by a month, to answer "did the e-mail go out?".
 */
export const RETENTION = {
  verificationCodesMs: 2 * DAY_MS,
  sessionsMs: DAY_MS,
  mailMs: 30 * DAY_MS,
} as const;

export interface PurgeResult {
  sessions: number;
  codes: number;
  mail: number;
}

/** Deletes what can no longer be used: ended sessions, spent codes, old mail. Idempotent. */
export async function purgeExpired(db: Db, now: Date): Promise<PurgeResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const sessions = await db
    .delete(accessTokens)
    // A revoked session goes when its expiry passes too (at most 30 days): one indexed rule.
    .where(lt(accessTokens.expiresAt, before(RETENTION.sessionsMs)))
    .returning({ id: accessTokens.id });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before(RETENTION.verificationCodesMs)))
    .returning({ id: verificationCodes.id });
  const mail = await db
    .delete(emailOutbox)
    .where(and(ne(emailOutbox.status, 'pending'), lt(emailOutbox.createdAt, before(RETENTION.mailMs))))
    .returning({ id: emailOutbox.id });
  return { sessions: sessions.length, codes: codes.length, mail: mail.length };
}
