import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Every stored file (event photos, delivery documents). The bytes live in the storage interface under
 * `storage_key`; the public handle is the random `id`, served only through signed URLs (ADR 0005).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_customer_idx').on(t.customerId)],
);

/**
 * Jobs that run once per installation (e.g. re-encoding the images stored before uploads were bounded,
 * issue 23): a process claims a task by inserting its row and marks it finished; a claim left unfinished
 * for an hour (the process died) may be taken over.
 */
export const oneTimeTasks = pgTable('one_time_tasks', {
  name: varchar('name', { length: 100 }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
