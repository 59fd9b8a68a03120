import type { Db } from '../../db/database';
import { accessTokens } from '../../db/schema';
import { lifetimeOf } from './session-policy';
import { generateToken, hashToken } from './tokens';

export interface NewTokenInput {
  userId: number;
  userRoleId: number | null;
  remember: boolean;
  now: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Issues a token; only its hash is stored, the raw value goes to the client once. */
export async function createAccessToken(db: Db, input: NewTokenInput) {
  const token = generateToken();
  const expiresAt = new Date(input.now.getTime() + lifetimeOf(input.remember).absoluteMs);
  await db.insert(accessTokens).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    userRoleId: input.userRoleId,
    remember: input.remember,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt,
    ip: input.ip?.slice(0, 45) ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  return { token, expiresAt };
}
