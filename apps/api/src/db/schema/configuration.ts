import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { dispatchTypes } from './dispatch-types';
import { generators } from './fleet';

// Customer configuration (spec §2.8, §3, issue 9): what a transport company's drivers must record —
// the events per generator × dispatch type (or the company-wide mass configuration) and the
// vehicle-inspection checklist. Everything is scoped by the company (customer_id).

/**
 * The logistic events catalogue of a company. `eventId` is the spec's `id_events`: the built-in ids 2–18
 * (5 = INICIAR VIAJE) are created for every company on first use; the company's own events get ids
 * from 100 up. Built-in events can be renamed or deactivated, never deleted.
 */
export const logisticEvents = pgTable(
  'logistic_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: smallint('event_id').notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    isBuiltin: boolean('is_builtin').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('logistic_events_customer_event').on(t.customerId, t.eventId),
    unique('logistic_events_customer_code').on(t.customerId, t.code),
    check('logistic_events_event_id', sql`${t.eventId} > 0`),
  ],
);

/** A generator × dispatch type with its own events (spec §3 per-type record, types_dispatches_clients_id). */
export const dispatchTypeConfigs = pgTable(
  'dispatch_type_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    generatorId: integer('generator_id')
      .notNull()
      .references(() => generators.id, { onDelete: 'cascade' }),
    dispatchTypeId: integer('dispatch_type_id')
      .notNull()
      .references(() => dispatchTypes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('dispatch_type_configs_generator_type').on(t.customerId, t.generatorId, t.dispatchTypeId),
    index('dispatch_type_configs_type_idx').on(t.dispatchTypeId),
    index('dispatch_type_configs_generator_idx').on(t.generatorId),
  ],
);

/** The numeric rules of a configured event (spec §5: integers 0–100, required ≤ allowed photos). */
const eventFields = {
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  eventId: smallint('event_id').notNull(),
  sequence: smallint('sequence').notNull(),
  photoNumbers: smallint('photo_numbers').notNull().default(0),
  photoRequired: smallint('photo_required').notNull().default(0),
  timeMinutes: smallint('time_minutes').notNull().default(0),
  confirmation: boolean('confirmation').notNull().default(false),
};

const eventChecks = (name: string, t: { photoNumbers: AnyPgColumn; photoRequired: AnyPgColumn }) => [
  check(`${name}_photos`, sql`${t.photoNumbers} between 0 and 100 and ${t.photoRequired} between 0 and 100`),
  check(`${name}_required`, sql`${t.photoRequired} <= ${t.photoNumbers}`),
];

/** The ordered events of one generator × dispatch type (spec §3 configured event). */
export const configuredEvents = pgTable(
  'configured_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    configId: integer('config_id')
      .notNull()
      .references(() => dispatchTypeConfigs.id, { onDelete: 'cascade' }),
    ...eventFields,
  },
  (t) => [
    unique('configured_events_config_event').on(t.configId, t.eventId),
    foreignKey({
      name: 'configured_events_catalogue_fk',
      columns: [t.customerId, t.eventId],
      foreignColumns: [logisticEvents.customerId, logisticEvents.eventId],
    }),
    check('configured_events_time', sql`${t.timeMinutes} between 0 and 100`),
    ...eventChecks('configured_events', t),
  ],
);

/** The company-wide mass configuration: applies to every generator × dispatch type without its own. */
export const massConfiguredEvents = pgTable(
  'mass_configured_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...eventFields,
  },
  (t) => [
    unique('mass_configured_events_customer_event').on(t.customerId, t.eventId),
    foreignKey({
      name: 'mass_configured_events_catalogue_fk',
      columns: [t.customerId, t.eventId],
      foreignColumns: [logisticEvents.customerId, logisticEvents.eventId],
    }),
    check('mass_configured_events_time', sql`${t.timeMinutes} between 0 and 100`),
    ...eventChecks('mass_configured_events', t),
  ],
);

/**
 * Vehicle-inspection checklist items (spec §3). `category` and `isCritical` go beyond the spec: the
 * pre-operational report groups by category, and a critical item rated Malo or Muy malo stops the trip.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    numberImages: smallint('number_images').notNull(),
    requiredImages: smallint('required_images').notNull(),
    masive: boolean('masive').notNull().default(false),
    category: varchar('category', { length: 60 }).notNull(),
    isCritical: boolean('is_critical').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checklist_items_customer_idx').on(t.customerId, t.id),
    check('checklist_items_images', sql`${t.numberImages} between 0 and 100`),
    check('checklist_items_required', sql`${t.requiredImages} between 0 and ${t.numberImages}`),
  ],
);
