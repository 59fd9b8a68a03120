import type { Permission } from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accessTokens, companyProfiles, customers, userRoles, users } from '../../db/schema';
import { lifetimeOf, SESSION_POLICY } from './session-policy';
import { hashToken } from './tokens';

/** What the authentication plugin puts on `request.session`. */
export interface AuthSession {
  tokenId: number;
  userId: number;
  email: string;
  isEmailVerified: boolean;
  remember: boolean;
  /** The chosen role grant, while it is still active; null until a role is chosen. */
  userRoleId: number | null;
  roleId: number | null;
  /** The tenant every query of this session is scoped to; null for roles without a customer. */
  customerId: number | null;
  /**
   * A transport company user's permissions, from the grant's profile (issue 27 §3), read in the same
   * query as the session so a change applies to the next request; empty without a profile.
   */
  permissions: readonly Permission[];
}

/** A session found, and until when it lasts by time alone (its absolute expiry, or idleness). */
export interface FoundSession {
  session: AuthSession;
  /** Epoch ms: past this the session is over even if nothing is written (session-cache.ts checks it). */
  validUntil: number;
}

/**
 * Resolves a raw token to its session, or null when it is unknown, revoked, idle too long, past its
 * absolute lifetime, or its user is no longer active (ADR 0003).
 */
export async function findSession(db: Db, token: string, now: Date): Promise<FoundSession | null> {
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      userId: accessTokens.userId,
      remember: accessTokens.remember,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      email: users.email,
      userStatus: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      userRoleId: userRoles.id,
      roleId: userRoles.roleId,
      customerId: userRoles.customerId,
      grantStatus: userRoles.status,
      customerStatus: customers.status,
      permissions: companyProfiles.permissions,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(
      userRoles,
      and(eq(userRoles.id, accessTokens.userRoleId), eq(userRoles.userId, accessTokens.userId)),
    )
    .leftJoin(customers, eq(customers.id, userRoles.customerId))
    .leftJoin(
      companyProfiles,
      and(eq(companyProfiles.id, userRoles.profileId), eq(companyProfiles.customerId, userRoles.customerId)),
    )
    .where(eq(accessTokens.tokenHash, hashToken(token)));

  if (!row || row.revokedAt || row.userStatus !== 'active') return null;
  const t = now.getTime();
  if (t >= row.expiresAt.getTime()) return null;
  if (t - row.lastUsedAt.getTime() >= lifetimeOf(row.remember).idleMs) return null;

  let lastUsedAt = row.lastUsedAt.getTime();
  if (t - lastUsedAt >= SESSION_POLICY.touchIntervalMs) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.tokenId));
    lastUsedAt = t;
  }

  // A grant disabled (or whose customer was disabled) after it was chosen no longer counts.
  const isGrantUsable =
    row.userRoleId !== null &&
    row.grantStatus === 'active' &&
    (row.customerId === null || row.customerStatus === 'active');
  const session: AuthSession = {
    tokenId: row.tokenId,
    userId: row.userId,
    email: row.email,
    isEmailVerified: row.emailVerifiedAt !== null,
    remember: row.remember,
    userRoleId: isGrantUsable ? row.userRoleId : null,
    roleId: isGrantUsable ? row.roleId : null,
    customerId: isGrantUsable ? row.customerId : null,
    permissions: isGrantUsable ? (row.permissions ?? []) : [],
  };
  const validUntil = Math.min(row.expiresAt.getTime(), lastUsedAt + lifetimeOf(row.remember).idleMs);
  return { session, validUntil };
}
