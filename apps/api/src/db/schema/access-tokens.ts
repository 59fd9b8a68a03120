import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { userRoles, users } from './users';

/**
 * Opaque bearer tokens (ADR 0003). Only the SHA-256 of the token is stored: a leaked table or backup
 * does not let anyone sign in.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the raw token. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    /** The role chosen for this session (spec §2.2 role dialog); null until chosen. */
    userRoleId: integer('user_role_id').references(() => userRoles.id, { onDelete: 'set null' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('access_tokens_user_idx').on(t.userId),
    index('access_tokens_expires_idx').on(t.expiresAt),
    // Disabling a user role or a company revokes the sessions acting as it (modules/auth/revoke-sessions.ts).
    index('access_tokens_user_role_idx').on(t.userRoleId),
  ],
);
