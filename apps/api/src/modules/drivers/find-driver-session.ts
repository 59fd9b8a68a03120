import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, driverAccess, driverSessions, drivers } from '../../db/schema';
import { hashToken } from '../auth/tokens';
import { DRIVER_SESSION_POLICY } from './driver-session-policy';

/** What the authentication gate puts on `request.driverSession` for `access: 'driver'` routes. */
export interface DriverSession {
  sessionId: number;
  driverId: number;
  customerId: number;
  documento: string;
}

/**
 * A raw device token → its session, or null when unknown, revoked, idle too long, past its lifetime, or
 * when the driver's access or the company is no longer active. Touches the session and the driver's last
 * sync (at most once a minute): any authenticated call of the app is a sync.
 */
export async function findDriverSession(db: Db, token: string, now: Date): Promise<DriverSession | null> {
  const [row] = await db
    .select({
      sessionId: driverSessions.id,
      driverId: driverSessions.driverId,
      customerId: driverSessions.customerId,
      lastUsedAt: driverSessions.lastUsedAt,
      expiresAt: driverSessions.expiresAt,
      revokedAt: driverSessions.revokedAt,
      documento: drivers.documento,
      accessStatus: driverAccess.status,
      lastSyncAt: driverAccess.lastSyncAt,
      customerStatus: customers.status,
    })
    .from(driverSessions)
    .innerJoin(
      drivers,
      and(eq(drivers.id, driverSessions.driverId), eq(drivers.customerId, driverSessions.customerId)),
    )
    .innerJoin(driverAccess, eq(driverAccess.driverId, driverSessions.driverId))
    .innerJoin(customers, eq(customers.id, driverSessions.customerId))
    .where(eq(driverSessions.tokenHash, hashToken(token)));

  if (!row || row.revokedAt || row.accessStatus !== 'active' || row.customerStatus !== 'active') return null;
  const t = now.getTime();
  if (t >= row.expiresAt.getTime()) return null;
  if (t - row.lastUsedAt.getTime() >= DRIVER_SESSION_POLICY.idleMs) return null;

  if (t - row.lastUsedAt.getTime() >= DRIVER_SESSION_POLICY.touchIntervalMs) {
    await db.update(driverSessions).set({ lastUsedAt: now }).where(eq(driverSessions.id, row.sessionId));
  }
  if (!row.lastSyncAt || t - row.lastSyncAt.getTime() >= DRIVER_SESSION_POLICY.touchIntervalMs) {
    await db.update(driverAccess).set({ lastSyncAt: now }).where(eq(driverAccess.driverId, row.driverId));
  }
  return {
    sessionId: row.sessionId,
    driverId: row.driverId,
    customerId: row.customerId,
    documento: row.documento,
  };
}
