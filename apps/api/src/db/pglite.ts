import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type Database, MIGRATIONS_FOLDER } from './database';
import { acquireFolderLock } from './folder-lock';
import * as schema from './schema';

/**
 * Embedded PostgreSQL: in `<dataDir>/pglite`, or in memory when no folder is given (tests). `client`
 * is the raw PGlite handle, for the benchmark's bare-SQL side.
 */
export async function openPglite(dataDir?: string): Promise<Database & { client: PGlite }> {
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
    client = await PGlite.create(dataPath ? { dataDir: dataPath, extensions } : { extensions });
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
