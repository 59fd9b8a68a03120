import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';

/**
 * Rows per round trip. A batch must die young: 500-row batches outlived two young-generation collections
 * and were promoted to V8's old space, which a full collection empties only every ~100 MB; the 100,000-row
 * csv export then peaked ~90 MB over the idle server, 200-row batches ~5 MB (bench:reports, ADR 0015).
 */
const PAGE_SIZE = 200;

const dialect = new PgDialect();

/**
 * The rows of a report query, a batch at a time, so an export never holds them all. On PostgreSQL one
 * server-side cursor (pg-cursor) reads the query once; PGlite has no cursors across calls, so there the
 * query is walked in keyset pages (`id > last`). `page(afterId, limit)` must order by `id` ascending; a
 * null limit means all rows (PostgreSQL's LIMIT NULL). Exports work on whole batches: one await per batch,
 * not per row, and a batch is garbage before the next arrives (ADR 0015, the benchmark).
 */
export async function* reportBatches<T extends { id: number }>(
  db: Db,
  page: (afterId: number, limit: number | null) => SQL,
  batchSize = PAGE_SIZE,
): AsyncGenerator<T[]> {
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) {
    yield* cursorBatches<T>(client, page(0, null), batchSize);
    return;
  }
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<T>(db, page(afterId, batchSize));
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    afterId = last.id;
  }
}

/** The same rows one by one, for readers that work per row (the PDF, a page of inspections at a time). */
export async function* reportRows<T extends { id: number }>(
  db: Db,
  page: (afterId: number, limit: number | null) => SQL,
  batchSize = PAGE_SIZE,
): AsyncGenerator<T> {
  for await (const rows of reportBatches<T>(db, page, batchSize)) yield* rows;
}

async function* cursorBatches<T>(pool: pg.Pool, query: SQL, batchSize: number): AsyncGenerator<T[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  const connection = await pool.connect();
  const cursor = connection.query(new Cursor<T>(sql, params));
  let next: Promise<T[]> | undefined = cursor.read(batchSize);
  try {
    for (;;) {
      const rows = await next;
      next = undefined;
      if (!rows || rows.length === 0) return;
      // The database prepares the next batch while this one is written (its rows are only parsed once
      // this one is done, so a batch still dies young).
      next = cursor.read(batchSize);
      yield rows;
    }
  } finally {
    // Also when the download is abandoned half-way: the connection goes back to the pool.
    await next?.catch(() => {});
    await cursor.close().catch(() => {});
    connection.release();
  }
}
