import {
  boolean,
  index,
  integer,
  pgTable,
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
import { movementEvents } from './movement-events';
import { consignments } from './movements';

// What the drivers' app sends besides the timeline itself (issue 10): the photos it uploads before the
// records that use them, the delivery proofs, and the company's rejection reasons. Events go to
// movement_events and cumplidos to delivery_documents, the tables the ERP writes: one timeline.

/**
 * A photo uploaded by the app (POST /api/conductor/fotos), by its client id. A record references it by
 * that id; `usedBy` is set when one does, so a photo belongs to one record only.
 */
export const driverPhotos = pgTable(
  'driver_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** The client id of the record that uses it; null until one does. */
    usedBy: uuid('used_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('driver_photos_customer_client').on(t.customerId, t.clientId),
    index('driver_photos_driver_idx').on(t.driverId),
  ],
);

/** The company's list of reasons a delivery can be rejected (ENTREGA RECHAZADA); deactivated, never deleted. */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('rejection_reasons_customer_nombre').on(t.customerId, t.nombre)],
);

/**
 * The proof that goes with a delivery event (10 pendiente, 11 exitosa, 12 rechazada) recorded by the app:
 * who received and their signature, or the rejection reason, the note, and how far from the destination.
 */
export const driverDeliveries = pgTable(
  'driver_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .unique()
      .references(() => movementEvents.id, { onDelete: 'cascade' }),
    consignmentId: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    receiverName: varchar('receiver_name', { length: 150 }),
    receiverDocument: varchar('receiver_document', { length: 20 }),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    reasonId: integer('reason_id').references(() => rejectionReasons.id, { onDelete: 'set null' }),
    /** The reason's name when recorded (the company may rename it later). */
    reasonName: varchar('reason_name', { length: 80 }),
    note: text('note').notNull().default(''),
    /** Metres from the destination's coordinates; null when either position is unknown. */
    distanceMeters: integer('distance_meters'),
    far: boolean('far').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('driver_deliveries_customer_idx').on(t.customerId, t.createdAt),
    index('driver_deliveries_consignment_idx').on(t.consignmentId),
    index('driver_deliveries_signature_idx').on(t.signatureFileId),
    index('driver_deliveries_reason_idx').on(t.reasonId),
  ],
);
