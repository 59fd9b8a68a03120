import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';

/**
 * Rows per cursor read on PostgreSQL. A batch must die young: while an xlsx writer works through 200 rows
 * V8 runs a young-generation collection or two, finds nearly every row of the batch still alive, and
 * starts allocating such rows straight in the old space (allocation-site pretenuring), which only a full
 * collection empties; a csv export after an xlsx one then peaked ~130 MB over the idle server, with 50-row
 * batches ~15 MB (bench:reports, ADR 0015). Small reads cost little: the next one is in flight meanwhile.
 */
const CURSOR_BATCH = 50;

/** Rows per keyset page on PGlite, where each page is a query of its own (~1.5 ms): fewer, larger pages. */
const KEYSET_PAGE = 500;

const dialect = new PgDialect();

/**
 * The rows of a report query, a batch at a time, so an export never holds them all. On PostgreSQL one
 * server-side cursor (pg-cursor) reads the query once; PGlite has no cursors across calls, so there the
 * query is walked in keyset pages (`id > last`). `page(afterId, limit)` must order by `id` ascending; a
 * null limit means all rows (PostgreSQL's LIMIT NULL). Exports work on whole batches: one await per batch,
 * not per row, and a batch is garbage before the next arrives (ADR 0015, the benchmark). `batchSize`
 * overrides both defaults (rows much larger than a consignment's).
 */
export async function* reportBatches<T extends { id: number }>(
  db: Db,
  page: (afterId: number, limit: number | null) => SQL,
  batchSize?: number,
): AsyncGenerator<T[]> {
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) {
    yield* cursorBatches<T>(client, page(0, null), batchSize ?? CURSOR_BATCH);
    return;
  }
  yield* keysetPages<T>(db, page, batchSize ?? KEYSET_PAGE);
}

async function* keysetPages<T extends { id: number }>(
  db: Db,
  page: (afterId: number, limit: number | null) => SQL,
  batchSize: number,
): AsyncGenerator<T[]> {
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
  batchSize?: number,
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
