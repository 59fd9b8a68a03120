import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

/** Who changed which profile or assignment, when, and the values before and after (issue 27 §3). */
export const companyProfileAudit = pgTable(
  'company_profile_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The user who made the change (null when the system did, e.g. the migration). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'perfil_creado' | 'perfil_editado' | 'perfil_asignado'. */
    action: varchar('action', { length: 30 }).notNull(),
    profileId: integer('profile_id'),
    /** The grant whose profile changed (assignments). */
    userRoleId: integer('user_role_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_profile_audit_customer_idx').on(t.customerId, t.id),
    index('company_profile_audit_actor_idx').on(t.actorUserId),
  ],
);
