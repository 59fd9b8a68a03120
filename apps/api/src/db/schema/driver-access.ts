import { bigint, char, index, integer, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { drivers } from './fleet';

// The drivers' app accounts (issue 10 item 2): a driver row of a company gets a password here, and each
// signed-in phone is a long-lived device session. Kept apart from `users`/`access_tokens`: a driver is not a
// portal user, and a portal token is never a driver token (nor the reverse).

export const driverAccessStatus = pgEnum('driver_access_status', ['active', 'disabled']);

/** One per driver row that was ever given access; none = the driver has no access to the app. */
export const driverAccess = pgTable(
  'driver_access',
  {
    driverId: integer('driver_id')
      .primaryKey()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    /** Denormalised tenant of the driver row, so every query filters by it without a join. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** argon2id, like users.password_hash (lib/password.ts). */
    passwordHash: text('password_hash').notNull(),
    status: driverAccessStatus('status').notNull().default('active'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }).notNull(),
    /** The driver's app last reached the server with a valid session (touched by the driver gate). */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_access_customer_idx').on(t.customerId)],
);

/**
 * A signed-in device of a driver: an opaque bearer token, only its SHA-256 stored (as access_tokens,
 * ADR 0003). Long-lived (modules/drivers/driver-session-policy.ts), revocable one by one or all at once.
 */
export const driverSessions = pgTable(
  'driver_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the raw token. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** What the app says the device is (e.g. "Android Chrome"), for the company's list. */
    deviceLabel: varchar('device_label', { length: 120 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('driver_sessions_driver_idx').on(t.driverId),
    index('driver_sessions_customer_idx').on(t.customerId),
    index('driver_sessions_expires_idx').on(t.expiresAt),
  ],
);
