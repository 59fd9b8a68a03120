import type { TPlannedEvent } from '@trazo/shared';
import { index, integer, jsonb, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { consignments, movements } from './movements';

/**
 * The event plan a consignment's trip was asked for, frozen when the trip starts: later edits of the
 * configuration never change what an earlier trip was asked for or how it is reported.
 */
export const tripEventPlans = pgTable(
  'trip_event_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    /** Where the plan came from: shared EVENT_PLAN_SOURCES (a type-only list here; the column is plain text). */
    source: varchar('source', { length: 10, enum: ['propia', 'masiva', 'inicio'] }).notNull(),
    events: jsonb('events').$type<TPlannedEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('trip_event_plans_consignment').on(t.consignmentId),
    index('trip_event_plans_movement_idx').on(t.movementId),
  ],
);
