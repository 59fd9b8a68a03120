import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '@trazo/shared';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type VerificationPurpose, verificationCodes } from '../db/schema';
import type { Signer } from './signer';

// One-time codes and link tokens (ADR 0006): CSPRNG, stored as keyed HMACs, short-lived, single use,
// killed after too many wrong attempts. Every number in one place.

const MINUTE = 60_000;

export const CODE_POLICY = {
  /** 6-digit codes (e-mail verification, password recovery): 10 minutes. */
  codeTtlMs: LIMITS.codeValidityMinutes * MINUTE,
  /** The /resetpassword link token: 60 minutes. */
  resetLinkTtlMs: LIMITS.resetLinkValidityMinutes * MINUTE,
  /** The signed e-mail verification link: 60 minutes. */
  emailLinkTtlMs: 60 * MINUTE,
  /** The 5th wrong attempt kills a code. */
  maxAttempts: LIMITS.codeMaxAttempts,
  /** At most one new code a minute per account and purpose… */
  resendIntervalMs: MINUTE,
  /** …and at most this many in 24 hours. */
  dailyCap: 10,
  dayMs: 24 * 60 * MINUTE,
} as const;

/** Six decimal digits from the CSPRNG, uniformly (randomInt has no modulo bias). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(LIMITS.codeLength, '0');
}

/** 256 random bits, URL-safe (the /resetpassword link). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

const hashMessage = (purpose: VerificationPurpose, userId: number, secret: string) =>
  `one-time|${purpose}|${userId}|${secret}`;

/** Closes every open secret of these purposes (superseded or no longer needed). */
export async function closeOpenSecrets(db: Db, userId: number, purposes: VerificationPurpose[], now: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        inArray(verificationCodes.purpose, purposes),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export interface NewSecret {
  userId: number;
  purpose: VerificationPurpose;
  secret: string;
  ttlMs: number;
  now: Date;
}

/** Stores a secret's HMAC; older open secrets of the same purpose stop working (a resend restarts validity). */
export async function storeSecret(db: Db, signer: Signer, input: NewSecret): Promise<{ expiresAt: Date }> {
  await closeOpenSecrets(db, input.userId, [input.purpose], input.now);
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await db.insert(verificationCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    secretHash: signer.sign(hashMessage(input.purpose, input.userId, input.secret)),
    expiresAt,
    createdAt: input.now,
  });
  return { expiresAt };
}

/**
 * Checks `secret` against the user's newest open secret of `purpose`, in one transaction with a row
 * lock (two concurrent tries cannot both succeed). A match consumes it and runs `onSuccess` in the
 * same transaction; a miss counts an attempt, and the last allowed miss kills the secret.
 */
export async function consumeSecret(
  db: Db,
  signer: Signer,
  input: { userId: number; purpose: VerificationPurpose; secret: string; now: Date },
  onSuccess: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.expiresAt.getTime() <= input.now.getTime() || row.attempts >= CODE_POLICY.maxAttempts) {
      return false;
    }
    if (signer.verify(hashMessage(input.purpose, input.userId, input.secret), row.secretHash)) {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: input.now })
        .where(eq(verificationCodes.id, row.id));
      await onSuccess(tx);
      return true;
    }
    const attempts = row.attempts + 1;
    await tx
      .update(verificationCodes)
      .set({ attempts, ...(attempts >= CODE_POLICY.maxAttempts ? { consumedAt: input.now } : {}) })
      .where(eq(verificationCodes.id, row.id));
    return false;
  });
}

/**
 * Whether `secret` is the user's newest open secret of `purpose`, without consuming it or counting an
 * attempt: for a long link token (256 bits) that only lets the page say "used or expired" on arrival.
 * Never use it for the 6-digit codes, whose attempt counter is what stops guessing.
 */
export async function isOpenSecret(
  db: Db,
  signer: Signer,
  input: { userId: number; purpose: VerificationPurpose; secret: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= input.now.getTime() || row.attempts >= CODE_POLICY.maxAttempts) {
    return false;
  }
  return signer.verify(hashMessage(input.purpose, input.userId, input.secret), row.secretHash);
}

/** How many secrets of `purpose` the user was sent in the last 24 h, and when the newest was. */
export async function recentSends(db: Db, userId: number, purpose: VerificationPurpose, now: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      first: sql<string | null>`min(${verificationCodes.createdAt})`,
      last: sql<string | null>`max(${verificationCodes.createdAt})`,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, new Date(now.getTime() - CODE_POLICY.dayMs)),
      ),
    );
  return {
    count: Number(row?.count ?? 0),
    firstSentAt: row?.first ? new Date(row.first) : null,
    lastSentAt: row?.last ? new Date(row.last) : null,
  };
}
