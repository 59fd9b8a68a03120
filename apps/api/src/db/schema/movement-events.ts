import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { storedFiles } from './files';
import { drivers } from './fleet';
import { consignments, movements } from './movements';

/** spec §3 Event: the timeline. Without a consignment an event is manifest-wide (e.g. 5 INICIAR VIAJE). */
export const movementEvents = pgTable(
  'movement_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id').references(() => consignments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** id_events, spec §3: 2–18, or the company's own from its catalogue (≥ 100, issue 27 §2). */
    eventTypeId: smallint('event_type_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The sender's id for safe retries: the same id is stored once per company. */
    externalId: varchar('external_id', { length: 64 }),
    /** The drivers' app's record id (idempotent resend); null for the ERP's and imported events. */
    clientId: uuid('client_id'),
    /** The driver who recorded it from the app; null for the ERP's. */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** The phone could not give a position (permission denied or no fix): recorded as such. */
    geoDenied: boolean('geo_denied').notNull().default(false),
    /** The driver's note on the event (issue 22 item 10; a delivery's too); '' when none or from the ERP. */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'movement_events_type_range',
      sql`${t.eventTypeId} between 2 and 18 or ${t.eventTypeId} between 100 and 32000`,
    ),
    unique('movement_events_customer_client').on(t.customerId, t.clientId),
    index('movement_events_driver_idx').on(t.driverId),
    index('movement_events_movement_idx').on(t.movementId, t.occurredAt),
    // The consignment's foreign key: deleting a consignment (cascade) and its own events look it up.
    index('movement_events_consignment_idx').on(t.consignmentId),
    unique('movement_events_customer_external').on(t.customerId, t.externalId),
    // Inicio's counters and punctuality (issue 26): a company's events of one type in a time window.
    index('movement_events_customer_type_time_idx').on(t.customerId, t.eventTypeId, t.occurredAt),
  ],
);

/** Photos of an event, in order; the file id is the opaque `image_event` entry. */
export const movementEventImages = pgTable(
  'movement_event_images',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => movementEvents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] })],
);

/** Manual delivery documents (cumplidos manuales), spec §3: descripcion, referencia, ruta_digital, nombre. */
export const deliveryDocuments = pgTable(
  'delivery_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id').references(() => consignments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    referencia: varchar('referencia', { length: 60 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** The file name shown as the document link (spec §3 `nombre`). */
    nombre: varchar('nombre', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15): one manifest-wide document per reference too.
    unique('delivery_documents_reference').on(t.movementId, t.consignmentId, t.referencia).nullsNotDistinct(),
    // The consignment's foreign key: deleting a consignment (cascade) and its own cumplidos look it up.
    index('delivery_documents_consignment_idx').on(t.consignmentId),
  ],
);
