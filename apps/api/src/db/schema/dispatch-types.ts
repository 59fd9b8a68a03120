import { boolean, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Dispatch types (tipos de despacho) of a company. `key` is the description without case, accents or
 * repeated spaces, so 'Refrigerado', 'REFRIGERADO ' and 'refrigerádo' are one type (shared dispatchTypeKey).
 */
export const dispatchTypes = pgTable(
  'dispatch_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    descripcion: varchar('descripcion', { length: 80 }).notNull(),
    key: varchar('key', { length: 80 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dispatch_types_customer_key').on(t.customerId, t.key)],
);
