import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { drivers } from './fleet';
import { movements } from './movements';
import { users } from './users';

// Issue 22 item 4: every 'Cambiar conductor' of a movement, who made it and when, from → to. Names are
// copied at the moment of the change: the history must read as it happened even after a driver or a
// user record changes.

export const movementDriverChanges = pgTable(
  'movement_driver_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    fromDriverId: integer('from_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    fromDriverName: varchar('from_driver_name', { length: 150 }).notNull(),
    toDriverId: integer('to_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    toDriverName: varchar('to_driver_name', { length: 150 }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedByName: varchar('changed_by_name', { length: 150 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('movement_driver_changes_movement_idx').on(t.movementId, t.changedAt),
    index('movement_driver_changes_from_idx').on(t.fromDriverId),
    index('movement_driver_changes_to_idx').on(t.toDriverId),
    index('movement_driver_changes_user_idx').on(t.changedByUserId),
  ],
);
