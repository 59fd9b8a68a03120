import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Messages sent with the public contact form (spec §3 contact message, §7 enviarcorreosolicitud). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    /** Lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Ten digits, without the mask. */
    celular: varchar('celular', { length: 10 }).notNull(),
    descripcion: text('descripcion').notNull(),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
