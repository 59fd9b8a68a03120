import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accessTokens } from '../../db/schema';

/** Logout: the token stops working at once, on every API process (spec §4). */
export async function revokeAccessToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}
