import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';

/** Rows per round trip: small enough to keep memory flat, large enough to keep the database busy. */
const PAGE_SIZE = 500;

/**
 * Walks a query in keyset pages (`id > last`) so an export holds one page at a time. The same code runs on
 * PGlite, which has no server-side cursors, and on PostgreSQL, where each page is an index range scan.
 * `page(afterId, limit)` must order by `id` ascending.
 */
export async function* keysetPages<T extends { id: number }>(
  db: Db,
  page: (afterId: number, limit: number) => SQL,
  pageSize = PAGE_SIZE,
): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<T>(db, page(afterId, pageSize));
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    afterId = last.id;
  }
}
