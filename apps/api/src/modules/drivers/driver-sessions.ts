import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { driverSessions } from '../../db/schema';
import { generateToken, hashToken } from '../auth/tokens';
import { DRIVER_SESSION_POLICY } from './driver-session-policy';

// Issuing and ending device sessions (tokens live in the database: revoking is one UPDATE every process sees).

export interface NewDriverSessionInput {
  driverId: number;
  customerId: number;
  deviceLabel: string;
  now: Date;
  ip: string | null;
  userAgent: string | null;
}

/** Only the token's hash is stored; the raw value goes to the device once. */
export async function createDriverSession(db: Db, input: NewDriverSessionInput) {
  const token = generateToken();
  const expiresAt = new Date(input.now.getTime() + DRIVER_SESSION_POLICY.absoluteMs);
  await db.insert(driverSessions).values({
    tokenHash: hashToken(token),
    driverId: input.driverId,
    customerId: input.customerId,
    deviceLabel: input.deviceLabel.slice(0, 120),
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt,
    ip: input.ip?.slice(0, 45) ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  return { token, expiresAt };
}

export async function revokeDriverSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(driverSessions)
    .set({ revokedAt: now })
    .where(and(eq(driverSessions.id, sessionId), isNull(driverSessions.revokedAt)));
}

/** Deactivation or a new password: every device of the driver is signed out at once. */
export async function revokeDriverSessions(db: Db, driverId: number, now: Date) {
  await db
    .update(driverSessions)
    .set({ revokedAt: now })
    .where(and(eq(driverSessions.driverId, driverId), isNull(driverSessions.revokedAt)));
}
