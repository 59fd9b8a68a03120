import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';

/** Rows per round trip: small enough to keep memory flat, large enough to keep the database busy. */
const PAGE_SIZE = 500;

const dialect = new PgDialect();

/**
 * The rows of a report query, a batch at a time, so an export never holds them all. On PostgreSQL one
 * server-side cursor (pg-cursor) reads the query once; PGlite has no cursors across calls, so there the
 * query is walked in keyset pages (`id > last`). `page(afterId, limit)` must order by `id` ascending; a
 * null limit means all rows (PostgreSQL's LIMIT NULL).
 */
export async function* reportRows<T extends { id: number }>(
  db: Db,
  page: (afterId: number, limit: number | null) => SQL,
  batchSize = PAGE_SIZE,
): AsyncGenerator<T> {
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) {
    yield* cursorRows<T>(client, page(0, null), batchSize);
    return;
  }
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<T>(db, page(afterId, batchSize));
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}

async function* cursorRows<T>(pool: pg.Pool, query: SQL, batchSize: number): AsyncGenerator<T> {
  const { sql, params } = dialect.sqlToQuery(query);
  const connection = await pool.connect();
  const cursor = connection.query(new Cursor<T>(sql, params));
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) return;
      yield* rows;
    }
  } finally {
    // Also when the download is abandoned half-way: the connection goes back to the pool.
    await cursor.close().catch(() => {});
    connection.release();
  }
}
