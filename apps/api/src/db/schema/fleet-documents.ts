import { FLEET_DOCUMENT_KINDS } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { storedFiles } from './files';
import { drivers, vehicles } from './fleet';

// Fleet documents (issue 24 item 4): a vehicle's SOAT, revisión técnico-mecánica, tarjeta de operación
// and pólizas, a driver's licence. One row per holder and kind, replaced when renewed; the photo or PDF
// is a stored file served through signed links (ADR 0005).

export const fleetDocumentKind = pgEnum('fleet_document_kind', FLEET_DOCUMENT_KINDS);

export const fleetDocuments = pgTable(
  'fleet_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    kind: fleetDocumentKind('kind').notNull(),
    number: varchar('number', { length: 40 }).notNull(),
    issuer: varchar('issuer', { length: 150 }).notNull().default(''),
    /** The licence's category (A1…C3); '' for vehicle documents. */
    category: varchar('category', { length: 5 }).notNull().default(''),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fleet_documents_vehicle_kind').on(t.vehicleId, t.kind),
    unique('fleet_documents_driver_kind').on(t.driverId, t.kind),
    check('fleet_documents_one_holder', sql`(${t.vehicleId} is null) <> (${t.driverId} is null)`),
    // The "expiring in 30 days" and state filters look per company by date.
    index('fleet_documents_customer_expiry_idx').on(t.customerId, t.expiresOn),
    index('fleet_documents_file_idx').on(t.fileId),
  ],
);
