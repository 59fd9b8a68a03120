import type { Permission } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

// Issue 27 §3: what each user of a transport company may do. A profile is a named set of permissions of
// one company; a company user's grant (user_roles.profile_id) points at one of its company's profiles.
// Every transport company gets the seeded profiles (hand-written tail of the migration: a trigger on
// customers and user_roles, and the SQL function both use).

export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    /** Permission ids (packages/shared permissions.ts), read with the session (no extra query). */
    permissions: text('permissions').array().notNull().$type<Permission[]>(),
    /** One of the seeded profiles (its name is kept; Administrador keeps every permission). */
    isSeeded: boolean('is_seeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('company_profiles_customer_name').on(t.customerId, t.name),
    // The target of user_roles' (profile_id, customer_id) key: a grant only points at its company's profile.
    unique('company_profiles_id_customer').on(t.id, t.customerId),
    check('company_profiles_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
);
