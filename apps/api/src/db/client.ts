import type { Config } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres, type PostgresOptions } from './postgres';

export type { Database, Db } from './database';

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR (ADR 0004). */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: PostgresOptions = {},
): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, options) : openPglite(config.dataDir);
}
