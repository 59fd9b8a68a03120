import { integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

// Catalogues are seeded (upserted) at every start; their ids are stable so other rows may refer to them.

/** spec §1 role table, ids 1–6. */
export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

/** spec §3 document types. */
export const documentTypes = pgTable('document_types', {
  id: smallint('id').primaryKey(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 80 }).notNull(),
});

/**
 * Colombian municipalities (DIVIPOLA). The id is the numeric DIVIPOLA code (05001 → 5001), so it is
 * the same on every installation and re-seeding never renumbers a user's city.
 */
export const zones = pgTable('zones', {
  id: integer('id').primaryKey(),
  codigo: varchar('codigo', { length: 5 }).notNull().unique(),
  municipio: varchar('municipio', { length: 120 }).notNull(),
  departamento: varchar('departamento', { length: 120 }).notNull(),
  /** "MUNICIPIO (DEPARTAMENTO)", what the city dropdowns show and search (spec §2.3, §3). */
  nombreDivision: varchar('nombre_division', { length: 250 }).notNull(),
});
