import type { Page } from '@trazo/shared';

// Server-side pagination of the administration lists: LIMIT/OFFSET in SQL, count in the same filter.

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function toPage<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return { data, total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** `%text%` for a LIKE "contains" search, lower-cased, with the LIKE wildcards in the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
