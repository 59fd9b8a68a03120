import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, MIGRATIONS_FOLDER } from './database';
import { acquireFolderLock } from './folder-lock';
import * as schema from './schema';

/** Longest run of database work before other requests get a turn. */
const SLICE_MS = 10;

/**
 * PGlite runs PostgreSQL in WebAssembly on this very thread, and its queries resolve as microtasks, so a
 * long run of statements (a big ERP batch: seconds) never let the event loop poll: every other request
 * waited for the whole batch (issue 13 §2). Here, once a slice of work has run, the next protocol round
 * first yields to the event loop, so waiting requests get in between statements; writers keep each
 * statement short by inserting in chunks (upsert-movements.ts). Yielding only per slice, not per round,
 * keeps the cost off short queries. A transaction stays one transaction: the yield happens inside it,
 * and other queries still queue behind it.
 */
class YieldingPGlite extends PGlite {
  #sliceStart = performance.now();

  override async execProtocolRaw(...args: Parameters<PGlite['execProtocolRaw']>): Promise<Uint8Array> {
    if (performance.now() - this.#sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      this.#sliceStart = performance.now();
    }
    return super.execProtocolRaw(...args);
  }
}

/**
 * Embedded PostgreSQL: in `<dataDir>/pglite`, or in memory when no folder is given (tests). `client`
 * is the raw PGlite handle, for the benchmark's bare-SQL side. `loadDataDir`: an in-memory database
 * starts as a copy of a dumped one (the test suites' prepared template, test/database-templates.ts).
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Database & { client: PGlite }> {
  let release = () => {};
  let dataPath: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    dataPath = join(dataDir, 'pglite');
    release = acquireFolderLock(join(dataDir, 'pglite.lock'), dataPath);
  }
  let client: PGlite;
  try {
    // pg_trgm backs the administration lists' text search (migration 0002); unaccent its folding of
    // accents (migration ux: trazo_fold).
    const extensions = { pg_trgm, unaccent };
    client = new YieldingPGlite(
      dataPath ? { dataDir: dataPath, extensions } : { extensions, ...(loadDataDir ? { loadDataDir } : {}) },
    );
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle({ client, schema });
  let closed = false;
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (fn) => fn(),
    // PGlite is one connection: a NOTIFY written by any query of this process arrives here.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
