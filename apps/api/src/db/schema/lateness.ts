import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { lateReason, movements } from './movements';

// Issue 26 item 2: what a company calls late (Configuraciones › Retrasos) and the e-mails already sent.

/** One row per company that saved its settings; without one, LATENESS_DEFAULTS apply. */
export const latenessSettings = pgTable(
  'lateness_settings',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    toleranceMinutes: smallint('tolerance_minutes').notNull(),
    noEventHours: smallint('no_event_hours').notNull(),
    notifyByEmail: boolean('notify_by_email').notNull(),
    /** null: the company's active administrators. */
    notifyEmail: varchar('notify_email', { length: 254 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('lateness_settings_tolerance', sql`${t.toleranceMinutes} between 0 and 1440`),
    check('lateness_settings_hours', sql`${t.noEventHours} between 1 and 168`),
  ],
);

/** A lateness e-mail went out (or was decided): once per movement and reason, by this unique key. */
export const movementLateNotices = pgTable(
  'movement_late_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    reason: lateReason('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('movement_late_notices_movement_reason').on(t.movementId, t.reason),
    index('movement_late_notices_created_idx').on(t.createdAt),
  ],
);
