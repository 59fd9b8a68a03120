import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { generators } from './fleet';
import { movementEvents } from './movement-events';
import { movements } from './movements';

// Plantillas (issue 27 §2): what a transport company tells whom when a logistic event is recorded.

/** One template per company × logistic event (its catalogue's event_id) × recipient kind. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: smallint('event_id').notNull(),
    /** 'generador' | 'destinatario' | 'empresa' (shared NOTIFICATION_RECIPIENT_KINDS). */
    recipientKind: varchar('recipient_kind', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The company's own staff addresses (recipient kind 'empresa'). */
    staffEmails: text('staff_emails').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('notification_templates_event_kind').on(t.customerId, t.eventId, t.recipientKind)],
);

/** A generator's contact: who hears about its consignments, and of which events (empty: all). */
export const generatorContacts = pgTable(
  'generator_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    eventIds: smallint('event_ids').array().notNull().default(sql`'{}'::smallint[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('generator_contacts_email').on(t.generatorId, t.email),
    index('generator_contacts_customer_idx').on(t.customerId, t.generatorId),
  ],
);

/** An event switched off for one generator: no template sends for its consignments' events of this id. */
export const generatorNotificationMutes = pgTable(
  'generator_notification_mutes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    eventId: smallint('event_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.generatorId, t.eventId] }),
    index('generator_notification_mutes_generator_idx').on(t.generatorId),
  ],
);

/** An address that asked (by the signed link in a message) to hear no more from this company. */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.email] })],
);

/**
 * What was sent to whom for which event: the movement's log, and the key that makes a resend (the same
 * event reaching us twice) never mail twice — one row per event × channel × recipient.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    movementEventId: integer('movement_event_id')
      .notNull()
      .references(() => movementEvents.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => notificationTemplates.id, { onDelete: 'set null' }),
    channel: varchar('channel', { length: 20 }).notNull(),
    recipientKind: varchar('recipient_kind', { length: 20 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('notification_log_once').on(t.movementEventId, t.channel, t.recipient),
    index('notification_log_movement_idx').on(t.movementId, t.createdAt),
    index('notification_log_customer_idx').on(t.customerId),
    index('notification_log_template_idx').on(t.templateId),
  ],
);
