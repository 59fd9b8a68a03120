import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accessTokens, userRoles } from '../../db/schema';

// Ending sessions from the server (ADR 0003: tokens live in the database, so revoking is one UPDATE
// that every API process sees at once).

/** After a password change: every session of the user ends except the one that made the change. */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId), isNull(accessTokens.revokedAt)),
    );
}

/** A user role was disabled: the sessions acting as that role end (the user's other roles keep theirs). */
export async function revokeSessionsOfUserRole(db: Db, userRoleId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userRoleId, userRoleId), isNull(accessTokens.revokedAt)));
}

/** A company was disabled: every session acting for it ends. */
export async function revokeSessionsOfCustomer(db: Db, customerId: number, now: Date) {
  const roleIds = db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.customerId, customerId));
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(inArray(accessTokens.userRoleId, roleIds), isNull(accessTokens.revokedAt)));
}

/** The user has no role left to act as: every session of theirs ends. */
export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}
