import { char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { generators } from './fleet';
import { userRoles, users } from './users';

/** ERP integration keys per transport company (ADR 0005). Only the SHA-256 of the key is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    /** The key's first characters, shown in the list to tell keys apart. */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    keyHash: char('key_hash', { length: 64 }).notNull().unique(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_customer_idx').on(t.customerId)],
);

/**
 * Which generator a generator-role grant (role 2) speaks for: its lists show only that generator's
 * consignments. Registration (spec §2.3: generator NIT + transport NIT) fills it.
 */
export const userRoleGenerators = pgTable('user_role_generators', {
  userRoleId: integer('user_role_id')
    .primaryKey()
    .references(() => userRoles.id, { onDelete: 'cascade' }),
  generatorId: integer('generator_id')
    .notNull()
    .references(() => generators.id, { onDelete: 'cascade' }),
});
