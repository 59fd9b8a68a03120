import type { Page } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { folded } from '../db/schema/search-text';

// Server-side pagination of the administration lists: LIMIT/OFFSET in SQL, count in the same filter.

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function toPage<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { data, total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** `%text%` for a LIKE "contains" search, with the LIKE wildcards in the text escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `searchText` (already folded, e.g. userSearchText) contains `q`, ignoring case and accents: the
 * pattern goes through the same SQL folding as the text, so there is one definition of "equal".
 */
export function containsSearch(searchText: SQL, q: string): SQL {
  return sql`${searchText} like ${folded(sql`${containsPattern(q)}`)}`;
}
