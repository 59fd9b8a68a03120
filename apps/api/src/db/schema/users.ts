import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentTypes, roles, zones } from './catalogues';
import { companyProfiles } from './company-profiles';
import { customers } from './customers';
import { recordStatus } from './enums';
import { folded } from './search-text';

/** The text the user lists search in (folded); the index and the query must use this very expression. */
export function userSearchText(t: { name: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) {
  return folded(sql`${t.name} || ' ' || ${t.lastName} || ' ' || ${t.email}`);
}

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased (the check makes sure), so the unique index is case-insensitive. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    documentTypeId: smallint('document_type_id').references(() => documentTypes.id),
    documentNumber: varchar('document_number', { length: 20 }),
    zoneId: integer('zone_id').references(() => zones.id),
    avatar: text('avatar'),
    /** `verificado` in the login answer; null while the e-mail is unverified (spec §3, §4). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    verificationCodeSentAt: timestamp('verification_code_sent_at', { withTimezone: true }),
    status: recordStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    // "Contains" search of the administration lists (name, last name, e-mail): trigram GIN index on the
    // same expression the query uses (modules/user-admin/find-user-roles.ts). Needs pg_trgm and trazo_fold.
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
  ],
);

/** A user holds a role for a customer (or for none: super-administrators). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    customerId: integer('customer_id').references(() => customers.id),
    status: recordStatus('status').notNull().default('pending'),
    /**
     * The company the user declared when registering through the generators route (spec §2.3: generator
     * NIT and razón social) and the user's position there (cargo); for companies, only the position.
     */
    companyNit: varchar('company_nit', { length: 15 }),
    companyName: varchar('company_name', { length: 200 }),
    position: varchar('position', { length: 100 }),
    /**
     * A transport company user's profile (issue 27 §3): one of the grant's company's profiles (the
     * composite key below). Set by a trigger when a grant is created without one (hand-written migration).
     */
    profileId: integer('profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15): one role without customer per user, not one per insert.
    unique('user_roles_user_role_customer').on(t.userId, t.roleId, t.customerId).nullsNotDistinct(),
    index('user_roles_customer_idx').on(t.customerId),
    // The administration lists: a company's user roles by state, and every user role by state, newest first.
    index('user_roles_customer_status_idx').on(t.customerId, t.status, t.id),
    index('user_roles_status_idx').on(t.status, t.id),
    foreignKey({
      name: 'user_roles_profile_fk',
      columns: [t.profileId, t.customerId],
      foreignColumns: [companyProfiles.id, companyProfiles.customerId],
    }),
    index('user_roles_profile_idx').on(t.profileId, t.customerId),
  ],
);
