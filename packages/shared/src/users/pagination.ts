import { z } from 'zod';

// Server-side pagination shared by the administration lists (spec §7 uses the same names:
// total, per_page, current page, last_page).

export const PAGINATION = { defaultPerPage: 15, maxPerPage: 100 } as const;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGINATION.maxPerPage).default(PAGINATION.defaultPerPage),
});
export type TPageQuery = z.input<typeof ZPageQuery>;

/** `{ data, total, page, per_page, last_page }`; last_page is at least 1, even for an empty list. */
export function ZPage<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}
