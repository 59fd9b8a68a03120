import type { TLookupPrivacy } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customerKind, recordStatus } from './enums';
import { storedFiles } from './files';
import { folded } from './search-text';

/** The text the company list searches in (razón social and NIT); index and query share it. */
export function customerSearchText(t: { razonSocial: AnyPgColumn; nit: AnyPgColumn }) {
  return folded(sql`${t.razonSocial} || ' ' || ${t.nit}`);
}

/** Platform clients: the tenants every later query is scoped to (ARCHITECTURE domain sketch). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Digits only, without the check digit (forms send it unmasked, spec §5). */
    nit: varchar('nit', { length: 15 }).notNull().unique(),
    checkDigit: smallint('check_digit').notNull(),
    razonSocial: varchar('razon_social', { length: 200 }).notNull(),
    logoUrl: text('logo_url'),
    /**
     * The logo when it is a file we store (a PNG or JPEG in the storage interface): the pre-operational PDF
     * embeds this one only and never fetches `logo_url`, which may point anywhere.
     */
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
    kind: customerKind('kind').notNull(),
    /** Mobile-app subscription: gates checklist and event configuration (spec §2.8, §6). */
    hasMobileApp: boolean('has_mobile_app').notNull().default(false),
    checklistName: varchar('checklist_name', { length: 150 }),
    status: recordStatus('status').notNull().default('pending'),
    /** What the public lookup shows of senders and recipients; null = DEFAULT_LOOKUP_PRIVACY (issue 13). */
    lookupPrivacy: jsonb('lookup_privacy').$type<TLookupPrivacy>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The super-administrator's company list: by state, newest first, and a "contains" search (pg_trgm).
    index('customers_status_idx').on(t.status, t.id),
    index('customers_search_trgm_idx').using('gin', sql`${customerSearchText(t)} gin_trgm_ops`),
  ],
);
