import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { checklistItems } from './configuration';
import { customers } from './customers';
import { storedFiles } from './files';
import { drivers, vehicles } from './fleet';
import { movements } from './movements';
import { users } from './users';

// spec §3 pre-operational report record: a driver's daily inspection (PESV, Resolución 40595 de 2022)
// → categories → rated items. Names, vehicle and driver data are copied at inspection time: an auditor
// must see what the driver saw, even after the checklist, the vehicle or the driver record changes.

export const preopInspections = pgTable(
  'preop_inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The trip it was made for (id_delivery); null for a daily inspection outside a trip. */
    movementId: integer('movement_id').references(() => movements.id, { onDelete: 'set null' }),
    manifiestoNumero: varchar('manifiesto_numero', { length: 30 }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    vehiculoPlaca: varchar('vehiculo_placa', { length: 10 }).notNull(),
    vehiculoMarca: varchar('vehiculo_marca', { length: 60 }).notNull().default(''),
    vehiculoModelo: varchar('vehiculo_modelo', { length: 20 }).notNull().default(''),
    vehiculoSerie: varchar('vehiculo_serie', { length: 60 }).notNull().default(''),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    conductorNombre: varchar('conductor_nombre', { length: 150 }).notNull(),
    conductorDocumento: varchar('conductor_documento', { length: 20 }).notNull(),
    /** checklist_general_tittle: the checklist's name when the inspection was made. */
    checklistTitle: varchar('checklist_title', { length: 150 }).notNull(),
    /** checklist_general_date. */
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    observation: text('observation').notNull().default(''),
    clause: text('clause').notNull().default(''),
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The drivers' app's record id (idempotent resend); null for seeded or imported inspections. */
    clientId: uuid('client_id'),
    /** A critical item was rated 1 Muy malo or 2 Malo: the vehicle may not start a trip until fixed. */
    blocked: boolean('blocked').notNull().default(false),
    /** The company recorded that the failed critical items were fixed (the trip start is allowed again). */
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    fixedByUserId: integer('fixed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    fixedByName: varchar('fixed_by_name', { length: 150 }),
    fixNote: text('fix_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('preop_inspections_customer_client').on(t.customerId, t.clientId),
    index('preop_inspections_fixed_by_idx').on(t.fixedByUserId),
    index('preop_inspections_customer_date_idx').on(t.customerId, t.inspectedAt),
    index('preop_inspections_movement_idx').on(t.movementId),
    // Auditors ask by vehicle and period; the drivers' app asks whether a vehicle passed today.
    index('preop_inspections_vehicle_date_idx').on(t.vehicleId, t.inspectedAt),
    index('preop_inspections_driver_date_idx').on(t.driverId, t.inspectedAt),
  ],
);

/**
 * The trips an inspection covers (PESV paso 16: one inspection per driver and vehicle and Bogotá day):
 * the trip it was made for, the same driver's other trips on that vehicle that day, and any trip of that
 * driver and vehicle assigned or started later that day. The PESV report of a trip reads its inspections here.
 */
export const preopInspectionTrips = pgTable(
  'preop_inspection_trips',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => preopInspections.id, { onDelete: 'cascade' }),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.inspectionId, t.movementId] }),
    index('preop_inspection_trips_movement_idx').on(t.movementId),
  ],
);

export const preopInspectionCategories = pgTable(
  'preop_inspection_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => preopInspections.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('preop_inspection_categories_inspection_idx').on(t.inspectionId, t.position)],
);

/** A rated item: rate 1 Muy malo … 5 Excelente, 0 N/A (spec §3). */
export const preopInspectionItems = pgTable(
  'preop_inspection_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => preopInspectionCategories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    checklistItemId: integer('checklist_item_id').references(() => checklistItems.id, {
      onDelete: 'set null',
    }),
    title: varchar('title', { length: 150 }).notNull(),
    isCritical: boolean('is_critical').notNull().default(false),
    rate: smallint('rate').notNull(),
    observation: text('observation').notNull().default(''),
  },
  (t) => [
    check('preop_inspection_items_rate', sql`${t.rate} between 0 and 5`),
    index('preop_inspection_items_category_idx').on(t.categoryId, t.position),
  ],
);

export const preopInspectionItemPhotos = pgTable(
  'preop_inspection_item_photos',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => preopInspectionItems.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.position] })],
);
