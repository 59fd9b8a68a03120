import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { especialContracts } from './especiales';
import { storedFiles } from './files';
import { vehicles } from './fleet';

// The FUEC (issue 24 item 5, Resolución 6652 de 2019): the operator's settings that build the number and
// head the PDF, and each issued extract — immutable: what was printed is kept as a snapshot.

export const fuecSettings = pgTable(
  'fuec_settings',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    territorialCode: varchar('territorial_code', { length: 3 }).notNull(),
    resolutionNumber: smallint('resolution_number').notNull(),
    resolutionYear: smallint('resolution_year').notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    legalRepName: varchar('legal_rep_name', { length: 150 }).notNull(),
    /** The legal representative's signature (PNG). Old ones stay: issued FUECs point at theirs. */
    signatureFileId: uuid('signature_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fuec_settings_signature_idx').on(t.signatureFileId)],
);

export const fuecState = pgEnum('fuec_state', ['vigente', 'anulado']);

export const fuecs = pgTable(
  'fuecs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => especialContracts.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    /** The programmed service it was issued for, when one (issue 24 item 3). */
    serviceId: integer('service_id'),
    number: varchar('number', { length: 21 }).notNull(),
    consecutive: smallint('consecutive').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    route: varchar('route', { length: 300 }).notNull(),
    driverIds: jsonb('driver_ids').$type<number[]>().notNull(),
    state: fuecState('state').notNull().default('vigente'),
    annulReason: text('annul_reason'),
    annulledAt: timestamp('annulled_at', { withTimezone: true }),
    replacesId: integer('replaces_id').references((): AnyPgColumn => fuecs.id),
    /** The public verification page's key: random 32 bytes, base64url. */
    token: varchar('token', { length: 43 }).notNull(),
    /** Everything the PDF prints, as issued (FuecSnapshot in modules/especiales/fuec). */
    snapshot: jsonb('snapshot').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fuecs_contract_consecutive').on(t.contractId, t.consecutive),
    unique('fuecs_token').on(t.token),
    unique('fuecs_replaces').on(t.replacesId),
    index('fuecs_customer_issued_idx').on(t.customerId, t.issuedAt),
    index('fuecs_vehicle_idx').on(t.vehicleId),
    index('fuecs_service_idx').on(t.serviceId).where(sql`${t.serviceId} is not null`),
  ],
);
