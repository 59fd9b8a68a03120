import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { folded } from './search-text';

// Per transport company (tenant): branches, shippers (generators), vehicles and drivers. Each is created
// on first sight by the ERP batch or an import, keyed by a natural key unique within the company.

/** Sucursales. `key` is the name normalised (trimmed, lower-case, single spaces) so "Bogotá " = "bogotá". */
export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    /** Where the branch's yard is (issue 27 §1 turnos): a driver enturns only within `radioM` of it. */
    municipio: varchar('municipio', { length: 100 }).notNull().default(''),
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
    radioM: integer('radio_m'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('branches_customer_key').on(t.customerId, t.key)],
);

/** Cargo generators (shippers) of a transport company, by NIT (spec §3 Generator). */
export const generators = pgTable(
  'generators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    nit: varchar('nit', { length: 20 }).notNull(),
    razonSocial: varchar('razon_social', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('generators_customer_nit').on(t.customerId, t.nit),
    // The event configuration's generator table, by name (spec §2.8, 15 per page).
    index('generators_customer_name_idx').on(t.customerId, t.razonSocial),
  ],
);

/** spec §3 Vehicle (placa, marca) and the report's datos_vehiculo (modelo, serie). Plates upper-case. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    placa: varchar('placa', { length: 10 }).notNull(),
    marca: varchar('marca', { length: 60 }).notNull().default(''),
    modelo: varchar('modelo', { length: 20 }).notNull().default(''),
    serie: varchar('serie', { length: 60 }).notNull().default(''),
    /** The owner's NIT from the ERP ('' unknown): the third party who sees this vehicle's trips (issue 26 §5). */
    propietarioNit: varchar('propietario_nit', { length: 15 }).notNull().default(''),
    /** Clase (bus, buseta, microbús, camioneta…) and número interno: what the FUEC prints (issue 24). */
    clase: varchar('clase', { length: 40 }).notNull().default(''),
    numeroInterno: varchar('numero_interno', { length: 20 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vehicles_customer_placa').on(t.customerId, t.placa),
    // The third party's trips: its vehicles across every company, by owner NIT.
    index('vehicles_owner_nit_idx').on(t.propietarioNit).where(sql`${t.propietarioNit} <> ''`),
  ],
);

/** A driver of one company, by document. Access to the drivers' app lives in driver_access (driver-access.ts). */
export const drivers = pgTable(
  'drivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    documento: varchar('documento', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    /** Optional; given by the company in 'Conductores' ('' when none). */
    email: varchar('email', { length: 254 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the driver lists and the global search look in: name and document folded (trazo_fold), stored
     * so a search compares plain text instead of calling unaccent on every row (ADR 0023, "Measured").
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(folded(sql`"nombre" || ' ' || "documento"`)),
  },
  (t) => [
    unique('drivers_customer_documento').on(t.customerId, t.documento),
    // The drivers' sign-in looks a document up across companies (a driver may work for several).
    index('drivers_documento_idx').on(t.documento),
    index('drivers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
