import { char, index, integer, pgEnum, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a one-time secret proves: the e-mail (6-digit code), or the right to set a new password
 * (6-digit code from the recovery dialog, or the token of the /resetpassword link).
 */
export const verificationPurpose = pgEnum('verification_purpose', [
  'email_code',
  'password_code',
  'password_link',
]);
export type VerificationPurpose = (typeof verificationPurpose.enumValues)[number];

/**
 * One-time codes and link tokens (ADR 0006). Only an HMAC-SHA256 of the secret (keyed with
 * APP_SECRET) is stored, so a leaked table does not reveal a usable code. A row is open while
 * `consumed_at` is null, `expires_at` is ahead and fewer than 5 wrong attempts were made.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: verificationPurpose('purpose').notNull(),
    /** Hex HMAC-SHA256(APP_SECRET, purpose:user:secret). */
    secretHash: char('secret_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, replaced by a newer one, or killed after too many wrong attempts. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    // The hourly purge (modules/housekeeping) deletes by expiry.
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);
