import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle handle every service receives; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (drizzle `migrate()`). */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other API process is doing the same (migrations and seeds at start). On
   * PostgreSQL a session advisory lock; PGlite is single-process already.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (any process's, once committed; issue 26 live
   * updates). PostgreSQL: one dedicated connection that reconnects by itself; PGlite: in-process.
   * Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be opened (folder locked, server unreachable): reported as one line at start. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

// Next to this module in the source tree (src/db/migrations) and next to the bundle (dist/migrations),
// where scripts/build.mjs copies it.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared Drizzle type leaves `unknown`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
