import { type SQL, sql } from 'drizzle-orm';

/**
 * The one folding of searchable text: lower case without accents, so "cardenas" finds "Cárdenas"
 * (issue 14 item 4). `trazo_fold` is the immutable wrapper over unaccent the migration `ux` creates,
 * the same on PGlite and PostgreSQL; indexes and queries must both go through it.
 */
export function folded(text: SQL): SQL {
  return sql`trazo_fold(${text})`;
}
