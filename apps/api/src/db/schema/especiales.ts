import { CONTRACT_TYPES, CONVENIO_TYPES } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentTypes, zones } from './catalogues';
import { customers } from './customers';
import { folded } from './search-text';

// The special-transport operator's masters and contracts (issue 24 items 1–2). Every row belongs to the
// operator (`customer_id`, a customer of kind 'especiales'); rows are deactivated, never deleted, because
// services and FUECs point at them.

export const especialContractType = pgEnum('especial_contract_type', CONTRACT_TYPES);
export const especialConvenioType = pgEnum('especial_convenio_type', CONVENIO_TYPES);

const operator = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
const audit = {
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The text each master's search looks in; the trigram index and the query share it. */
export function costCentreSearchText(t: {
  code: AnyPgColumn;
  name: AnyPgColumn;
  clientName: AnyPgColumn;
  clientNit: AnyPgColumn;
}) {
  return folded(sql`${t.code} || ' ' || ${t.name} || ' ' || ${t.clientName} || ' ' || ${t.clientNit}`);
}
export function placeSearchText(t: { name: AnyPgColumn; address: AnyPgColumn; aliases: AnyPgColumn }) {
  return folded(sql`${t.name} || ' ' || ${t.address} || ' ' || ${t.aliases}`);
}
export function staffSearchText(t: {
  documentNumber: AnyPgColumn;
  firstNames: AnyPgColumn;
  lastNames: AnyPgColumn;
  email: AnyPgColumn;
}) {
  return folded(
    sql`${t.documentNumber} || ' ' || ${t.firstNames} || ' ' || ${t.lastNames} || ' ' || ${t.email}`,
  );
}
export function contractSearchText(t: {
  number: AnyPgColumn;
  clientName: AnyPgColumn;
  clientNit: AnyPgColumn;
  objeto: AnyPgColumn;
}) {
  return folded(
    sql`${t.number}::text || ' ' || ${t.clientName} || ' ' || ${t.clientNit} || ' ' || ${t.objeto}`,
  );
}

export const especialCostCentres = pgTable(
  'especial_cost_centres',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: operator(),
    clientNit: varchar('client_nit', { length: 15 }).notNull(),
    clientDv: smallint('client_dv').notNull(),
    clientName: varchar('client_name', { length: 200 }).notNull(),
    /** Upper case (the contract folds it), unique per operator. */
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    monthlyBudgetCop: bigint('monthly_budget_cop', { mode: 'number' }),
    ...audit,
  },
  (t) => [
    unique('especial_cost_centres_code').on(t.customerId, t.code),
    index('especial_cost_centres_search_trgm_idx').using('gin', sql`${costCentreSearchText(t)} gin_trgm_ops`),
  ],
);

export const especialPlaces = pgTable(
  'especial_places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: operator(),
    name: varchar('name', { length: 150 }).notNull(),
    /** The name lower-cased, accent-free and single-spaced: one place per name and operator. */
    nameKey: varchar('name_key', { length: 150 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Other names, one per line: searched with the name. */
    aliases: text('aliases').notNull().default(''),
    ...audit,
  },
  (t) => [
    unique('especial_places_name').on(t.customerId, t.nameKey),
    index('especial_places_zone_idx').on(t.zoneId),
    index('especial_places_search_trgm_idx').using('gin', sql`${placeSearchText(t)} gin_trgm_ops`),
  ],
);

export const especialStaff = pgTable(
  'especial_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: operator(),
    documentTypeId: smallint('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    documentNumber: varchar('document_number', { length: 20 }).notNull(),
    firstNames: varchar('first_names', { length: 100 }).notNull(),
    lastNames: varchar('last_names', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    costCentreId: integer('cost_centre_id').references(() => especialCostCentres.id),
    pickupPlaceId: integer('pickup_place_id').references(() => especialPlaces.id),
    /** Ley 1581 de 2012: the day the person authorised the processing of their data, and the text. */
    consentDate: date('consent_date', { mode: 'string' }),
    consentText: text('consent_text'),
    ...audit,
  },
  (t) => [
    unique('especial_staff_document').on(t.customerId, t.documentNumber),
    index('especial_staff_document_type_idx').on(t.documentTypeId),
    index('especial_staff_cost_centre_idx').on(t.costCentreId),
    index('especial_staff_pickup_place_idx').on(t.pickupPlaceId),
    index('especial_staff_search_trgm_idx').using('gin', sql`${staffSearchText(t)} gin_trgm_ops`),
  ],
);

export const especialContracts = pgTable(
  'especial_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: operator(),
    /** Consecutive per operator (especial_sequences), printed in the FUEC number (4 digits). */
    number: integer('number').notNull(),
    clientNit: varchar('client_nit', { length: 15 }).notNull(),
    clientDv: smallint('client_dv').notNull(),
    clientName: varchar('client_name', { length: 200 }).notNull(),
    objeto: varchar('objeto', { length: 500 }).notNull(),
    type: especialContractType('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    route: varchar('route', { length: 300 }).notNull().default(''),
    /** Covered municipalities (DIVIPOLA ids) of a full-use contract. */
    zoneIds: jsonb('zone_ids').$type<number[]>().notNull().default([]),
    convenioType: especialConvenioType('convenio_type'),
    partnerName: varchar('partner_name', { length: 200 }).notNull().default(''),
    partnerNit: varchar('partner_nit', { length: 15 }).notNull().default(''),
    partnerDv: smallint('partner_dv'),
    responsibleName: varchar('responsible_name', { length: 150 }).notNull(),
    responsibleDocument: varchar('responsible_document', { length: 20 }).notNull(),
    responsiblePhone: varchar('responsible_phone', { length: 15 }).notNull(),
    responsibleAddress: varchar('responsible_address', { length: 200 }).notNull(),
    /** The services' e-mails go here (issue 24 item 3); '' when none. */
    responsibleEmail: varchar('responsible_email', { length: 254 }).notNull().default(''),
    /** The last FUEC consecutive issued on this contract (taken with the row locked, issue 24 item 5). */
    lastFuecConsecutive: integer('last_fuec_consecutive').notNull().default(0),
    ...audit,
  },
  (t) => [
    unique('especial_contracts_number').on(t.customerId, t.number),
    check('especial_contracts_dates', sql`${t.endDate} >= ${t.startDate}`),
    index('especial_contracts_search_trgm_idx').using('gin', sql`${contractSearchText(t)} gin_trgm_ops`),
  ],
);

/** Per-operator counters: the next contract number is taken atomically (one row lock per operator). */
export const especialSequences = pgTable('especial_sequences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  lastContractNumber: integer('last_contract_number').notNull().default(0),
});
