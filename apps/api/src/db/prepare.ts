import type { Clock } from '../lib/clock';
import type { Database } from './database';
import { seedCatalogues } from './seed/catalogues';
import { seedDemoIfEmpty } from './seed/demo';

export interface PrepareOptions {
  /** Seed the demo world when the database has no users yet (never in production). */
  seedDemoWhenEmpty: boolean;
  clock?: Clock;
}

/**
 * Brings a database up to date at start: migrations, catalogues, and the demo world on a fresh
 * non-production install. Under the startup lock, so several processes may start at once (ADR 0004).
 */
export function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<{ demoSeeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    await seedCatalogues(database.db);
    const demoSeeded = options.seedDemoWhenEmpty ? await seedDemoIfEmpty(database.db, options.clock) : false;
    return { demoSeeded };
  });
}
